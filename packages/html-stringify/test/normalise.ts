/**
 * Compare pages by structure and text, not bytes: parse the HTML (as a
 * browser does), keep the body's elements with the reference's classes and
 * `rowspan`, and its text with white space collapsed. What this project adds
 * (every element with a `bd-` class, scripts, styles) is left out.
 *
 * `undoDefault` puts back, on our default-profile page, the reference
 * behaviours the default profile changes on purpose (readme, "Differences
 * from the reference"), so that nothing else may differ:
 *
 * * suit symbols for calls written in text (`4SFG` → `4♠FG`, bml.md §12 14a);
 * * `(Pass)`, `(Dbl)`, `(Rdbl)` back to `(P)`, `(D)`, `(R)` (14b);
 * * a literal `{}` back to ∅ (6), and dashes inside code.
 */

import type {Element, ElementContent, Root, Text} from 'hast'
import {fromHtml} from 'hast-util-from-html'

const referenceClasses = new Set(['tree', 'bidtable', 'start', 'root', 'node', 'last', 'ccolor', 'dcolor', 'hcolor', 'scolor'])
const dropped = new Set(['script', 'style', 'template', 'noscript'])
const suitClasses: Readonly<Record<string, string>> = {C: 'ccolor', D: 'dcolor', H: 'hcolor', S: 'scolor'}
const suitCharacters: Readonly<Record<string, string>> = {C: '♣', D: '♦', H: '♥', S: '♠'}

export interface NormaliseOptions {
  /** Put back the reference behaviours the default profile changes. */
  undoDefault?: boolean | undefined
}

function classesOf(element: Element): string[] {
  const value = element.properties.className
  return Array.isArray(value) ? value.map(String) : []
}

function find(node: Root | Element, tagName: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === tagName) return child
    const found = find(child, tagName)
    if (found) return found
  }

  return undefined
}

/** The reference's conversion of calls in text, on one text node. */
function callsInText(value: string): ElementContent[] {
  const result: ElementContent[] = []
  let start = 0
  for (const match of value.matchAll(/\d(?:[CDHS]|N(?!T))+/g)) {
    result.push({type: 'text', value: value.slice(start, match.index) + match[0][0]})
    for (const letter of match[0].slice(1)) {
      if (letter === 'N') result.push({type: 'text', value: 'NT'})
      else {
        result.push({
          type: 'element',
          tagName: 'span',
          properties: {className: [suitClasses[letter]!]},
          children: [{type: 'text', value: suitCharacters[letter]!}]
        })
      }
    }

    start = match.index + match[0].length
  }

  result.push({type: 'text', value: value.slice(start)})
  return result
}

function undo(parent: Root | Element): void {
  const children: Array<Root['children'][number]> = []
  for (const child of parent.children) {
    if (child.type === 'text') {
      const value = child.value
        .replaceAll(/\((Pass|Dbl|Rdbl)\)/g, (_, word: string) => '(' + word[0] + ')')
        .replaceAll('{}', '∅')
        .replaceAll('---', '—')
        .replaceAll('--', '–')
      children.push(...callsInText(value))
      continue
    }

    if (child.type === 'element' && !classesOf(child).some((name) => name.startsWith('bd-'))) undo(child)
    children.push(child)
  }

  parent.children = children as typeof parent.children
}

function collapse(value: string): string {
  return value.replaceAll(/[ \t\n\r\f]+/g, ' ').trim()
}

function outline(node: Element, depth: number, lines: string[]): void {
  let text = ''
  const flush = (): void => {
    const value = collapse(text)
    if (value !== '') lines.push('  '.repeat(depth) + JSON.stringify(value))
    text = ''
  }

  for (const child of node.children) {
    if (child.type === 'text') {
      text += ' ' + (child as Text).value + ' '
      continue
    }

    if (child.type !== 'element' || dropped.has(child.tagName)) continue
    const classes = classesOf(child)
    if (classes.some((name) => name.startsWith('bd-'))) continue
    flush()
    const kept = classes.filter((name) => referenceClasses.has(name)).sort()
    const rowspan = child.properties.rowSpan
    lines.push(
      '  '.repeat(depth) +
        child.tagName +
        kept.map((name) => '.' + name).join('') +
        (rowspan === undefined ? '' : '[rowspan=' + String(rowspan) + ']')
    )
    outline(child, depth + 1, lines)
  }

  flush()
}

/** An outline of a page's body: one element or text per line, indented. */
export function normalise(html: string, options: NormaliseOptions = {}): string {
  const tree = fromHtml(html)
  const body = find(tree, 'body')
  if (!body) return ''
  if (options.undoDefault) undo(body)
  const lines: string[] = []
  outline(body, 0, lines)
  return lines.join('\n')
}

/** The text of a page's `<title>`. */
export function titleOf(html: string): string {
  const title = find(fromHtml(html), 'title')
  return title ? collapse(title.children.map((child) => (child.type === 'text' ? child.value : '')).join('')) : ''
}
