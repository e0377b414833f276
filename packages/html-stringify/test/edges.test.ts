import type {Root} from '@bidding/core'
import type {Element} from 'hast'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toHtml, type Options} from '@bidding/html-stringify'
import {historyWithoutDash, mysteries, oddities} from './fixtures/edges.js'
import {normalise} from './normalise.js'

function page(tree: Root, options: Options = {}, file?: VFile): ReturnType<typeof fromHtml> {
  return fromHtml(toHtml(tree, options, file))
}

function text(node: Element | undefined): string {
  return node ? toText(node).replaceAll(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '') : ''
}

describe('edge cases', () => {
  it('should show a history row followed by openings as one row under ∅ (BML 2’s restructuring)', () => {
    for (const tree of [true, false]) {
      const outline = normalise(toHtml(historyWithoutDash(), {tree, profile: 'reference'}))
      // The history `1C-1D` is one call with its meaning; `1S` a sibling opening.
      expect(outline).toContain('"1"\n')
      expect(outline.match(/"-1"/g)).toHaveLength(1)
      expect(outline).toContain('"HISTORY-MEANING"')
      expect(outline.indexOf('HISTORY-MEANING')).toBeLessThan(outline.indexOf('under the history'))
    }

    const tree = page(historyWithoutDash(), {robotDetails: true})
    const openings = selectAll('li.root > ul > li', tree)
    expect(openings).toHaveLength(2)
    expect(openings[0]!.properties.id).toBe('1C-1D')
    expect(text(select('td.node', openings[0]!))).toBe('1♣-1♦')
    expect(select('[id="1C-1D-1H"]', tree)).toBeDefined()
  })

  it('should warn about every unknown node and render the rest', () => {
    // The reference profile does not render description lists, tables and auctions: 5 fewer.
    for (const [options, count] of [[{}, mysteries], [{tree: false}, mysteries], [{profile: 'reference' as const}, mysteries - 5]] as const) {
      const file = new VFile()
      const html = toHtml(oddities(), options, file)
      expect(file.messages.filter((message) => message.ruleId === 'unknown-node')).toHaveLength(count)
      expect(html).toContain('KEPT-IN-TABLE')
    }
  })

  it('should show continuations that are not calls, and kept content everywhere', () => {
    for (const tree of [true, false]) {
      const html = toHtml(oddities(), {tree})
      for (const kept of ['KEPT-IN-BID', 'KEPT-IN-TABLE', 'KEPT-IN-RULES', 'KEPT-IN-RULE', 'KEPT-IN-SYSTEM']) expect(html).toContain(kept)
      expect(text(select('.bd-reference', fromHtml(html)))).toBe('→ convention Gerber')
    }
  })

  it('should render nested lists and nameless conventions and systems', () => {
    const tree = page(oddities())
    expect(text(select('ul > li > ol > li', tree))).toBe('NESTED-ITEM')
    expect(selectAll('section.bd-convention > h2, section.bd-system > h2', tree).map((heading) => text(heading))).toEqual(['Convention', 'System'])
    expect(selectAll('table.bd-deal .bd-facts > div', tree).map((fact) => text(fact))).toEqual(['Passed out', 'Lead K', 'Vul E-W', 'banana'])
  })
})
