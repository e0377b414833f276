import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {
  assertRoot,
  b,
  bidsOf,
  isBid,
  isMeaning,
  isNode,
  isParent,
  isPhrasing,
  isRoot,
  isSequence,
  meaningOf,
  phrasingToString
} from '@bidding/core'
import {formatPath, reportInvalidTree, validateTree} from '@bidding/core/schemas'
import {everyNode} from './fixtures/every-node.js'

describe('b', () => {
  it('should build parents, literals and voids', () => {
    expect(b('text', 'x')).toEqual({type: 'text', value: 'x'})
    expect(b('inlineCode', {data: {a: 1}}, 'x')).toEqual({type: 'inlineCode', data: {a: 1}, value: 'x'})
    expect(b('break')).toEqual({type: 'break'})
    expect(b('suit', {suit: 'S'})).toEqual({type: 'suit', suit: 'S'})
    expect(b('sequence')).toEqual({type: 'sequence', children: []})
    expect(b('bid', {call: '1C', by: 'we'})).toEqual({type: 'bid', call: '1C', by: 'we', children: []})
    expect(b('paragraph', [b('text', 'x')])).toEqual({type: 'paragraph', children: [{type: 'text', value: 'x'}]})
  })
})

describe('validateTree', () => {
  it('should accept a tree of every node', () => {
    const result = validateTree(everyNode())
    expect(result.ok ? 'ok' : result.issues).toBe('ok')
  })

  it('should report each problem with its path and the nearest position', () => {
    const position = {start: {line: 3, column: 1}, end: {line: 3, column: 9}}
    const tree = {
      type: 'root',
      children: [
        {
          type: 'sequence',
          position,
          children: [
            {type: 'bid', call: '1Q', by: 'wee', children: [{type: 'heading', depth: 1, children: []}]},
            {type: 'bid', by: 'we', children: []}
          ]
        },
        {type: 'mystery'}
      ]
    }
    const result = validateTree(tree)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((issue) => issue.reason)).toEqual([
      'Unexpected value at `children[0].children[0].call`: Expected a call (`1N`, `P`, `X`, `XX`) or a call pattern (`1M`, `2X`, `3CD`, `2steps`) in canonical spelling',
      'Unexpected `wee` at `children[0].children[0].by`, expected `we` or `they`',
      'Unexpected node `heading` at `children[0].children[0].children[0]`, expected `meaning`, `bid`, `conventionReference` or `opaque`',
      'Missing `children[0].children[1].call`: expected string, received undefined',
      'Unexpected node `mystery` at `children[1]`, expected `heading`, `paragraph`, `list`, `descriptionList`, `table`, `auctionDiagram`, `dealDiagram`, `sequence`, `stateMachine`, `ruleSet`, `convention`, `system` or `opaque`'
    ])
    expect(result.issues[0]!.place).toEqual(position)
    expect(result.issues[4]!.place).toBeUndefined()
  })

  it('should accept a fallback flag on a bid and refuse one that is not a boolean', () => {
    const good = b('root', [b('sequence', [b('bid', {call: 'P', by: 'we', fallback: true})])])
    expect(validateTree(good).ok).toBe(true)
    const bad = b('root', [b('sequence', [b('bid', {call: 'P', by: 'we', fallback: 'yes' as never})])])
    const result = validateTree(bad)
    expect(result.ok ? [] : result.issues.map((issue) => issue.reason)).toEqual([
      'Unexpected value at `children[0].children[0].fallback`: expected boolean, received string'
    ])
  })

  it('should refuse what is not a root', () => {
    expect(validateTree({type: 'paragraph', children: []}).ok).toBe(false)
    expect(validateTree(null).ok).toBe(false)
    const missing = validateTree({children: []})
    expect(missing.ok ? [] : missing.issues.map((issue) => issue.reason)).toEqual([
      'Unexpected `undefined` at `type`, expected `root`'
    ])
  })

  it('should check the fields of constraints', () => {
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1N', by: 'we', constraint: {type: 'shape', pattern: '44'} as never})])
    ])
    const result = validateTree(tree)
    expect(result.ok ? [] : result.issues.map((issue) => issue.reason)).toEqual([
      'Unexpected value at `children[0].children[0].constraint.pattern`: Expected four lengths (digits or `x`) such as `4432`'
    ])
  })

  it('should print paths the way a reader looks them up', () => {
    expect(formatPath([])).toBe('(root)')
    expect(formatPath(['children', 0, 'call'])).toBe('children[0].call')
  })
})

describe('reportInvalidTree', () => {
  it('should report every problem as an error on the file, up to a limit', () => {
    const file = new VFile()
    const children = Array.from({length: 5}, () => ({type: 'mystery'}))
    expect(reportInvalidTree({type: 'root', children}, file, {limit: 3})).toBe(false)
    expect(file.messages.map((message) => [message.fatal, message.ruleId, message.source])).toEqual([
      [true, 'invalid-tree', '@bidding/core'],
      [true, 'invalid-tree', '@bidding/core'],
      [true, 'invalid-tree', '@bidding/core'],
      [true, 'invalid-tree', '@bidding/core']
    ])
    expect(file.messages[3]!.reason).toBe('2 more problems not shown')
    expect(reportInvalidTree(everyNode(), new VFile())).toBe(true)
  })
})

describe('guards', () => {
  it('should recognise nodes', () => {
    const tree = everyNode()
    const sequence = tree.children.find((node) => node.type === 'sequence')!
    expect(isRoot(tree)).toBe(true)
    expect(isNode({})).toBe(false)
    expect(isNode(null)).toBe(false)
    expect(isParent(tree)).toBe(true)
    expect(isParent(b('text', 'x'))).toBe(false)
    expect(isSequence(sequence)).toBe(true)
    expect(isBid(sequence.children[0])).toBe(true)
    expect(isPhrasing(b('suit', {suit: 'C'}))).toBe(true)
    expect(isPhrasing(b('paragraph'))).toBe(false)
    expect(() => assertRoot(tree)).not.toThrow()
    expect(() => assertRoot(b('paragraph'))).toThrow('Expected bdast `root`, not `paragraph`')
    expect(() => assertRoot(undefined)).toThrow('Expected bdast `root`, not `undefined`')
  })

  it('should find the meaning and the continuations of a bid', () => {
    const bid = b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', '15-17')]), b('bid', {call: '2C', by: 'we'})])
    expect(isMeaning(meaningOf(bid))).toBe(true)
    expect(bidsOf(bid).map((child) => child.call)).toEqual(['2C'])
    expect(meaningOf(b('bid', {call: '1N', by: 'we'}))).toBeUndefined()
  })
})

describe('phrasingToString', () => {
  it('should give the text of phrasing with suits in the style asked for', () => {
    const nodes = [
      b('text', '5+'),
      b('suit', {suit: 'H'}),
      b('emphasis', [b('strong', [b('text', ' forcing')])]),
      b('break'),
      b('inlineCode', 'x')
    ]
    expect(phrasingToString(nodes)).toBe('5+♥ forcing x')
    expect(phrasingToString(nodes, {suits: 'bml', lineBreak: String.raw`\n`})).toBe(String.raw`5+!h forcing\nx`)
    expect(phrasingToString(nodes, {suits: 'bbo'})).toBe('5+!H forcing x')
    expect(phrasingToString(nodes, {suits: 'letters'})).toBe('5+H forcing x')
    expect(phrasingToString([{type: 'custom', value: '!'} as never, {type: 'void'} as never])).toBe('!')
  })
})
