import {createRegistry} from '@bidding/core/registry'
import type {Root} from '@bidding/core'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import bidspaceParse, {fromBidspace} from '@bidding/bidspace-parse'
import {format} from '@bidding/bidspace-parse/format'

const text = 'state: opn0\nprev_bid: none\npriority: 1c nb\nnb\trsp0\tp(hp,0,12)\n1c\trsp0\tp(hp,13,22)\t@Approach club\n'

describe('@bidding/bidspace-parse', () => {
  it('should expose the public api', async () => {
    expect(Object.keys(await import('@bidding/bidspace-parse')).sort()).toEqual([
      'bidspaceParse',
      'bidspaceScaleNames',
      'default',
      'fromBidspace',
      'isAtom',
      'pointScales',
      'readReferenceRule',
      'readingToAtom',
      'sameAtom'
    ])
  })

  it('should be a unified parser', () => {
    const tree = unified().use(bidspaceParse).parse(text)
    expect(tree.type).toBe('root')
    expect(tree.children.at(-1)?.type).toBe('stateMachine')
  })

  it('should pass options from the plugin to the reader', () => {
    const quirky = 'state: r\nprev_bid: 1c\nnb\tp(lp,0,5)\n'
    const byDefault = unified().use(bidspaceParse).parse(quirky)
    const reference = unified().use(bidspaceParse, {profile: 'reference'}).parse(quirky)
    const bid = (tree: Root) => (tree.children[0] as Extract<Root['children'][number], {type: 'stateMachine'}>).children[0]!.children[0]
    expect(bid(byDefault)).toMatchObject({call: 'P', constraint: {type: 'points', scale: 'length', min: 0, max: 5}})
    expect(bid(byDefault)).not.toHaveProperty('nextState')
    expect(bid(reference)).toMatchObject({call: 'P', nextState: 'p', constraint: {type: 'quality', raw: '(lp,0,5)'}})
  })

  it('should report messages on the file', async () => {
    const file = await unified()
      .use(bidspaceParse)
      .use(function () {
        this.compiler = () => ''
      })
      .process(new VFile({path: 'x.txt', value: 'state: r\nprev_bid: 1c\nnb\tp(lp,0,5)\n'}))
    expect(file.messages.map(String)).toEqual([
      'x.txt:3:4-3:13: Unexpected rule `p(lp,0,5)` in the next-state column, expected a state name; the reference reads it as bid `nb` with next state `p`; kept as a rule'
    ])
    expect(file.messages[0]).toMatchObject({ruleId: 'missing-next-state', source: '@bidding/bidspace-parse', fatal: false})
  })
})

describe('format', () => {
  it('should be named `bidspace` and claim no extension', () => {
    expect(format.name).toBe('bidspace')
    expect(format.extensions).toEqual([])
    expect(format.outputExtension).toBe('.txt')
    expect(format.parse).toBe(bidspaceParse)
    const registry = createRegistry([format])
    expect(registry.detect('bidding_space.txt', 'parse')).toBeUndefined()
    expect(registry.get('bidspace')).toBeDefined()
  })

  it('should describe its options for the command line', () => {
    expect(format.parseOptions?.safeParse({profile: 'reference'}).success).toBe(true)
    expect(format.parseOptions?.safeParse({profile: 'other'}).success).toBe(false)
    expect(format.parseOptions?.shape.profile.description).toMatch(/reference/)
  })

  it('should read through a registry processor', () => {
    const registry = createRegistry([format, {name: 'none', description: 'x', stringify() {
      this.compiler = () => ''
    }}])
    const file = new VFile(text)
    const processor = registry.processor({from: 'bidspace', to: 'none', parseOptions: {profile: 'reference'}})
    expect(processor.parse(file).children.at(-1)?.type).toBe('stateMachine')
  })
})

describe('fromBidspace', () => {
  it('should default to the default profile', () => {
    const file = new VFile()
    const tree = fromBidspace('state: r\nprev_bid: 1c\nnb\tp(lp,0,5)\n', file)
    expect(JSON.stringify(tree)).toContain('"scale":"length"')
  })
})
