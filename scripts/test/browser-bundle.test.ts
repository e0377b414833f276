/**
 * The browser-facing packages bundle for a browser: no Node built-in is
 * imported anywhere in the bundle, the bundle runs, and importing a plugin
 * brings no zod (its option schemas live in the `/format` entry).
 */

import {describe, expect, it} from 'vitest'
import {bundle, entries, type BundleEntry} from '../../bench/bundle.js'

function entry(name: string): BundleEntry {
  const found = entries.find((candidate) => candidate.name === name)
  if (!found) throw new Error('No bundle entry `' + name + '`')
  return found
}

/** Run an ES module bundle and return its exports. */
async function run(code: string): Promise<Record<string, unknown>> {
  return (await import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'))) as Record<string, unknown>
}

describe('browser bundles', () => {
  it('should deal hands in a browser bundle without any Node module', async () => {
    const size = await bundle(entry('deal: generateDeals'))
    expect(size.nodeImports).toEqual([])
    const {result} = (await run(size.code)) as {result: {deals: unknown[]; seed: number}}
    expect(result.deals).toHaveLength(2)
    expect(Number.isInteger(result.seed)).toBe(true)
  })

  it('should choose a call in a browser bundle without any Node module', async () => {
    const size = await bundle(entry('robot: chooseCall'))
    expect(size.nodeImports).toEqual([])
    const {choice} = (await run(size.code)) as {choice: {call: string}}
    expect(choice.call).toBe('1N')
  })

  it('should convert BML to HTML in a browser bundle without any Node module or zod', async () => {
    const size = await bundle(entry('BML → HTML'))
    expect(size.nodeImports).toEqual([])
    expect(size.packages).not.toContain('zod')
    const {html} = (await run(size.code)) as {html: string}
    expect(html).toContain('clubs')
  })

  it('should keep the BML → HTML fragment bundle within its target, with no hastscript', async () => {
    const fragment = entry('BML → HTML')
    const size = await bundle(fragment)
    // The writer builds its elements itself: hastscript and its selector parser weighed 2.8 KB here.
    expect(size.packages).not.toContain('hastscript')
    expect(size.packages).not.toContain('hast-util-parse-selector')
    expect(size.minified).toBeLessThanOrEqual(fragment.maxMinified!)
  })

  it('should leave the page’s stylesheet and script and the constraint parser out of a BML → HTML fragment bundle', async () => {
    const [fragment, page] = await Promise.all([bundle(entry('BML → HTML')), bundle(entry('BML → HTML page'))])
    // A piece of the stylesheet and one of the script (assets.ts), with no quotes a bundler could re-escape.
    for (const mark of [':root{color-scheme:light dark;', 'window.requestAnimationFrame(function(){C=!1,I()})']) {
      expect(fragment.code).not.toContain(mark)
      expect(page.code).toContain(mark)
    }

    expect(fragment.code).not.toContain('Unexpected `#CLASS` without a pattern')
    const {html} = (await run(fragment.code)) as {html: string}
    expect(html).not.toContain('<html')
    expect(html).toContain('clubs')
  })

  it('should read constraint blocks in a browser bundle with `bmlConstraints`', async () => {
    const size = await bundle(entry('unified + bmlParse + bmlConstraints'))
    expect(size.nodeImports).toEqual([])
    const {tree} = (await run(size.code)) as {tree: {children: Array<{children: Array<{constraint?: unknown}>}>}}
    expect(tree.children[0]!.children[0]!.constraint).toEqual({type: 'points', scale: 'hcp', min: 15, max: 17})
  })

  it('should bundle no zod for any reader or writer plugin imported from its main entry', async () => {
    const plugins = [
      ['@bidding/bml-parse', 'bmlParse'],
      ['@bidding/card-stringify', 'cardStringify'],
      ['@bidding/card-stringify', 'summaryPdfStringify'],
      ['@bidding/bss-parse', 'bssParse'],
      ['@bidding/bss-stringify', 'bssStringify'],
      ['@bidding/html-stringify', 'htmlStringify'],
      ['@bidding/latex-stringify', 'latexStringify'],
      ['@bidding/slam-parse', 'slamParse']
    ]
    const source = plugins.map(([name, plugin], index) => 'export {' + plugin + ' as p' + index + "} from '" + name + "'").join('\n')
    const size = await bundle({name: 'plugins', source})
    expect(size.packages).toContain('@bidding/slam-parse')
    expect(size.packages).toContain('@bidding/card-stringify')
    expect(size.packages).not.toContain('zod')
  })
})
