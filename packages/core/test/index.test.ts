import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'

/** The run-time names of each entry of `@bidding/core`, by concern. */
const entries: Record<string, string[]> = {
  '.': ['assertRoot', 'b', 'bidsOf', 'isBid', 'isMeaning', 'isNode', 'isParent', 'isPhrasing', 'isRoot', 'isSequence', 'maxNesting', 'meaningOf', 'pathDeeperThan', 'phrasingToString'],
  './calls': [
    'arePartners',
    'auctionClassText',
    'auctionStatus',
    'bidOfRank',
    'bidRank',
    'callWords',
    'cheapestBid',
    'classMatchEnds',
    'classMatcher',
    'classMatchesAt',
    'classSpecificity',
    'compareBids',
    'contractOf',
    'directions',
    'dispositions',
    'expandCalls',
    'expandCallsLazily',
    'formatCall',
    'formatCallPattern',
    'formatClassPattern',
    'formatClassToken',
    'formatContract',
    'handAtomsOf',
    'hashOf',
    'HashList',
    'illegalReason',
    'isCall',
    'isCallPattern',
    'isClassStep',
    'isConcrete',
    'isContractBid',
    'isLegal',
    'legalCalls',
    'levelOf',
    'normalizeCallPattern',
    'parseAuction',
    'parseCall',
    'parseCallPattern',
    'parseClassToken',
    'parsePriority',
    'priorityClasses',
    'priorityText',
    'rotate',
    'stepAbove',
    'strainOf',
    'strains',
    'suitNames',
    'suitSymbols',
    'suits',
    'variableSuits',
    'withImplicitPasses'
  ],
  './constraints': [
    'allOf',
    'atomsOf',
    'constraintBounds',
    'constraintBoundsInto',
    'constraintToPhrasing',
    'constraintToString',
    'evaluateConstraint',
    'hullBounds',
    'inRange',
    'isAuctionAtom',
    'isEmptyBounds',
    'mapAtoms',
    'meetBounds',
    'normalizeConstraint',
    'parseConstraint',
    'rangeToText',
    'resolveSuits',
    'unboundedBounds'
  ],
  './views': [
    'asSequences',
    'auctionKey',
    'auctionOf',
    'callOfWords',
    'callRecords',
    'conditionsKey',
    'ruleSetToSequences',
    'sequencesToStateMachine',
    'stateMachineToSequences',
    'stateMachinesOf',
    'stateName'
  ],
  './registry': ['chunksOf', 'createLazyRegistry', 'createRegistry', 'formatInfoOf', 'lazyRegistryOf', 'optionInfosOf', 'readerArguments'],
  './schemas': ['constraintSchema', 'formatPath', 'reportInvalidTree', 'rootSchema', 'schemas', 'suitRefSchema', 'validateTree'],
  './messages': ['capMessages', 'fileOfNode', 'messageAt', 'splitMessagesByFile'],
  './own': ['own', 'setOwn'],
  './files': ['addDependency', 'dependenciesOf'],
  './lines': ['stripBom', 'textLines', 'textPlaces']
}

async function load(entry: string): Promise<Record<string, unknown>> {
  // One literal per entry, so the import is resolved as the package's own export.
  switch (entry) {
    case '.':
      return import('@bidding/core')
    case './calls':
      return import('@bidding/core/calls')
    case './constraints':
      return import('@bidding/core/constraints')
    case './views':
      return import('@bidding/core/views')
    case './registry':
      return import('@bidding/core/registry')
    case './schemas':
      return import('@bidding/core/schemas')
    case './messages':
      return import('@bidding/core/messages')
    case './own':
      return import('@bidding/core/own')
    case './files':
      return import('@bidding/core/files')
    case './lines':
      return import('@bidding/core/lines')
    default:
      throw new Error('unknown entry ' + entry)
  }
}

describe('@bidding/core entries', () => {
  it('should declare exactly the entries by concern in package.json, each with its source, types and default', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {exports: Record<string, unknown>}
    expect(Object.keys(manifest.exports).sort()).toEqual([...Object.keys(entries), './package.json'].sort())
    for (const entry of Object.keys(entries)) {
      expect(Object.keys(manifest.exports[entry] as object), entry).toEqual(['@bidding/source', 'types', 'default'])
    }
  })

  for (const [entry, names] of Object.entries(entries)) {
    it('should export from `' + entry + '` exactly the run-time names of its concern', async () => {
      expect(Object.keys(await load(entry)).sort()).toEqual([...names].sort())
    })
  }

  it('should export each run-time name from one entry only', () => {
    const all = Object.values(entries).flat()
    expect(all.length).toBe(new Set(all).size)
  })

  it('should keep the main entry to the tree: builders, guards and depth, without calls, schemas or the registry', async () => {
    const main = Object.keys(await import('@bidding/core'))
    expect(main).toContain('b')
    expect(main).toContain('isBid')
    expect(main).not.toContain('parseCall')
    expect(main).not.toContain('validateTree')
    expect(main).not.toContain('createRegistry')
  })
})
