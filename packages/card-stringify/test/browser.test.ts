/**
 * The card and the summary in Debian's Chromium (playwright-core): they fit a
 * 390 px phone, and print on at most two Letter pages (the WBF card, with its
 * wide openings table, on four). Screenshots and PDFs go
 * to test-results/card-stringify/. Skipped without /usr/bin/chromium.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {fromBml} from '@bidding/bml-parse'
import {chromium, type Browser} from 'playwright-core'
import {VFile} from 'vfile'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {cardToHtml, summaryToHtml} from '@bidding/card-stringify'
import {repoRoot} from '../../../test/shared.js'

const executablePath = '/usr/bin/chromium'
const suite = existsSync(executablePath)
  ? describe
  : (name: string, fn: () => void) => describe.skip(name + ' (skipped: no Chromium at ' + executablePath + ')', fn)
const artifacts = path.join(repoRoot, 'test-results', 'card-stringify')

const input = path.join(repoRoot, 'examples/sayc/sayc.bml')
const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
const sayc = fromBml(String(file), file)

let browser: Browser | undefined

suite('the card and the summary in Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu']})
  }, 30_000)

  afterAll(async () => {
    await browser?.close()
  })

  for (const [name, html, most] of [
    ['card', cardToHtml(sayc), 2],
    // The WBF card's openings table is wide: it scrolls inside its box on a phone.
    ['card-wbf', cardToHtml(sayc, {card: 'wbf'}), 4],
    ['summary', summaryToHtml(sayc), 2]
  ] as const) {
    it('should fit a phone and print the SAYC ' + name + ' on at most ' + most + ' pages', async () => {
      mkdirSync(artifacts, {recursive: true})
      const target = path.join(artifacts, 'sayc-' + name + '.html')
      writeFileSync(target, html)
      const page = await browser!.newPage({viewport: {width: 390, height: 844}})
      await page.goto(pathToFileURL(target).href)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.screenshot({path: path.join(artifacts, 'sayc-' + name + '-phone.png')})
      await page.setViewportSize({width: 1280, height: 900})
      await page.screenshot({path: path.join(artifacts, 'sayc-' + name + '-wide.png'), fullPage: true})
      await page.emulateMedia({media: 'print'})
      const pdf = path.join(artifacts, 'sayc-' + name + '.pdf')
      writeFileSync(pdf, await page.pdf({format: 'Letter'}))
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], {encoding: 'utf8'}))![1])
      expect(pages).toBeLessThanOrEqual(most)
      const text = execFileSync('pdftotext', [pdf, '-'], {encoding: 'utf8'})
      expect(text).toContain(name === 'summary' ? 'Stayman' : '15–17')
      await page.close()
    }, 120_000)
  }
})
