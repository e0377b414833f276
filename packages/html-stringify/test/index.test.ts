import {b, type Root} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import htmlStringifyDefault, {biddingToHtml, htmlStringify, script, stylesheet, toHast, toHtml} from '@bidding/html-stringify'
import {format} from '@bidding/html-stringify/format'
import {system} from './fixtures/trees.js'

function page(tree: Root, options = {}): ReturnType<typeof fromHtml> {
  return fromHtml(toHtml(tree, options))
}

describe('@bidding/html-stringify', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/html-stringify')).sort()).toEqual([
      'bidNotes',
      'biddingToHtml',
      'conditionNotes',
      'default',
      'htmlFragmentStringify',
      'htmlStringify',
      'linesOf',
      'referenceCallText',
      'referenceContextText',
      'ruleSetFacts',
      'script',
      'stylesheet',
      'tableRoot',
      'toHast',
      'toHtml',
      'toHtmlChunks',
      'toHtmlFragment',
      'toHtmlFragmentChunks'
    ])
  })

  it('should export the plugin as default, named, and as `biddingToHtml`', () => {
    expect(htmlStringifyDefault).toBe(htmlStringify)
    expect(biddingToHtml).toBe(htmlStringify)
  })

  it('should be the `html` format of a registry, for .html and .htm', () => {
    const registry = createRegistry([format])
    expect(registry.detect('notes.html', 'stringify')?.name).toBe('html')
    expect(registry.detect('notes.htm', 'stringify')?.name).toBe('html')
    expect(registry.extensionOf(format)).toBe('.html')
    expect(format.parse).toBeUndefined()
    const options = format.stringifyOptions!
    expect(options.safeParse({tree: false, includeExternalFiles: false, profile: 'reference', suitsInText: 'all', fragment: true}).success).toBe(true)
    expect(options.safeParse({profile: 'bml1'}).success).toBe(false)
    expect(options.safeParse({tree: 'yes'}).success).toBe(false)
    for (const field of Object.values(options.shape)) expect((field as {description?: string}).description).toBeTruthy()
  })

  it('should work as a unified compiler', async () => {
    const file = await unified()
      .use(function () {
        this.parser = () => system()
      })
      .use(htmlStringify, {tree: false})
      .process('')
    const html = String(file)
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(html.endsWith('</html>\n')).toBe(true)
    expect(html).toContain('class="bidtable"')
    expect(html).not.toContain('class="tree"')
  })

  it('should refuse a tree that is not a bdast root', () => {
    const processor = unified().use(htmlStringify)
    expect(() => processor.stringify({type: 'paragraph', children: []} as never)).toThrow(/Expected bdast `root`/)
  })
})

describe('toHast', () => {
  it('should build a document: doctype, head with title and meta, body', () => {
    const tree = toHast(system())
    expect(tree.children[0]).toEqual({type: 'doctype'})
    expect(select('html[lang=en] > head > title', tree)?.children).toEqual([{type: 'text', value: 'Test system'}])
    expect(select('meta[name=viewport]', tree)?.properties.content).toBe('width=device-width, initial-scale=1')
    expect(select('meta[charset]', tree)).toBeDefined()
    expect(select('meta[name=author]', tree)?.properties.content).toBe('A. Player')
  })

  it('should return only the content with `fragment`', () => {
    const tree = toHast(system(), {fragment: true})
    expect(tree.children.some((node) => node.type === 'doctype')).toBe(false)
    expect(select('html, head, body, script, style, nav', tree)).toBeUndefined()
    expect(selectAll('div.tree', tree)).toHaveLength(5)
  })

  it('should be a hast tree that rehype utilities accept', () => {
    const tree = toHast(system())
    expect(toText(select('h1.bd-title', tree)!)).toBe('Test system')
    expect(selectAll('li.root', tree).length).toBeGreaterThan(0)
  })

  it('should fall back to the file name, then to a generic title', () => {
    const untitled = b('root', [b('paragraph', [b('text', 'x')])])
    expect(toText(select('title', toHast(untitled, {}, new VFile({path: 'notes/acol.bml'})))!)).toBe('acol')
    expect(toText(select('title', toHast(untitled))!)).toBe('Bidding system')
    expect(toText(select('title', toHast(untitled, {profile: 'reference'}))!)).toBe('No title supplied')
  })

  it('should show the metadata in a header', () => {
    const header = select('header.bd-header', page(system()))!
    expect(toText(select('.bd-title', header)!)).toBe('Test system')
    expect(toText(select('.bd-byline', header)!)).toBe('A. Player')
    expect(toText(select('.bd-summary', header)!)).toBe('Strong club')
    expect(toText(select('dl.bd-metadata', header)!)).toContain('2026')
  })
})

describe('self-contained page', () => {
  it('should inline the stylesheet and the script by default', () => {
    const tree = page(system())
    expect(select('head > style', tree)!.children).toEqual([expect.objectContaining({type: 'text', value: stylesheet})])
    const scripts = selectAll('script', tree)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.children).toEqual([expect.objectContaining({type: 'text', value: script})])
    expect(select('link[rel=stylesheet], script[src]', tree)).toBeUndefined()
  })

  it('should link them with `includeExternalFiles: false`', () => {
    const tree = page(system(), {includeExternalFiles: false})
    expect(select('link[rel=stylesheet]', tree)?.properties.href).toBe('bidding.css')
    expect(select('script[src]', tree)?.properties.src).toBe('bidding.js')
    expect(select('style', tree)).toBeUndefined()
    expect(select('link[rel=stylesheet]', page(system(), {includeExternalFiles: false, profile: 'reference'}))?.properties.href).toBe(
      'bml.css'
    )
  })

  it('should leave the script and the toolbar out when there is no table', () => {
    const tree = page(b('root', [b('paragraph', [b('text', 'prose only')])]))
    expect(select('script, nav.bd-toolbar', tree)).toBeUndefined()
  })

  it('should have a stylesheet with the reference classes, dark mode and print rules', () => {
    for (const selector of ['div.tree', 'li.node', 'li.last', 'li.root', 'td.node', 'div.bidtable', 'div.start', '.ccolor', '.dcolor', '.hcolor', '.scolor']) {
      expect(stylesheet).toContain(selector)
    }

    // Minified (assets/bidding.css is the readable source): no white space where CSS needs none.
    expect(stylesheet).toMatch(/@media ?\(prefers-color-scheme: ?dark\)/)
    expect(stylesheet).toMatch(/@media print ?\{[\s\S]*li\.bd-collapsed ?> ?ul, ?[^{]*\{ ?display: ?block ?!important;? ?\}/)
    expect(stylesheet).toMatch(/print-color-adjust: ?exact/)
    expect(stylesheet).not.toMatch(/<\/style/i)
  })

  it('should have a script that never writes markup', () => {
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\b|new Function|setAttribute\('on/)
    expect(script).not.toMatch(/<\/script/i)
    expect(script).toContain('textContent')
  })
})

describe('messages', () => {
  it('should warn about an unknown node, and go on', () => {
    const file = new VFile()
    const tree = b('root', [
      {type: 'mystery', position: {start: {line: 3, column: 1}, end: {line: 3, column: 5}}} as never,
      b('sequence', [
        b('bid', {call: '1C', by: 'we'}, [{type: 'gizmo'} as never, b('bid', {call: '1D', by: 'we'})]),
        b('bid', {call: '1H', by: 'we'}, [b('meaning', [{type: 'sparkle'} as never, b('text', 'ok')])])
      ])
    ])
    const html = toHtml(tree, {}, file)
    expect(html).toContain('1')
    expect(file.messages.map((message) => [message.ruleId, message.source, message.fatal])).toEqual([
      ['unknown-node', '@bidding/html-stringify', false],
      ['unknown-node', '@bidding/html-stringify', false],
      ['unknown-node', '@bidding/html-stringify', false]
    ])
    expect(file.messages[0]!.reason).toBe('Unexpected unknown node `mystery`, it is not rendered')
    expect(file.messages[0]!.line).toBe(3)
  })

  it('should not need a file', () => {
    expect(() => toHtml(b('root', [{type: 'mystery'} as never]))).not.toThrow()
  })
})
