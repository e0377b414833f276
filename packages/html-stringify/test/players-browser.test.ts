/**
 * The page as a player uses it, in Debian's Chromium through playwright-core,
 * on real systems: the SAYC example (examples/sayc) and Strawberry Polish
 * Club (test/fixtures/jdh8-bridge-system, MIT), at 1280×900 and 390×844 and
 * in print. Screenshots go to test-results/html-stringify/. Skipped when
 * /usr/bin/chromium is absent. Budget: one to two minutes (loading the 1.2 MB SAYC
 * page, searching its 5,000 calls and printing it dominate).
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {fromBml} from '@bidding/bml-parse'
import {chromium, type Browser, type Page} from 'playwright-core'
import {VFile} from 'vfile'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {toHtml, type Options} from '@bidding/html-stringify'
import {repoRoot} from '../../../test/shared.js'

const executablePath = '/usr/bin/chromium'
const hasChromium = existsSync(executablePath)
const artifacts = path.join(repoRoot, 'test-results', 'html-stringify')
const suite = hasChromium
  ? describe
  : (name: string, fn: () => void) => describe.skip(name + ' (skipped: no Chromium at ' + executablePath + ')', fn)

const wide = {width: 1280, height: 900}
const phone = {width: 390, height: 844}

function pageOf(input: string, options: Options = {}): string {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  return toHtml(fromBml(String(file), file), options, file)
}

const systems = {
  sayc: path.join(repoRoot, 'examples/sayc/sayc.bml'),
  wj: path.join(repoRoot, 'test/fixtures/jdh8-bridge-system/wj.bml')
}

const pages = new Map<string, string>()
function written(name: keyof typeof systems): string {
  mkdirSync(artifacts, {recursive: true})
  const file = path.join(artifacts, 'player-' + name + '.html')
  if (!pages.has(name)) {
    writeFileSync(file, pageOf(systems[name]))
    pages.set(name, file)
  }

  return file
}

let browser: Browser | undefined

async function open(name: keyof typeof systems, viewport: {width: number; height: number}): Promise<{page: Page; errors: string[]}> {
  const page = await browser!.newPage({viewport})
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(pathToFileURL(written(name)).href, {timeout: 90_000})
  return {page, errors}
}

// The SAYC page at 1280×900, loaded once (1.2 MB: loading it is most of the time) and used in turn.
let sayc: Promise<{page: Page; errors: string[]}> | undefined
async function saycWide(): Promise<{page: Page; errors: string[]}> {
  sayc ??= open('sayc', wide)
  const opened = await sayc
  await opened.page.emulateMedia({media: 'screen'})
  await opened.page.fill('input.bd-search', '')
  // Clearing the box unfilters after the search's 60 ms debounce: wait for it, or the next test races it.
  await opened.page.waitForFunction(() => !document.body.classList.contains('bd-filtering'))
  await opened.page.mouse.move(1, 1)
  await opened.page.click('button.bd-expand-all')
  return opened
}

/** The search box and the buttons of the toolbar, left to right. */
async function toolbarBoxes(page: Page): Promise<Array<{x: number; y: number; width: number; height: number}>> {
  return page.locator('nav.bd-toolbar').evaluate((toolbar) =>
    [...toolbar.querySelectorAll('.bd-search, button')].map((control) => {
      const box = control.getBoundingClientRect()
      return {x: box.x, y: box.y, width: box.width, height: box.height}
    })
  )
}

async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(artifacts, name + '.png')
  await page.screenshot({path: file})
  expect(statSync(file).size).toBeGreaterThan(1000)
}

/** Type a query and wait for the search to answer. */
async function find(page: Page, query: string): Promise<string[]> {
  await page.fill('input.bd-search', query)
  await page.waitForFunction((typed) => document.querySelector('ol.bd-results')?.getAttribute('data-query') === typed, query)
  return page.locator('ol.bd-results a').evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))))
}

suite('the page for players (Chromium)', () => {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    })
  }, 30_000)

  afterAll(async () => {
    if (sayc) await (await sayc).page.close()
    await browser?.close()
  }, 120_000)

  it('should find auctions in every spelling players type, listed with their meaning', async () => {
    const {page, errors} = await saycWide()
    const stayman = await find(page, '1N-2C')
    expect(stayman[0]).toBe('1N-2C')
    expect(stayman.length).toBeGreaterThan(5)
    expect(stayman.every((id) => id.startsWith('1N-2C'))).toBe(true)
    expect(await page.locator('ol.bd-results li').first().textContent()).toMatch(/^1NT – 2♣\s*Stayman/)
    await screenshot(page, 'player-search-1N-2C')
    for (const spelling of ['1NT-2♣', '1n 2c']) expect(await find(page, spelling)).toEqual(stayman)
    expect((await find(page, '1N-2C-2H'))[0]).toBe('1N-2C-2H')
    expect((await find(page, '(1H) X'))[0]).toBe('(1H)-X')
    // A pattern of the page (`1M-2N`) is found by the call typed.
    expect(await find(page, '1H 2NT')).toContain('1M-2N')
    // Words: a convention's name, any text.
    // SAYC calls the raise `Jacoby` in the meaning of 1♥–2NT and 1♠–2NT.
    expect(await find(page, 'jacoby 2nt')).toEqual(expect.arrayContaining(['1H-2N', '1S-2N']))
    expect(await find(page, 'stayman')).toContain('1N-2C')
    expect(errors).toEqual([])
  }, 120_000)

  it('should jump to the first auction on Enter and open its branch, with the toggles saying so', async () => {
    const {page, errors} = await saycWide()
    await page.click('button.bd-collapse-all')
    await find(page, '1N 2C')
    // The way to every match is open, and the toggles say so.
    const closedOnTheWay = await page.evaluate(() =>
      [...document.querySelectorAll('li.bd-match')].filter((item) => item.parentElement!.closest('li.bd-collapsed')).length
    )
    expect(closedOnTheWay).toBe(0)
    await page.locator('input.bd-search').press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === '1N-2C')
    const target = page.locator('[id="1N-2C"]')
    expect(await target.locator(':scope > button.bd-toggle').getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('[id="1N-2C-2D"]').isVisible()).toBe(true)
    const box = (await target.locator(':scope > table').boundingBox())!
    expect(box.y).toBeGreaterThan(0)
    expect(box.y).toBeLessThan(wide.height)
    expect(await page.locator('ol.bd-results').isVisible()).toBe(false)
    await screenshot(page, 'player-enter')
    expect(errors).toEqual([])
  }, 120_000)

  it('should show the auction of the row under the pointer or focus, sticky at the top of its table', async () => {
    const {page, errors} = await saycWide()
    // A row deep in a long table, scrolled to the middle of the screen: the table's top is out of sight.
    const id = await page.evaluate(() => {
      const table = document.getElementById('1N-2C')!.closest('div.tree')!
      const top = table.getBoundingClientRect().top
      const far = [...table.querySelectorAll('li[id]')].find((item) => item.getBoundingClientRect().top - top > 2000 && item.id.split('-').length === 4)!
      far.scrollIntoView({block: 'center'})
      return far.id
    })
    const table = page.locator('div.tree', {has: page.locator('[id="' + id + '"]')})
    await page.locator('[id="' + id + '"] > table td.node').hover()
    const crumb = table.locator(':scope > .bd-crumb')
    const spelled = id
      .split('-')
      .map((call) => call.replace('N', 'NT').replace('C', '♣').replace('D', '♦').replace('H', '♥').replace('S', '♠').replace(/^P$/, 'Pass'))
      .join(' – ')
    await expect.poll(() => crumb.textContent()).toBe(spelled)
    // It stays at the top, under the toolbar, while the table scrolls by.
    const toolbar = (await page.locator('nav.bd-toolbar').boundingBox())!
    const stuck = (await crumb.boundingBox())!
    expect(Math.abs(stuck.y - (toolbar.y + toolbar.height))).toBeLessThan(2)
    await screenshot(page, 'player-breadcrumb')
    // Focus (a keyboard user) moves it too.
    await page.mouse.move(1, 1)
    await page.locator('[id="1N-2D"] > button.bd-toggle').focus()
    await expect.poll(() => crumb.textContent()).toBe('1NT – 2♦')
    expect(errors).toEqual([])
  }, 120_000)

  it('should have contents as a sidebar on wide screens, marking the current section', async () => {
    const {page, errors} = await saycWide()
    const contents = page.locator('nav.bd-contents')
    const box = (await contents.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.height).toBe(wide.height)
    const headings = await page.locator('h1[id], h2[id], h3[id]').count()
    expect(await contents.locator('a:visible').count()).toBe(headings)
    // The content does not hide under it.
    expect((await page.locator('h1.bd-title').boundingBox())!.x).toBeGreaterThan(box.width)
    await page.evaluate(() => document.querySelector('h2[id^="section-responses-to-1nt"]')!.scrollIntoView())
    await expect.poll(() => contents.locator('a[aria-current]').textContent()).toBe('Responses to 1NT')
    await screenshot(page, 'player-contents-wide')
    expect(errors).toEqual([])
  }, 120_000)

  for (const name of ['sayc', 'wj'] as const) {
    it('should fit a 390 px phone with no page scroll sideways and 40 px tap targets (' + name + ')', async () => {
      const {page, errors} = await open(name, phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
      const toggles = await page.locator('button.bd-toggle').evaluateAll((buttons) =>
        buttons.slice(0, 200).map((button) => {
          const box = button.getBoundingClientRect()
          return Math.min(box.width, box.height)
        })
      )
      expect(toggles.length).toBeGreaterThan(20)
      expect(Math.min(...toggles)).toBeGreaterThanOrEqual(40)
      for (const control of await page.locator('.bd-toolbar button, .bd-search, nav.bd-contents summary').all()) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40)
      }

      // The toolbar is one line (it wrapped “Collapse all” onto a second before): search and buttons side by side,
      // none over another, all on the screen; the count, once there is one, goes on a line of its own below.
      const controls = await toolbarBoxes(page)
      expect(new Set(controls.map((box) => Math.round(box.y))).size).toBe(1)
      for (const [left, right] of controls.slice(0, -1).map((box, index) => [box, controls[index + 1]!] as const)) {
        expect(left.x + left.width).toBeLessThanOrEqual(right.x)
      }

      expect(Math.max(...controls.map((box) => box.x + box.width))).toBeLessThanOrEqual(phone.width)
      expect((await page.locator('nav.bd-toolbar').boundingBox())!.height).toBeLessThan(2 * 40)
      await page.fill('input.bd-search', name === 'sayc' ? '1N-2C' : '1C')
      await page.waitForFunction(() => (document.querySelector('.bd-count')?.textContent ?? '') !== '')
      const count = (await page.locator('.bd-count').boundingBox())!
      expect(count.y).toBeGreaterThanOrEqual(Math.max(...controls.map((box) => box.y + box.height)))
      expect(count.x + count.width).toBeLessThanOrEqual(phone.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
      await screenshot(page, 'player-phone-toolbar-' + name)
      await page.fill('input.bd-search', '')
      await page.locator('input.bd-search').press('Escape')

      // The contents are a menu: closed, then open on a tap, closed again after choosing.
      const menu = page.locator('nav.bd-contents')
      expect(await menu.locator('ol').isVisible()).toBe(false)
      await menu.locator('summary').click()
      expect(await menu.locator('ol').isVisible()).toBe(true)
      await screenshot(page, 'player-phone-menu-' + name)
      await menu.locator('a').nth(2).click()
      expect(await menu.locator('ol').isVisible()).toBe(false)
      await screenshot(page, 'player-phone-' + name)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
      expect(errors).toEqual([])
      await page.close()
    }, 120_000)
  }

  it('should print expanded, without controls, with page margins, rows whole and roots kept with what follows', async () => {
    const {page, errors} = await saycWide()
    await page.click('button.bd-collapse-all')
    await page.emulateMedia({media: 'print'})
    expect(await page.locator('[id="1N-2C-2D"]').isVisible()).toBe(true)
    for (const control of ['button.bd-toggle', 'nav.bd-toolbar', 'nav.bd-contents', '.bd-crumb']) {
      expect(await page.locator(control + ':visible').count()).toBe(0)
    }

    const root = await page.locator('li.root > table').first().evaluate((table) => getComputedStyle(table).breakAfter)
    expect(root).toBe('avoid')
    const pdf = await page.pdf({format: 'Letter'})
    const file = path.join(artifacts, 'player-print-sayc.pdf')
    writeFileSync(file, pdf)
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], {encoding: 'utf8'}))![1])
    // 135 pages on Letter before: screen type sizes, and a whole subtree kept on one page.
    expect(pages).toBeLessThan(110)
    // Margins: no word closer than 10 mm (28 pt) to the page's left edge.
    const boxes = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '3', file, '-'], {encoding: 'utf8'})
    const left = Math.min(...[...boxes.matchAll(/xMin="([\d.]+)"/g)].map((match) => Number(match[1])))
    expect(left).toBeGreaterThan(28)
    expect(errors).toEqual([])
  }, 120_000)
})
