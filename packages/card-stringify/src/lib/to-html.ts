/**
 * The card and the summary as web pages (hast, then HTML): one
 * self-contained file each, styled for the screen and for one printed page.
 */

import type {Root} from '@bidding/core'
import type {Element, ElementContent, Root as HastRoot} from 'hast'
import {toHtml} from 'hast-util-to-html'
import {h} from 'hastscript'
import {conventionCardOf, type CardField, type CardTable} from './card.js'
import {summaryOf, type SummaryCall} from './summary.js'
import type {Options} from './types.js'

const suitClasses: Readonly<Record<string, string>> = {'♣': 'c', '♦': 'd', '♥': 'h', '♠': 's'}

/** Text with its suit symbols coloured. */
function suited(value: string): ElementContent[] {
  const nodes: ElementContent[] = []
  for (const part of value.split(/([♣♦♥♠])/u)) {
    if (part === '') continue
    const suit = suitClasses[part]
    nodes.push(suit ? h('span', {className: ['suit-' + suit]}, part) : {type: 'text', value: part})
  }

  return nodes
}

const style = `:root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e; --line: #8c959f; --box: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #656c76; --box: #161b22; } }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
h1 { margin: 0 0 0.2rem; font-size: 1.5rem; }
.kind { margin: 0 0 1rem; color: var(--muted); }
.sections { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); gap: 0.8rem; }
section { border: 2px solid var(--fg); padding: 0.4rem 0.6rem; break-inside: avoid; }
h2 { margin: 0 0 0.3rem; font-size: 0.95rem; text-transform: uppercase; letter-spacing: 0.04em; }
table { width: 100%; border-collapse: collapse; }
th { width: 40%; padding: 0.15rem 0.4rem 0.15rem 0; text-align: left; vertical-align: top; font-weight: 600; font-size: 0.9em; }
td { padding: 0.1rem 0; vertical-align: top; overflow-wrap: anywhere; }
.value { display: block; min-height: 1.3em; padding: 0 0.3rem; border-bottom: 1px solid var(--line); }
.blank { display: block; min-height: 1.3em; border: 1px dashed var(--line); background: var(--box); }
.suit-c { color: #1a7f37; } .suit-d { color: #d4700a; } .suit-h { color: #cf222e; }
.summary td, .summary th { border-bottom: 1px solid var(--line); padding: 0.2rem 0.4rem; }
.summary th { width: auto; }
.summary .opening { white-space: nowrap; font-weight: 700; }
.summary ul { list-style: none; margin: 0; padding: 0; columns: 2 16rem; column-gap: 1rem; }
.summary li { break-inside: avoid; }
.call { font-weight: 600; margin-right: 0.3em; }
section.wide { grid-column: 1 / -1; }
.scroll { overflow-x: auto; }
.grid th, .grid td { border: 1px solid var(--line); padding: 0.15rem 0.3rem; width: auto; font-size: 0.9em; }
.grid td .blank { border: 0; }
.hcp { color: var(--muted); font-style: italic; }
@media print {
  @page { margin: 10mm; }
  :root { --fg: #000; --bg: #fff; --muted: #444; --line: #666; --box: #fff; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { max-width: none; padding: 0; font-size: 8.5pt; }
  h1 { font-size: 13pt; }
  .sections { grid-template-columns: repeat(3, 1fr); gap: 2mm; }
  section { padding: 1mm 1.5mm; }
  .summary ul { columns: 2; }
  .grid th, .grid td { font-size: 7pt; padding: 0.3mm 0.6mm; }
}
`

/** The language of the page: the option, `#+LANGUAGE`, else English. */
function languageOf(tree: Root, options: Readonly<Options> | null | undefined): string {
  const wanted = options?.lang ?? tree.metadata?.language
  return wanted && /^[a-z]{2,8}(?:-[a-z\d]{1,8})*$/i.test(wanted) ? wanted : 'en'
}

function document(tree: Root, title: string, options: Readonly<Options> | null | undefined, body: ElementContent[]): HastRoot {
  return {
    type: 'root',
    children: [
      {type: 'doctype'},
      h('html', {lang: languageOf(tree, options)}, [
        h('head', [
          h('meta', {charSet: 'utf-8'}),
          h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}),
          h('meta', {name: 'generator', content: '@bidding/card-stringify'}),
          h('title', title),
          h('style', style)
        ]),
        h('body', body)
      ])
    ]
  }
}

function fieldRow(field: CardField): Element {
  const value =
    field.value === undefined
      ? h('span', {className: ['blank'], title: 'The notes do not say'})
      : h('span', {className: ['value'], title: field.from ? 'From the ' + field.from : undefined}, suited(field.value))
  return h('tr', {dataField: field.label}, [h('th', {scope: 'row'}, suited(field.label)), h('td', [value])])
}

function cell(value: string | undefined): Element {
  return h('td', value === undefined ? [h('span', {className: ['blank'], title: 'The notes do not say'})] : suited(value))
}

function cardTable(table: CardTable): Element {
  return h('section', {id: 'card-' + table.id, className: ['wide'], ariaLabel: table.title}, [
    h('h2', table.title),
    h('div', {className: ['scroll']}, [
      h('table', {className: ['grid']}, [
        h('thead', [h('tr', table.columns.map((column) => h('th', {scope: 'col'}, column)))]),
        h(
          'tbody',
          table.rows.map((row) => h('tr', {dataCall: row.key}, [h('th', {scope: 'row'}, suited(row.cells[0] ?? row.key)), ...row.cells.slice(1).map((value) => cell(value))]))
        )
      ])
    ])
  ])
}

/** A document → the convention card as hast. */
export function cardToHast(tree: Root, options?: Readonly<Options> | null): HastRoot {
  const card = conventionCardOf(tree, {layout: options?.card})
  const sections = card.sections.map((section) =>
    h('section', {id: 'card-' + section.id, ariaLabel: section.title}, [h('h2', section.title), h('table', [h('tbody', section.fields.map((field) => fieldRow(field)))])])
  )
  const layout = card.layout === 'wbf' ? 'WBF' : 'ACBL'
  return document(tree, card.title + ' — convention card', options, [
    h('header', [h('h1', card.title), h('p', {className: ['kind']}, 'Convention card (' + layout + ' layout) — filled from the notes; an empty box: the notes do not say')]),
    h('main', {className: ['sections']}, [...sections, ...card.tables.map((table) => cardTable(table))])
  ])
}

function callContent(call: SummaryCall): ElementContent[] {
  const parts: ElementContent[] = [h('span', {className: ['call']}, suited(call.call))]
  if (call.meaning) parts.push(...suited(call.meaning))
  if (call.hcp) parts.push({type: 'text', value: ' '}, h('span', {className: ['hcp']}, call.hcp + ' HCP'))
  return parts
}

/** A document → the one-page summary as hast. */
export function summaryToHast(tree: Root, options?: Readonly<Options> | null): HastRoot {
  const summary = summaryOf(tree, options)
  const rows = summary.rows.map((row) =>
    h('tr', {dataAuction: row.opening.auction}, [
      h('th', {scope: 'row', className: ['opening']}, suited(row.opening.call)),
      h('td', [
        h('div', row.opening.meaning ? suited(row.opening.meaning) : []),
        ...(row.opening.hcp ? [h('div', {className: ['hcp']}, row.opening.hcp + ' HCP')] : [])
      ]),
      h('td', row.continuations.length > 0 ? [h('ul', row.continuations.map((call) => h('li', {dataAuction: call.auction}, callContent(call))))] : [])
    ])
  )
  return document(tree, summary.title + ' — summary', options, [
    h('header', [h('h1', summary.title), h('p', {className: ['kind']}, 'Summary: the openings and their most developed continuations')]),
    h('main', [
      h('table', {className: ['summary']}, [
        h('thead', [h('tr', [h('th', {scope: 'col'}, 'Opening'), h('th', {scope: 'col'}, 'Meaning'), h('th', {scope: 'col'}, 'Continuations')])]),
        h('tbody', rows)
      ])
    ])
  ])
}

/** A document → the convention card as HTML. */
export function cardToHtml(tree: Root, options?: Readonly<Options> | null): string {
  return toHtml(cardToHast(tree, options)) + '\n'
}

/** A document → the one-page summary as HTML. */
export function summaryToHtml(tree: Root, options?: Readonly<Options> | null): string {
  return toHtml(summaryToHast(tree, options)) + '\n'
}
