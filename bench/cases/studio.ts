/// <reference lib="dom" />
/**
 * Bidding Studio (examples/studio) in headless Chromium, served from its
 * built `dist/` by a local static server, with examples/sayc loaded
 * (3,915 lines in 10 files):
 *
 * - keystroke → notes: a key typed in a paragraph of sayc.bml until the
 *   worker's notes for it are on the page and painted (timed in the page,
 *   from the keydown event to the next animation frame; the table's time
 *   adds playwright's round trips);
 * - first load: a fresh page until the editor holds the system and takes
 *   keys, and until the notes are shown; the bundle's gzip size.
 *
 * Skipped (no cases) without /usr/bin/chromium.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import type {Server} from 'node:http'
import path from 'node:path'
import {gzipSync} from 'node:zlib'
import {chromium, type Browser, type Page} from 'playwright-core'
import {dist, ensureBuilt, serve} from '../../examples/studio/test/serve.js'
import type {BenchCase} from '../harness.js'

const executablePath = '/usr/bin/chromium'

interface Session {
  browser: Browser
  server: Server
  url: string
}

let session: Session | undefined

async function start(): Promise<Session> {
  if (session) return session
  ensureBuilt()
  const {url, server} = await serve()
  const browser = await chromium.launch({executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu']})
  session = {browser, server, url}
  return session
}

/** Close the browser and the server: their handles would keep the bench from exiting. */
async function stop(): Promise<void> {
  const open = session
  session = undefined
  typingPage = undefined
  if (!open) return
  await open.browser.close()
  await new Promise<void>((resolve) => open.server.close(() => resolve()))
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Gzip size of the files a first visit loads (every file of dist/ but the service worker's copy list). */
function bundleKilobytes(): number {
  let total = 0
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(js|css|html)$/.test(entry.name)) total += gzipSync(readFileSync(full)).length
    }
  }

  walk(dist)
  return total / 1024
}

const latencies: number[] = []
let typingPage: Page | undefined
let typed = 0

const keystroke: BenchCase = {
  teardown: stop,
  name: 'studio keystroke→notes (sayc)',
  description: 'a key typed in sayc.bml until its notes are painted',
  target: '< 150 ms median',
  runs: 30,
  async setup() {
    const {browser, url} = await start()
    typingPage = await browser.newPage({viewport: {width: 1280, height: 900}})
    await typingPage.goto(url)
    await typingPage.waitForSelector('body[data-ready=true]', {timeout: 120_000})
    await typingPage.waitForSelector('[data-testid=preview] [id="1N"]', {timeout: 120_000})
    await typingPage.evaluate(() => {
      const {editor} = (window as unknown as {studio: {editor: {state: {doc: {line(n: number): {to: number}}}; dispatch(spec: unknown): void; focus(): void}}}).studio
      editor.dispatch({selection: {anchor: editor.state.doc.line(8).to}})
      editor.focus()
      window.addEventListener('keydown', () => ((window as unknown as {keyAt: number}).keyAt = performance.now()), true)
    })
  },
  async run() {
    const page = typingPage!
    await page.evaluate(() => {
      const scope = window as unknown as {studio: {nextNotes(): Promise<unknown>}; keyAt: number; painted: Promise<number>}
      scope.painted = scope.studio.nextNotes().then(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - scope.keyAt))))
    })
    // Type and delete in turn, so the document stays the same size.
    await page.keyboard.press(typed++ % 2 === 0 ? 'x' : 'Backspace')
    latencies.push(await page.evaluate(() => (window as unknown as {painted: Promise<number>}).painted))
  },
  get referenceNote() {
    const shown = latencies.slice(1)
    return shown.length === 0 ? 'no runs' : 'in the page: median ' + median(shown).toFixed(1) + ' ms, worst ' + Math.max(...shown).toFixed(0) + ' ms (' + shown.length + ' keys)'
  }
}

const loads: Array<{ready: number; notes: number}> = []

const firstLoad: BenchCase = {
  teardown: stop,
  name: 'studio first load (sayc)',
  description: 'a fresh page until the editor takes keys',
  target: '< 1.5 s interactive; bundle ≤ 400 KB gzip',
  runs: 5,
  async setup() {
    await start()
  },
  async run() {
    const {browser, url} = await start()
    const context = await browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'block'})
    const page = await context.newPage()
    const started = Date.now()
    await page.goto(url)
    await page.waitForSelector('body[data-ready=true]', {timeout: 120_000})
    const ready = Date.now() - started
    await page.waitForSelector('[data-testid=preview] [id="1N"]', {timeout: 120_000})
    loads.push({ready, notes: Date.now() - started})
    await context.close()
  },
  get referenceNote() {
    const shown = loads.slice(1)
    return (
      'editor ready median ' + median(shown.map((load) => load.ready)) + ' ms, notes shown ' + median(shown.map((load) => load.notes)) + ' ms; bundle ' + bundleKilobytes().toFixed(0) + ' KB gzip'
    )
  }
}

export const cases: BenchCase[] = existsSync(executablePath) ? [keystroke, firstLoad] : []
