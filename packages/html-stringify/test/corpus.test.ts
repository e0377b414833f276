/**
 * The BML corpus: every input, read with @bidding/bml-parse and written
 * here, has the structure and text of bml2html's page (compared with
 * `normalise`, not by bytes), in tree and list mode. In the `reference`
 * profile nothing may differ; in the default profile only the documented
 * differences, which `normalise` puts back.
 */

import {existsSync, readFileSync} from 'node:fs'
import type {Root} from '@bidding/core'
import {fromHtml} from 'hast-util-from-html'
import {selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toHtml} from '@bidding/html-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {normalise, titleOf} from './normalise.js'

type FromBml = (value: string, file: VFile, options?: {profile?: 'default' | 'reference'}) => Root

const reader = (await import('@bidding/bml-parse').catch(() => undefined)) as {fromBml?: FromBml} | undefined
const fromBml = typeof reader?.fromBml === 'function' ? reader.fromBml : undefined

/** Inputs and the stem of their expected pages. */
const cases: Array<[input: string, expected: string]> = [
  ...['example', 'example1', 'example2', 'example3', 'example4', 'example5', 'example6', 'example7', 'example8', 'test'].map(
    (name): [string, string] => ['bml/gpaulissen-bml/test/data/' + name + '.bml', 'bml/gpaulissen-bml/test/expected/' + name]
  ),
  ...['q1', 'q3', 'q5', 'q6'].map((name): [string, string] => ['bml/probes/' + name + '.bml', 'bml/probes/' + name])
]

function read(input: string, profile: 'default' | 'reference'): {tree: Root; file: VFile} {
  const path = corpus(input)
  const file = new VFile({path, value: readFileSync(path, 'utf8')})
  return {tree: fromBml!(String(file), file, {profile}), file}
}

const suite = fromBml ? describeCorpus : (name: string, fn: () => void) => describe.skip(name + ' (skipped: @bidding/bml-parse does not export `fromBml` yet)', fn)

suite('corpus: bml2html pages', () => {
  for (const [input, expected] of cases) {
    for (const tree of [false, true]) {
      const page = corpus(expected + (tree ? '-tree' : '') + '.htm')
      if (!existsSync(page)) continue
      const reference = readFileSync(page, 'utf8')
      const name = expected.split('/').pop() + (tree ? '-tree' : '') + '.htm'

      it('should match ' + name + ' exactly in the reference profile', () => {
        const {tree: ast, file} = read(input, 'reference')
        const html = toHtml(ast, {tree, profile: 'reference'}, file)
        expect(normalise(html)).toBe(normalise(reference))
        expect(titleOf(html)).toBe(titleOf(reference))
        expect(file.messages.filter((message) => message.source === '@bidding/html-stringify')).toEqual([])
      })

      it('should match ' + name + ' but for the documented differences in the default profile', () => {
        const {tree: ast, file} = read(input, 'default')
        // The document's order and the ∅ root, as the reference keeps them.
        const html = toHtml(ast, {tree, robotDetails: true}, file)
        expect(normalise(html, {undoDefault: true})).toBe(normalise(reference))
        expect(file.messages.filter((message) => message.source === '@bidding/html-stringify')).toEqual([])
      })
    }
  }

  it('should show every call and meaning of the BML 1 page (kungsgeten’s example; its layout is BML 1’s own)', () => {
    const path = corpus('bml/kungsgeten-bml/example.txt')
    const file = new VFile({path, value: readFileSync(path, 'utf8')})
    const tree = (fromBml as (value: string, file: VFile, options: object) => Root)(String(file), file, {dialect: 'bml1', profile: 'reference'})
    const ours = fromHtml(toHtml(tree, {tree: false, profile: 'reference'}))
    const theirs = fromHtml(readFileSync(corpus('bml/kungsgeten-bml-regenerated/example.htm'), 'utf8'))
    const squash = (value: string): string => value.replaceAll(/\s+/g, '')
    const text = squash(selectAll('div.bidtable', ours).map((table) => toText(table)).join(''))
    const lines = selectAll('div.bidtable li', theirs).map((item) =>
      squash(toText({...item, children: item.children.filter((child) => !(child.type === 'element' && child.tagName === 'ul'))}))
    )
    expect(lines.length).toBe(89)
    expect(lines.filter((line) => !text.includes(line))).toEqual([])
    expect(selectAll('div.bidtable', ours)).toHaveLength(selectAll('div.bidtable', theirs).length)
  })

  it('should differ from the reference where the default profile fixes it (so the comparison can fail)', () => {
    const {tree: ast} = read('bml/probes/q5.bml', 'default')
    const reference = readFileSync(corpus('bml/probes/q5.htm'), 'utf8')
    const html = toHtml(ast, {tree: false})
    expect(normalise(html)).not.toBe(normalise(reference))
    // 4SFG and the URL stay as written (bml.md §12, 14a).
    expect(html).toContain('4SFG')
    expect(html).toContain('http://x.org/3Dpage')
  })
})

describe('normalise', () => {
  const base = '<div class="tree"><ul><li class="root">1NT<ul><li class="last node"><table><tr><td class="node" rowspan="1">2♣</td><td>x</td></tr></table></li></ul></li></ul></div>'

  it('should ignore white space, attribute order, extras and scripts', () => {
    const variant =
      '<div class="tree" id="t">\n <ul>\n  <li class="root" data-bd="n1"><button class="bd-toggle"></button>\n   1NT\n  <ul><li class="node last"><table><tbody><tr><td rowspan="1" class="node">2♣</td><td> x </td></tr></tbody></table><a class="bd-anchor">#</a></li></ul></li></ul></div><script>x()</script>'
    expect(normalise(variant)).toBe(normalise(base))
  })

  it('should see a missing item, a changed class, a changed text or rowspan', () => {
    expect(normalise(base.replace('last node', 'node'))).not.toBe(normalise(base))
    expect(normalise(base.replace('>x<', '>y<'))).not.toBe(normalise(base))
    expect(normalise(base.replace('rowspan="1"', 'rowspan="2"'))).not.toBe(normalise(base))
    expect(normalise(base.replace(/<ul><li class="last node">.*<\/li><\/ul>/, ''))).not.toBe(normalise(base))
  })

  it('should put back only the documented differences', () => {
    expect(normalise('<p>4SFG (Pass) {}</p>', {undoDefault: true})).toBe(normalise('<p>4<span class="scolor">♠</span>FG (P) ∅</p>'))
    expect(normalise('<p>(Pass)</p>', {undoDefault: true})).not.toBe(normalise('<p>Pass</p>'))
  })
})
