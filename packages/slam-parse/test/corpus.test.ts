import {readFileSync} from 'node:fs'
import {constraintToString} from '@bidding/core/constraints'
import {validateTree} from '@bidding/core/schemas'
import type {Bid, Convention, ConventionContent, Root} from '@bidding/core'
import {fromSlam} from '@bidding/slam-parse'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {expect, test} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'

/** Every SLAMBidding file of the corpus, with what the reader must make of it. */
const files: Record<string, 'ok' | 'malformed'> = {
  'conventionsv2/auto1.conv': 'ok',
  'conventionsv2/auto2.conv': 'ok',
  'conventionsv2/auto1.conv.pretty': 'ok',
  'conventionsv2/auto2.conv.pretty': 'ok',
  'conventionsv2/stayman.conv.pretty': 'ok',
  'conventionsv2/strong1NT.conv.pretty': 'malformed',
  'conventionsv2/auto3.conv.pretty': 'malformed',
  'conventionsv2/5cardmaj.conv.pretty': 'malformed',
  'conventionsv2/auto3.oldconv': 'ok',
  'conventionsv2/auto4.oldconv': 'ok',
  'conventionsv2/auto5.oldconv': 'ok',
  'conventionsv2/auto3.oldconv.pretty': 'ok',
  'conventions/auto1.conv': 'ok',
  'conventions/auto2.conv': 'ok',
  'conventions/auto3.conv': 'ok',
  'conventions/auto4.conv': 'ok',
  'conventions/auto5.conv': 'ok',
  'systems/SAYC.system': 'ok',
  'systems/SAYC.system.pretty': 'ok'
}

function read(name: string): {tree: Root; file: VFile} {
  const value = readFileSync(corpus('slam', name), 'utf8')
  const file = new VFile({path: name, value})
  return {tree: fromSlam(value, file), file}
}

function convention(tree: Root): Convention {
  const first = tree.children[0]
  if (first?.type !== 'convention') throw new Error('Expected a convention')
  return first
}

/** What the robot reads of a convention: each action with its depth, and each reference. */
function outline(children: readonly ConventionContent[] | Bid['children'], depth = 0): string[] {
  const lines: string[] = []
  for (const child of children) {
    if (child.type === 'bid') {
      const over = child.over === undefined ? '' : ' over ' + (child.over === 'all' ? 'all' : child.over.join('/'))
      const hand = child.constraint ? ': ' + constraintToString(child.constraint) : ''
      lines.push('  '.repeat(depth) + child.action + ' ' + (child.raw ?? child.call) + over + hand)
      lines.push(...outline(child.children, depth + 1))
    } else if (child.type === 'conventionReference') {
      lines.push('  '.repeat(depth) + '→ ' + child.name)
    }
  }

  return lines
}

describeCorpus('corpus (shared/corpus/slam)', () => {
  for (const [name, expected] of Object.entries(files)) {
    test('should ' + (expected === 'ok' ? 'read' : 'refuse, with a positioned message,') + ' `' + name + '`', () => {
      const value = readFileSync(corpus('slam', name), 'utf8')
      const file = new VFile({path: name, value})
      if (expected === 'malformed') {
        expect(() => fromSlam(value, file)).toThrow(VFileMessage)
        const message = file.messages[0]!
        expect(message.fatal).toBe(true)
        expect(message.ruleId).toBe('xml')
        expect(message.place).toMatchObject({line: expect.any(Number), column: expect.any(Number)})
        expect(message.cause).toBeInstanceOf(VFileMessage)
        expect((message.cause as VFileMessage).source).toBe('xast-util-from-xml')
        return
      }

      const tree = fromSlam(value, file)
      expect(validateTree(tree).ok).toBe(true)
      expect(file.messages.filter((message) => message.fatal)).toEqual([])
      // One bid per action element: count them in the text itself.
      if (!name.startsWith('systems/') && !name.includes('old') && !name.startsWith('conventions/')) {
        const actions = value.match(/<(?!subconvention|convention)[A-Za-z]+ bid="/g)?.length ?? 0
        const bids = JSON.stringify(tree).match(/"type":"bid"/g)?.length ?? 0
        expect(bids).toBe(actions)
      }
    })
  }

  test('should refuse `strong1NT.conv.pretty` where its `<convention parent>` has no value', () => {
    const value = readFileSync(corpus('slam', 'conventionsv2/strong1NT.conv.pretty'), 'utf8')
    const file = new VFile({value})
    expect(() => fromSlam(value, file)).toThrow('Cannot parse XML: attribute value expected')
    expect(file.messages[0]!.place).toEqual({line: 1, column: 19, offset: 18})
  })

  test('should read the strong 1NT opening of `auto1.conv` as the robot does', () => {
    expect(outline(convention(read('conventionsv2/auto1.conv').tree).children)).toEqual([
      'open 1NT: 15–17 HCP, 2–4♠, 2–4♥, 2–6♦, 2–6♣',
      '  invite 2NT over P/X/2C: 8–9 HCP, ≤3♠, ≤3♥',
      '    decline PASS over all: ≤15 HCP',
      '    accept 3NT over P/X/3C/3D/3H/3S: 16+ HCP',
      '  signoff 3NT over P/X/2C/2D/2H/2S/2N/3C/3D/3H/3S: 10–16 HCP, ≤3♠, ≤3♥',
      '    pass PASS over all: any hand',
      '  pass PASS over all: ≤7 HCP, ≤4♠, ≤4♥',
      '  → stayman',
      '  → transfers'
    ])
  })

  test('should read the compact files as their pretty-printed copies (which lost the comments)', () => {
    for (const [compact, pretty] of [
      ['conventionsv2/auto1.conv', 'conventionsv2/auto1.conv.pretty'],
      ['conventionsv2/auto2.conv', 'conventionsv2/auto2.conv.pretty']
    ] as const) {
      const left = convention(read(compact).tree)
      const right = convention(read(pretty).tree)
      expect(left.names).toEqual(right.names)
      expect(left.parents).toEqual(right.parents)
      expect(outline(left.children)).toEqual(outline(right.children))
    }
  })

  test('should read identical content identically', () => {
    const strip = (tree: Root) => {
      removePosition(tree, {force: true})
      return JSON.stringify(tree)
    }
    expect(strip(read('conventionsv2/stayman.conv.pretty').tree)).toBe(strip(read('conventionsv2/auto2.conv.pretty').tree))
    expect(strip(read('conventionsv2/auto3.oldconv.pretty').tree)).toBe(strip(read('conventionsv2/auto3.oldconv').tree))
    expect(strip(read('conventionsv2/auto4.oldconv').tree)).toBe(strip(read('conventions/auto4.conv').tree))
  })

  test('should keep the comments of `auto1.conv` as meanings and opaque nodes', () => {
    const tree = convention(read('conventionsv2/auto1.conv').tree)
    expect(tree.data?.slam?.head).toEqual([{type: 'name'}, {type: 'xml', value: '<!-- the strong 1NT opening a la SAYC -->'}, {type: 'actions'}])
    const open = tree.children[0] as Bid
    const invite = open.children.find((child) => child.type === 'bid') as Bid
    expect(invite.children[0]).toMatchObject({type: 'meaning', children: [{type: 'text', value: 'balanced invitational'}]})
    expect(open.children.at(-1)).toMatchObject({type: 'opaque', format: 'xml', value: '<!-- TODO: <subconvention name="Texas transfers" /> -->'})
  })

  test('should warn about what `auto2.conv` means but SLAMBidding does not do', () => {
    const {tree, file} = read('conventionsv2/auto2.conv')
    const rules = [...new Set(file.messages.map((message) => message.ruleId))].sort()
    expect(rules).toEqual(['convention-element', 'invalid-over', 'unknown-attribute'])
    expect(file.messages.filter((message) => message.ruleId === 'invalid-over')).toHaveLength(3)
    // The undocumented `<correct>` is an action like any other.
    expect(JSON.stringify(tree)).toContain('"action":"correct"')
  })

  test('should read the version 1 `auto1.conv` as a strong 1NT opening in any seat', () => {
    const tree = convention(read('conventions/auto1.conv').tree)
    expect(tree.data?.slam?.version).toBe(1)
    expect(tree.children).toHaveLength(1)
    expect(tree.children[0]).toMatchObject({
      type: 'bid',
      call: '1N',
      raw: '1NT',
      action: 'action',
      seats: [1, 2, 3, 4],
      data: {slam: {v1: {action: 0, auctions: [' ', 'PASS', 'PASS, PASS', 'PASS, PASS, PASS']}}}
    })
    expect(constraintToString((tree.children[0] as Bid).constraint!)).toBe('15–17 HCP, 2–4♠, 2–4♥, 2–6♦, 2–6♣')
  })

  test('should read the version 1 Stayman as 2C after partner’s 1NT, over a pass or a double', () => {
    const tree = convention(read('conventions/auto2.conv').tree)
    expect(tree.parents).toEqual(['strong 1NT'])
    expect(outline(tree.children)).toEqual([
      '→ responses to stayman',
      'undefined 1N',
      '  action 2C over P/X: 8–40 HCP, 4♠, 0–13♥, 0–13♦, 0–13♣',
      '  action 2C over P/X: 8–40 HCP, 0–13♠, 4♥, 0–13♦, 0–13♣'
    ])
  })

  test('should read the systems', () => {
    expect(read('systems/SAYC.system').tree.children[0]).toMatchObject({
      type: 'system',
      names: ['SAYC', 'Standard American', 'Standard American Yellow Card'],
      children: [
        {type: 'conventionReference', name: 'strong 1NT'},
        {type: 'conventionReference', name: 'stayman'}
      ]
    })
    expect(read('systems/SAYC.system.pretty').tree.children[0]).toMatchObject({
      children: [{name: 'stayman'}, {name: 'stayman response'}, {name: 'strong 1NT'}]
    })
  })
})
