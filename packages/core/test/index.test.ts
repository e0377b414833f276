import {describe, expect, it} from 'vitest'

describe('@bidding/core', () => {
  it('should expose the public API', async () => {
    const api = Object.keys(await import('@bidding/core')).sort()
    expect(api).toEqual(
      [
        'addDependency',
        'allOf',
        'arePartners',
        'asSequences',
        'assertRoot',
        'atomsOf',
        'isAuctionAtom',
        'parsePriority',
        'priorityClasses',
        'priorityText',
        'auctionKey',
        'auctionOf',
        'callRecords',
        'callWords',
        'capMessages',
        'conditionsKey',
        'expandCalls',
        'auctionStatus',
        'b',
        'bidOfRank',
        'bidRank',
        'bidsOf',
        'callOfWords',
        'cheapestBid',
        'compareBids',
        'constraintBounds',
        'constraintSchema',
        'constraintToPhrasing',
        'constraintToString',
        'contractOf',
        'dependenciesOf',
        'createRegistry',
        'directions',
        'dispositions',
        'evaluateConstraint',
        'fileOfNode',
        'formatCall',
        'formatCallPattern',
        'formatContract',
        'formatPath',
        'hullBounds',
        'illegalReason',
        'inRange',
        'isBid',
        'isCall',
        'isCallPattern',
        'isConcrete',
        'isContractBid',
        'isEmptyBounds',
        'isLegal',
        'isMeaning',
        'isNode',
        'isParent',
        'isPhrasing',
        'isRoot',
        'isSequence',
        'legalCalls',
        'levelOf',
        'mapAtoms',
        'maxNesting',
        'meaningOf',
        'meetBounds',
        'messageAt',
        'normalizeCallPattern',
        'normalizeConstraint',
        'own',
        'parseAuction',
        'pathDeeperThan',
        'parseCall',
        'parseCallPattern',
        'parseConstraint',
        'phrasingToString',
        'rangeToText',
        'reportInvalidTree',
        'resolveSuits',
        'rootSchema',
        'rotate',
        'ruleSetToSequences',
        'schemas',
        'setOwn',
        'splitMessagesByFile',
        'sequencesToStateMachine',
        'stateMachineToSequences',
        'stateMachinesOf',
        'stateName',
        'stepAbove',
        'strainOf',
        'strains',
        'suitNames',
        'suitRefSchema',
        'suitSymbols',
        'suits',
        'unboundedBounds',
        'validateTree',
        'variableSuits',
        'withImplicitPasses'
      ].sort()
    )
  })
})

describe('@bidding/core/calls', () => {
  it('should expose calls, auctions and constraints, the same functions as the main entry, without schemas or the registry', async () => {
    const calls = (await import('@bidding/core/calls')) as Record<string, unknown>
    const core = (await import('@bidding/core')) as Record<string, unknown>
    const names = Object.keys(calls)
    expect(names).toEqual(expect.arrayContaining(['parseCall', 'parseAuction', 'parseConstraint', 'evaluateConstraint', 'allOf', 'resolveSuits', 'rotate']))
    for (const name of names) expect(calls[name], name).toBe(core[name])
    expect(names.filter((name) => /schema|registry|validate/i.test(name))).toEqual([])
  })
})
