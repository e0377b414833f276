/**
 * The page in a real browser: headless Chromium (Debian's `chromium`),
 * driven by playwright-core. The tree renders, collapsing and search work,
 * links to a sequence open the way to it, nothing in the content runs, and
 * a screenshot of each page is kept in test-results/html-stringify/.
 * Skipped when /usr/bin/chromium is absent.
 */

import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {Root} from '@bidding/core'
import {chromium, type Browser, type Page} from 'playwright-core'
import {VFile} from 'vfile'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {toHtml} from '@bidding/html-stringify'
import {corpus, hasCorpus, repoRoot} from '../../../test/shared.js'
import {hostileTree, system} from './fixtures/trees.js'

const executablePath = '/usr/bin/chromium'
const hasChromium = existsSync(executablePath)
const artifacts = path.join(repoRoot, 'test-results', 'html-stringify')

const suite = hasChromium
  ? describe
  : (name: string, fn: () => void) =>
      describe.skip(name + ' (skipped: no Chromium at ' + executablePath + '; `apt-get install chromium`)', fn)

let browser: Browser | undefined

const reader = (await import('@bidding/bml-parse').catch(() => undefined)) as
  | {fromBml?: (value: string, file: VFile) => Root}
  | undefined

/** Write a page next to the screenshots and open it. */
async function open(name: string, html: string): Promise<{page: Page; errors: string[]; dialogs: string[]}> {
  mkdirSync(artifacts, {recursive: true})
  const file = path.join(artifacts, name + '.html')
  writeFileSync(file, html)
  const page = await browser!.newPage({viewport: {width: 1000, height: 800}})
  const errors: string[] = []
  const dialogs: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(pathToFileURL(file).href)
  return {page, errors, dialogs}
}

async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(artifacts, name + '.png')
  await page.screenshot({path: file, fullPage: true})
  expect(statSync(file).size).toBeGreaterThan(1000)
}

const visible = (page: Page, id: string) => page.locator('[id="' + id + '"]').isVisible()

suite('browser', () => {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    })
  }, 30_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('should render the trees with their connectors and show the toolbar', async () => {
    const {page, errors} = await open('system', toHtml(system()))
    expect(await page.locator('nav.bd-toolbar').isVisible()).toBe(true)
    expect(await page.locator('div.tree').count()).toBe(5)
    const box = await page.locator('[id="1N-2D-2H"]').boundingBox()
    expect(box!.width).toBeGreaterThan(20)
    expect(box!.height).toBeGreaterThan(10)
    // The script adds a toggle to each item with continuations, a link to each call.
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('div.tree li')].every(
        (item) => Boolean(item.querySelector(':scope > button.bd-toggle')) === Boolean(item.querySelector(':scope > ul'))
      )
    )
    expect(controls).toBe(true)
    expect(await page.locator('[id="1N-2D-2H"] > a.bd-anchor').getAttribute('href')).toBe('#1N-2D-2H')
    expect(await page.locator('button.bd-toggle').first().getAttribute('aria-expanded')).toBe('true')
    const connector = await page
      .locator('[id="1N-2C"]')
      .evaluate((element) => getComputedStyle(element, '::before').borderLeftStyle)
    expect(connector).toBe('solid')
    expect(await page.locator('span.hcolor').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(207, 34, 46)')
    await screenshot(page, 'system')
    expect(errors).toEqual([])
    await page.close()
  })

  it('should collapse and expand a call, and everything at once', async () => {
    // With the ∅ root (the robot's details): collapsing everything leaves the root alone.
    const {page, errors} = await open('collapse', toHtml(system(), {robotDetails: true}))
    const toggle = page.locator('[id="1N"] > button.bd-toggle')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await visible(page, '1N-2C')).toBe(false)
    expect(await visible(page, '1N')).toBe(true)
    await toggle.click()
    expect(await visible(page, '1N-2C')).toBe(true)
    await page.click('button.bd-collapse-all')
    expect(await visible(page, '1N')).toBe(false)
    expect(await page.locator('li.root').first().isVisible()).toBe(true)
    await screenshot(page, 'collapsed')
    await page.click('button.bd-expand-all')
    expect(await visible(page, '1N-2D-2H')).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('should start deep levels collapsed when asked', async () => {
    const {page, errors} = await open('expand-depth', toHtml(system(), {expandDepth: 2, robotDetails: true}))
    // Level 1 is the table's first row (∅ here), level 2 the first calls: both open.
    expect(await visible(page, '1N')).toBe(true)
    expect(await visible(page, '1N-2C')).toBe(true)
    expect(await page.locator('[id="1N-2D"] > button.bd-toggle').getAttribute('aria-expanded')).toBe('false')
    expect(await visible(page, '1N-2D-2H')).toBe(false)
    // A link still opens the way, and expand all opens everything.
    await page.evaluate(() => {
      location.hash = '#1N-2D-2H'
    })
    await page.waitForFunction(() => document.getElementById('1N-2D-2H')?.offsetParent !== null)
    await page.click('button.bd-collapse-all')
    await page.click('button.bd-expand-all')
    expect(await visible(page, '1N-2D-2H')).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('should filter the sequences with the search box', async () => {
    const {page, errors} = await open('search', toHtml(system()))
    await page.fill('input.bd-search', 'stayman')
    await page.waitForFunction(() => document.body.classList.contains('bd-filtering'))
    expect(await visible(page, '1N-2C')).toBe(true)
    expect(await visible(page, '1N')).toBe(true)
    expect(await visible(page, '1C')).toBe(false)
    expect(await visible(page, '1N-2D')).toBe(false)
    expect(await page.locator('div.tree:visible').count()).toBe(1)
    expect(await page.locator('p:not([class])').first().isVisible()).toBe(false)
    expect(await page.textContent('.bd-count')).toBe('1 call')
    await screenshot(page, 'search')
    // By auction, and by call with its suit written as a letter.
    await page.fill('input.bd-search', '1N-2D')
    await page.waitForFunction(() => document.querySelector('.bd-count')?.textContent === '2 calls')
    expect(await visible(page, '1N-2D-2H')).toBe(true)
    // A call typed alone is an auction too: the auctions that start with it (`2HS` is 2♥ or 2♠).
    await page.fill('input.bd-search', '2h')
    await page.waitForFunction(() => document.getElementById('2HS')?.classList.contains('bd-match'))
    expect(await page.locator('li.bd-match').evaluateAll((items) => items.map((item) => item.id))).toEqual(['2HS'])
    await page.locator('input.bd-search').press('Escape')
    await page.waitForFunction(() => !document.body.classList.contains('bd-filtering'))
    expect(await visible(page, '1C')).toBe(true)
    expect(await page.locator('p:not([class])').first().isVisible()).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('should open the way to a sequence a link points at', async () => {
    const {page} = await open('anchor', toHtml(system()))
    await page.click('button.bd-collapse-all')
    expect(await visible(page, '1N-2D-2H')).toBe(false)
    await page.evaluate(() => {
      location.hash = '#1N-2D-2H'
    })
    await page.waitForFunction(() => document.getElementById('1N-2D-2H')?.offsetParent !== null)
    expect(await visible(page, '1N-2D-2H')).toBe(true)
    expect(await page.locator(':target').getAttribute('id')).toBe('1N-2D-2H')
    await page.close()
  })

  it('should work in list mode too', async () => {
    const {page, errors} = await open('list', toHtml(system(), {tree: false, robotDetails: true}))
    expect(await page.locator('div.bidtable').count()).toBe(5)
    await page.locator('[id="1N"] ~ li > button.bd-toggle').first().click()
    expect(await visible(page, '1N-2C')).toBe(false)
    await page.click('button.bd-expand-all')
    await page.fill('input.bd-search', 'may have')
    await page.waitForFunction(() => document.body.classList.contains('bd-filtering'))
    // The call whose second line matches shows all its lines.
    expect(await visible(page, '1N')).toBe(true)
    expect(await visible(page, '1C')).toBe(false)
    await screenshot(page, 'list')
    expect(errors).toEqual([])
    await page.close()
  })

  it('should run nothing from the content', async () => {
    const {page, errors, dialogs} = await open('hostile', toHtml(hostileTree()))
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => (window as {__pwned?: unknown}).__pwned)).toBeUndefined()
    expect(await page.locator('img, svg, iframe').count()).toBe(0)
    expect(await page.locator('script').count()).toBe(1)
    expect(await page.textContent('body')).toContain('<script>window.__pwned = 1</script>')
    // The script itself still works on hostile content.
    await page.fill('input.bd-search', 'onerror')
    await page.waitForFunction(() => document.body.classList.contains('bd-filtering'))
    expect(await page.evaluate(() => (window as {__pwned?: unknown}).__pwned)).toBeUndefined()
    await screenshot(page, 'hostile')
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('should have a dark mode and a print style', async () => {
    const {page} = await open('modes', toHtml(system()))
    await page.emulateMedia({colorScheme: 'dark'})
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 17, 23)')
    await screenshot(page, 'dark')
    await page.click('button.bd-collapse-all')
    await page.emulateMedia({media: 'print', colorScheme: 'dark'})
    expect(await page.locator('nav.bd-toolbar').isVisible()).toBe(false)
    expect(await visible(page, '1N-2D-2H')).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
    await page.close()
  })

  const corpusIt = hasCorpus && reader?.fromBml ? it : it.skip

  corpusIt('should render corpus systems (example.bml, test.bml), collapsible and searchable', async () => {
    for (const name of ['example', 'test']) {
      const input = corpus('bml/gpaulissen-bml/test/data/' + name + '.bml')
      const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
      const tree = reader!.fromBml!(String(file), file)
      const {page, errors} = await open('corpus-' + name, toHtml(tree, {}, file))
      const roots = await page.locator('li.root').count()
      expect(roots).toBeGreaterThan(3)
      expect(await page.locator('li.node:visible').count()).toBeGreaterThan(10)
      await page.click('button.bd-collapse-all')
      expect(await page.locator('li.node:visible').count()).toBe(0)
      await page.click('button.bd-expand-all')
      await page.fill('input.bd-search', 'stayman')
      await page.waitForFunction(() => document.body.classList.contains('bd-filtering'))
      const matches = await page.locator('li.bd-match:visible').count()
      expect(matches).toBeGreaterThan(0)
      await screenshot(page, 'corpus-' + name)
      expect(errors).toEqual([])
      await page.close()
    }
  })
})

