/**
 * `toHtmlChunks` and the plugins' `chunked: true`: the page in chunks whose
 * concatenation is the string, a bidding table written a row at a time (its
 * parts), and a fragment made as it is taken.
 */

import {readFileSync} from 'node:fs'
import {b, type Bid, type Root} from '@bidding/core'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {htmlFragmentStringify, htmlStringify, toHast, toHtml, toHtmlChunks, toHtmlFragmentChunks} from '@bidding/html-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {deepTable, hostileTree, rules, slam, stateMachine, system} from './fixtures/trees.js'

const meaning = (text: string) => b('meaning', [b('text', text)])
const calls = ['1C', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S', '2N']

/** A table of `width` openings, each with `width` answers and as many rebids, some with leaves the writer shows and one it does not. */
/** Whether a node's children were read since `read` was last set to `false` (a getter in place of the field). */
function watchChildren(node: {children: unknown[]}): {read: boolean} {
  const watch = {read: false}
  const children = node.children
  Object.defineProperty(node, 'children', {
    get() {
      watch.read = true
      return children
    }
  })
  return watch
}

function wideTable(width: number): Root {
  const openings: Bid[] = []
  for (const [index, call] of calls.slice(0, width).entries()) {
    const answers = calls.slice(0, width).map((answer, at) =>
      b('bid', {call: answer, by: 'they'}, [
        meaning(call + ' then ' + answer + ' <&>'),
        meaning('second line'),
        ...calls.slice(0, width).map((rebid) => b('bid', {call: rebid, by: 'we'}, at === 0 ? [] : [meaning('rebid ' + rebid)]))
      ])
    )
    openings.push(
      b('bid', {call, by: 'we'}, [
        meaning('opening ' + call),
        ...answers,
        ...(index === 0 ? [b('conventionReference', {name: 'Stayman'}), b('opaque', {format: 'bss'}, 'kept')] : []),
        ...(index === 1 ? [b('heading', {depth: 3}, [b('text', 'not a continuation')]) as unknown as Bid] : [])
      ])
    )
  }

  return b('root', [b('heading', {depth: 1}, [b('text', 'One')]), b('sequence', openings), b('heading', {depth: 1}, [b('text', 'Two')]), b('sequence', [openings[0]!])])
}

/** A table whose first call makes the id a heading makes (`section-a`): the head cannot be known before the table is written. */
function sectionCall(): Root {
  return b('root', [
    b('heading', {depth: 2}, [b('text', 'A')]),
    b('sequence', [b('bid', {call: 'section-a', by: 'we'}, [meaning('odd call')])]),
    b('heading', {depth: 2}, [b('text', 'A')])
  ])
}

/** The same auctions and headings again and again, in every place a page gives ids: each id the page gives once counted, the others remembered. */
function repeatedIds(): Root {
  const opening = (): Bid => b('bid', {call: '1C', by: 'we'}, [meaning('clubs'), b('bid', {call: '1D', by: 'they'}, [b('bid', {call: 'X', by: 'we'}, [])])])
  return b('root', [
    b('heading', {depth: 1}, [b('text', 'Openings')]),
    b('sequence', [opening(), opening(), b('bid', {call: '1D', by: 'we'}, [])]),
    b('heading', {depth: 1}, [b('text', 'Openings')]),
    b('sequence', {context: [{call: '1C', by: 'we'}]}, [b('bid', {call: '1D', by: 'they'}, [])]),
    b('list', {ordered: false}, [b('listItem', [b('sequence', [opening()]), b('heading', {depth: 2}, [b('text', 'Openings')])])]),
    b('convention', {names: ['Openings']}, [opening()]),
    b('sequence', [opening()]),
    b('heading', {depth: 2}, [b('text', 'Once')])
  ] as Root['children'])
}

/** A bad language (said by the head) after a block that is warned about. */
function warnings(): Root {
  return b('root', {metadata: {title: 'T', language: 'not a tag!'}}, [
    b('heading', {depth: 1}, [b('text', 'One')]),
    {type: 'mystery', position: {start: {line: 3, column: 1}, end: {line: 3, column: 5}}} as unknown as Root['children'][number],
    b('heading', {depth: 1}, [b('text', 'Two')])
  ])
}

const trees = (): Root[] => [system(), stateMachine(), slam(), rules(), hostileTree(), deepTable(30), wideTable(6), sectionCall(), warnings(), repeatedIds(), {type: 'root', children: []}]
const modes = [{}, {tree: false}, {fragment: true}, {fragment: true, tree: false}, {profile: 'reference' as const}, {robotDetails: true, tree: false}]

/** Messages as comparable text. */
const messagesOf = (file: VFile) => file.messages.map((message) => message.ruleId + ' ' + message.place?.start?.line + ' ' + message.reason)

describe('toHtml in chunks', () => {
  it('should write chunks whose concatenation is the string, and both what serializing the whole hast writes, with the same messages', () => {
    for (const tree of trees()) {
      for (const options of modes) {
        const whole = new VFile({path: 'x.bml'})
        const expected = hastToHtml(toHast(tree, options, whole)) + '\n'
        const chunked = new VFile({path: 'x.bml'})
        const chunks = [...toHtmlChunks(tree, options, chunked)]
        expect(chunks.join(''), JSON.stringify(options)).toBe(expected)
        expect(toHtml(tree, options, new VFile({path: 'x.bml'}))).toBe(expected)
        expect(messagesOf(chunked)).toEqual(messagesOf(whole))
      }
    }
  })

  it('should give every row and heading of a page an id of its own, the ids of the whole hast', () => {
    for (const options of [{}, {tree: false}, {robotDetails: true}]) {
      const text = [...toHtmlChunks(repeatedIds(), options)].join('')
      const ids = [...text.matchAll(/ id="([^"]*)"/g)].map((match) => match[1])
      expect(ids).toContain('1C-(1D)-X_4')
      expect(new Set(ids).size).toBe(ids.length)
      expect(text).toBe(hastToHtml(toHast(repeatedIds(), options)) + '\n')
    }
  })

  it('should write a big table in parts exactly as serializing its whole hast, in tree and list mode', () => {
    const tree = wideTable(10)
    for (const options of [{}, {tree: false}, {fragment: true, robotDetails: true}]) {
      const whole = new VFile({path: 'x.bml'})
      const expected = hastToHtml(toHast(tree, options, whole)) + '\n'
      const chunked = new VFile({path: 'x.bml'})
      expect([...toHtmlChunks(tree, options, chunked)].join(''), JSON.stringify(options)).toBe(expected)
      expect(messagesOf(chunked)).toEqual(messagesOf(whole))
    }
  })

  it('should compile to chunks with the plugins’ `chunked: true`, and to a string without', () => {
    const tree = wideTable(4)
    for (const plugin of [htmlStringify, htmlFragmentStringify]) {
      const expected: unknown = unified().use(plugin).stringify(tree)
      expect(typeof expected).toBe('string')
      const result: unknown = unified().use(plugin, {chunked: true}).stringify(tree)
      expect(typeof result).toBe('object')
      expect([...(result as Iterable<string>)].join('')).toBe(expected)
    }
  })

  it('should write a big table in several chunks of at least 64 K characters but the last', () => {
    const chunks = [...toHtmlChunks(wideTable(10), {fragment: true})]
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks.slice(0, -2)) expect(chunk.length).toBeGreaterThanOrEqual(1 << 16)
  })

  it('should make a fragment’s table a row at a time with `toHtmlFragmentChunks`', () => {
    const tree = wideTable(10)
    const table = tree.children[1] as {children: Bid[]}
    // The last opening's continuations are read only when its row is made.
    const watch = watchChildren(table.children.at(-1)!)
    const chunks = toHtmlFragmentChunks(tree)
    const first = chunks.next()
    expect(first.done).toBe(false)
    expect(watch.read).toBe(false)
    let rest = ''
    for (const chunk of chunks) rest += chunk
    expect(watch.read).toBe(true)
    expect(first.value + rest).toBe(toHtml(tree, {fragment: true}))
  })

  it('should write the start of a page, head and contents included, before its last block is made, in tree and list mode', () => {
    for (const options of [{}, {tree: false}, {robotDetails: true}]) {
      const tree = wideTable(10)
      const last = b('paragraph', [b('text', 'the end')])
      tree.children.push(last)
      // The last block's text is read only when it is made.
      const watch = watchChildren(last)
      const expected = toHtml(tree, options, new VFile({path: 'x.bml'}))
      watch.read = false
      const file = new VFile({path: 'x.bml'})
      const chunks = toHtmlChunks(tree, options, file)
      const first = chunks.next()
      expect(first.done).toBe(false)
      expect(watch.read, JSON.stringify(options)).toBe(false)
      expect(first.value).toContain('<nav class="bd-contents"')
      expect(expected.startsWith(first.value!)).toBe(true)
      let rest = ''
      for (const chunk of chunks) rest += chunk
      expect(watch.read).toBe(true)
      expect(first.value + rest).toBe(expected)
    }
  })
})

type FromBml = (value: string, file: VFile, options?: {profile?: 'default' | 'reference'}) => Root
const reader = (await import('@bidding/bml-parse').catch(() => undefined)) as {fromBml?: FromBml} | undefined

describeCorpus('corpus: chunks', () => {
  const inputs = [
    ...['example', 'example1', 'example2', 'example3', 'example4', 'example5', 'example6', 'example7', 'example8', 'test'].map((name) => 'bml/gpaulissen-bml/test/data/' + name + '.bml'),
    ...['q1', 'q3', 'q5', 'q6'].map((name) => 'bml/probes/' + name + '.bml')
  ]
  it('should write every corpus system in chunks exactly as the whole hast tree, in tree and list mode', () => {
    for (const input of inputs) {
      const path = corpus(input)
      const file = new VFile({path, value: readFileSync(path, 'utf8')})
      const tree = reader!.fromBml!(String(file), file)
      for (const options of [{}, {tree: false}, {profile: 'reference' as const}]) {
        expect([...toHtmlChunks(tree, options)].join(''), input + ' ' + JSON.stringify(options)).toBe(hastToHtml(toHast(tree, options)) + '\n')
      }
    }
  })
})
