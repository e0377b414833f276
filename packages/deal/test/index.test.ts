import {describe, expect, it} from 'vitest'

describe('@bidding/deal', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/deal')).sort()).toEqual([
      'Dealer',
      'Random',
      'auctionConstraints',
      'chunkLength',
      'closeWorkers',
      'footer',
      'formatDeals',
      'formatG',
      'generateDeals',
      'generateDealsSync',
      'parseDealerScript',
      'programSource',
      'randomSeed',
      'runDealerScript',
      'seedOf',
      'seedState',
      'streamState'
    ])
  })
})
