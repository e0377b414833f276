import type {Element, Root as HastRoot} from 'hast'
import {fromHtml} from 'hast-util-from-html'
import {selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {describe, expect, it} from 'vitest'
import {script, toHtml, type Options} from '@bidding/html-stringify'
import {hostile, hostileTree} from './fixtures/trees.js'

/** Every tag this writer makes. */
const ours = new Set([
  'html', 'head', 'body', 'meta', 'title', 'style', 'link', 'script', 'header', 'nav', 'input', 'button', 'span',
  'div', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'caption', 'sup', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'p', 'em', 'strong', 'code', 'br', 'dl', 'dt', 'dd', 'a', 'section', 'details', 'summary', 'pre'
])

function elements(tree: HastRoot): Element[] {
  return selectAll('*', tree)
}

const profiles: Options[] = [{}, {tree: false}, {profile: 'reference'}, {fragment: true}, {includeExternalFiles: false}]

describe('security', () => {
  for (const options of profiles) {
    it('should keep hostile text as text (' + JSON.stringify(options) + ')', () => {
      const html = toHtml(hostileTree(), options)
      const tree = fromHtml(html, {fragment: options.fragment === true})
      for (const element of elements(tree)) {
        expect(ours.has(element.tagName), element.tagName).toBe(true)
        for (const name of Object.keys(element.properties)) expect(name.toLowerCase().startsWith('on'), name).toBe(false)
        const href = element.properties.href
        if (href !== undefined) expect(String(href)).toMatch(/^(#|bidding\.css$|bml\.css$)/)
      }

      const scripts = selectAll('script', tree)
      expect(scripts.length).toBeLessThanOrEqual(1)
      for (const element of scripts) {
        const inline = element.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
        expect(inline === script || (inline === '' && element.properties.src === 'bidding.js')).toBe(true)
      }

      // The hostile strings are on the page, as text.
      const text = toText(tree)
      for (const value of hostile.slice(0, 3)) expect(text).toContain(value)
      expect(html).not.toContain('<script>window')
      // Outside attribute values (where `<` is plain text), no markup from the content.
      expect(html.replaceAll(/="[^"]*"/g, '=""')).not.toMatch(/<img|<svg/i)
    })
  }

  it('should escape text in attributes (ids, titles, metadata)', () => {
    const html = toHtml(hostileTree())
    const tree = fromHtml(html)
    const described = selectAll('meta[name=description]', tree)
    expect(described[0]?.properties.content).toBe(hostile[1])
    for (const element of selectAll('[id]', tree)) expect(String(element.properties.id)).not.toMatch(/[\s<>"]/)
  })
})
