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
        'auctionClassText',
        'classMatchEnds',
        'classMatchesAt',
        'classSpecificity',
        'formatClassPattern',
        'formatClassToken',
        'handAtomsOf',
        'isClassStep',
        'parseClassToken',
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
        'readerArguments',
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
        'stripBom',
        'strainOf',
        'strains',
        'suitNames',
        'suitRefSchema',
        'suitSymbols',
        'textLines',
        'textPlaces',
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

describe('entries by concern', () => {
  const concerns = {
    calls: ['parseCall', 'formatCall', 'parseCallPattern', 'parseAuction', 'legalCalls', 'dispositions'],
    constraints: ['parseConstraint', 'constraintToString', 'evaluateConstraint', 'constraintBounds', 'allOf', 'resolveSuits'],
    messages: ['messageAt', 'fileOfNode', 'splitMessagesByFile', 'capMessages'],
    own: ['own', 'setOwn'],
    files: ['addDependency', 'dependenciesOf']
  }

  it('should give each concern an entry that holds its functions, the same as the main entry', async () => {
    const core = (await import('@bidding/core')) as Record<string, unknown>
    const entries: Record<string, Record<string, unknown>> = {
      calls: await import('@bidding/core/calls'),
      constraints: await import('@bidding/core/constraints'),
      messages: await import('@bidding/core/messages'),
      own: await import('@bidding/core/own'),
      files: await import('@bidding/core/files')
    }
    for (const [concern, names] of Object.entries(concerns)) {
      for (const name of names) expect(entries[concern]![name], concern + ': ' + name).toBe(core[name])
    }
  })

  it('should keep the other concerns out of each new entry', async () => {
    const constraints = Object.keys(await import('@bidding/core/constraints'))
    expect(constraints).not.toContain('parseCall')
    expect(constraints).not.toContain('own')
    expect(Object.keys(await import('@bidding/core/messages')).sort()).toEqual(['capMessages', 'fileOfNode', 'messageAt', 'splitMessagesByFile'])
    expect(Object.keys(await import('@bidding/core/own')).sort()).toEqual(['own', 'setOwn'])
    expect(Object.keys(await import('@bidding/core/files')).sort()).toEqual(['addDependency', 'dependenciesOf'])
  })

  it('should keep the old `dependencies` entry as another name of `files`', async () => {
    expect(await import('@bidding/core/dependencies')).toEqual(await import('@bidding/core/files'))
  })
})
