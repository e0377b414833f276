/**
 * The card and the summary as PDF through pdflatex, no browser: pdflatex's
 * log has no overfull box, and the PDF's text (pdftotext) has the boxes'
 * values. SAYC, and the Strawberry Polish Club (MIT, test/fixtures) with its
 * long abbreviations. Skipped without pdflatex or poppler. Budget: about
 * 5 s per document on a quiet machine (one pdflatex run each).
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fromBml} from '@bidding/bml-parse'
import type {Root} from '@bidding/core'
import {runPdflatex} from '@bidding/latex-util'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {cardPdfStringify, cardToLatex, cardToPdf, summaryToLatex, summaryToPdf} from '@bidding/card-stringify'
import {unified} from 'unified'
import {repoRoot} from '../../../test/shared.js'

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((folder) => existsSync(path.join(folder, program)))
}

const hasTex = onPath('pdflatex') && onPath('pdftotext') && onPath('pdfinfo')
const suite = hasTex ? describe : (name: string, fn: () => void) => describe.skip(name + ' (skipped: no pdflatex, pdftotext or pdfinfo)', fn)
const artifacts = path.join(repoRoot, 'test-results', 'card-stringify')

function read(input: string): Root {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  return fromBml(String(file), file)
}

const sayc = read(path.join(repoRoot, 'examples/sayc/sayc.bml'))

/** The overfull boxes pdflatex reports. */
function overfull(log: string): string[] {
  return [...log.matchAll(/^Overfull \\[hv]box .*$/gm)].map((match) => match[0])
}

/** Save a PDF for a look, and return its text (pdftotext, in reading order, one line per line). */
function textOf(pdf: Uint8Array, name: string): string {
  mkdirSync(artifacts, {recursive: true})
  const target = path.join(artifacts, name + '.pdf')
  writeFileSync(target, pdf)
  return execFileSync('pdftotext', ['-layout', target, '-'], {encoding: 'utf8'})
}

function pages(pdf: Uint8Array, name: string): number {
  mkdirSync(artifacts, {recursive: true})
  const target = path.join(artifacts, name + '.pdf')
  writeFileSync(target, pdf)
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [target], {encoding: 'utf8'}))?.[1])
}

suite('the card and the summary as PDF (pdflatex)', () => {
  it('should write SAYC’s ACBL card on one page with no overfull box, its boxes filled', () => {
    const file = new VFile()
    const {pdf, log} = runPdflatex(cardToLatex(sayc, {}, file), {}, file)
    expect(overfull(log)).toEqual([])
    expect(file.messages).toEqual([])
    expect(pages(pdf, 'sayc-card-latex')).toBe(1)
    const text = textOf(pdf, 'sayc-card-latex')
    expect(text).toMatch(/1NT\s+15–17/)
    expect(text).toMatch(/Overcalls, 1 level\s+8–18 HCP, 5\+ cards/)
    expect(text).toMatch(/1NT overcall \(direct\)\s+15–18 HCP/)
    expect(text).toMatch(/Stayman\s+1NT–2♣/)
  }, 120_000)

  it('should write SAYC’s WBF card with its openings table, no overfull box', () => {
    const {pdf, log} = runPdflatex(cardToLatex(sayc, {card: 'wbf'}), {}, new VFile())
    expect(overfull(log)).toEqual([])
    const text = textOf(pdf, 'sayc-card-wbf')
    expect(text).toContain('SYSTEM SUMMARY: GENERAL APPROACH AND STYLE')
    expect(text).toContain('OPENINGS')
    expect(text).toMatch(/Jordan 2NT\s+1♥–\(Dbl\)–2NT/)
    expect(text).toMatch(/Minimum lengths\s+1♥ 5\+ · 1♠ 5\+/)
    expect(text).toMatch(/2♣\s+✓/)
  }, 120_000)

  it('should write SAYC’s summary on at most two pages, no overfull box', () => {
    const {pdf, log} = runPdflatex(summaryToLatex(sayc), {}, new VFile())
    expect(overfull(log)).toEqual([])
    expect(pages(pdf, 'sayc-summary-latex')).toBeLessThanOrEqual(2)
    const text = textOf(pdf, 'sayc-summary-latex')
    expect(text).toMatch(/2♣ Stayman: asks for a four-card major/)
  }, 120_000)

  it('should keep the Strawberry Polish Club’s WBF card within its boxes', () => {
    const polish = read(path.join(repoRoot, 'test/fixtures/jdh8-bridge-system/wj.bml'))
    const {pdf, log} = runPdflatex(cardToLatex(polish, {card: 'wbf'}), {}, new VFile())
    expect(overfull(log)).toEqual([])
    expect(textOf(pdf, 'wj-card-wbf')).toMatch(/2♦\s+PRE, 6\+M/)
  }, 120_000)

  it('should make the PDF itself, as a unified plugin too', () => {
    const card = cardToPdf(sayc)
    expect(Buffer.from(card.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(textOf(card, 'sayc-card')).toContain('15–17')
    const summary = unified().use(cardPdfStringify, {card: 'wbf'}).stringify(sayc) as Uint8Array
    expect(textOf(summary, 'sayc-card-wbf-plugin')).toContain('OPENINGS')
    expect(textOf(summaryToPdf(sayc, {continuations: 2}), 'sayc-summary')).toContain('Stayman')
  }, 180_000)
})

describe('the PDF without pdflatex', () => {
  it('should fail with a message and a rule id naming what to install, not a stack trace', () => {
    const file = new VFile()
    expect(() => cardToPdf(sayc, {pdflatex: 'no-such-pdflatex-here'}, file)).toThrow(/Cannot find `no-such-pdflatex-here`/)
    expect(file.messages.map((message) => [message.ruleId, message.source, message.fatal])).toEqual([['pdflatex-missing', '@bidding/card-stringify', true]])
  })
})
