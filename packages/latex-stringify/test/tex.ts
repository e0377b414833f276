/**
 * Helpers for the tests that run TeX Live and poppler: compile a document
 * (at most two pdflatex at a time: the machine has two cores), extract a
 * PDF's text, measure how much ink a page has.
 */

import {execFile} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'
import {describe} from 'vitest'

const run = promisify(execFile)

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((folder) => existsSync(path.join(folder, program)))
}

export const hasPdflatex = onPath('pdflatex')
export const hasPoppler = onPath('pdftotext') && onPath('pdftoppm') && onPath('pdfinfo')

/** `describe` for tests that need TeX Live and poppler: skipped, saying why, without them. */
export function describeTex(name: string, fn: () => void): void {
  if (hasPdflatex && hasPoppler) describe(name, fn)
  else {
    const missing = [hasPdflatex ? '' : 'pdflatex', hasPoppler ? '' : 'pdftotext/pdftoppm/pdfinfo'].filter(Boolean).join(', ')
    describe.skip(name + ' (skipped: no ' + missing + '; install texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended poppler-utils)', fn)
  }
}

let running = 0
const waiting: Array<() => void> = []

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** A compiled document. */
export interface Compiled {
  ok: boolean
  pdf: string
  log: string
  folder: string
}

/** Compile LaTeX with pdflatex in a fresh folder; extra files go beside it. */
export async function compile(
  tex: string,
  options: {runs?: number; files?: Record<string, string>; recorder?: boolean} = {}
): Promise<Compiled> {
  return slot(async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'latex-test-'))
    writeFileSync(path.join(folder, 'document.tex'), tex)
    for (const [name, value] of Object.entries(options.files ?? {})) writeFileSync(path.join(folder, name), value)
    let ok = true
    for (let index = 0; index < (options.runs ?? 1) && ok; index++) {
      try {
        const flags = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', ...(options.recorder ? ['-recorder'] : [])]
        await run('pdflatex', [...flags, 'document.tex'], {
          cwd: folder,
          timeout: 120_000,
          maxBuffer: 64 * 1024 * 1024
        })
      } catch {
        ok = false
      }
    }

    const logPath = path.join(folder, 'document.log')
    return {ok, pdf: path.join(folder, 'document.pdf'), log: existsSync(logPath) ? readFileSync(logPath, 'utf8') : '', folder}
  })
}

/** Remove a compile folder. */
export function clean(compiled: Compiled): void {
  rmSync(compiled.folder, {recursive: true, force: true})
}

/** The first error of a pdflatex log. */
export function firstError(log: string): string {
  const index = log.indexOf('\n!')
  return index === -1 ? '' : log.slice(index + 1, index + 400)
}

/** The text of a PDF (pdftotext, in reading order). */
export async function pdfText(pdf: string): Promise<string> {
  const {stdout} = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'], {maxBuffer: 64 * 1024 * 1024})
  return stdout
}

/** Number of pages of a PDF. */
export async function pageCount(pdf: string): Promise<number> {
  const {stdout} = await run('pdfinfo', [pdf])
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0)
}

/**
 * Share of a page's pixels that are not white, from pdftoppm's grey PGM.
 * A copy of the page is kept as PNG in `keep` (a test artifact).
 */
export async function pageInk(pdf: string, page: number, keep?: string): Promise<number> {
  const folder = path.dirname(pdf)
  const base = path.join(folder, 'page')
  await run('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '40', '-gray', '-singlefile', pdf, base])
  const data = readFileSync(base + '.pgm')
  // P5 header: magic, width, height, maximum, each followed by white space.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'))
  if (!header) throw new Error('Expected a binary PGM from pdftoppm')
  const width = Number(header[1])
  const height = Number(header[2])
  const pixels = data.subarray(header[0].length, header[0].length + width * height)
  let ink = 0
  for (const value of pixels) if (value < 200) ink++
  if (keep) {
    mkdirSync(path.dirname(keep), {recursive: true})
    await run('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '60', '-png', '-singlefile', pdf, keep.replace(/\.png$/, '')])
  }

  return ink / (width * height)
}

/**
 * Text as pdftotext gives it back, for searching: no white space, one kind
 * of quote, ligatures and dashes as characters.
 */
export function searchable(value: string): string {
  return value
    .normalize('NFKC')
    .replaceAll(/[“”„"]/g, '"')
    .replaceAll(/[‘’`']/g, "'")
    .replaceAll('---', '—')
    .replaceAll('--', '–')
    .replaceAll('->', '→')
    .replaceAll(/\s+/g, '')
}

/** Whether `needle` is in a PDF's text (line-end hyphens allowed). */
export function findIn(text: string, needle: string): boolean {
  const target = searchable(needle)
  return searchable(text).includes(target) || searchable(text.replaceAll(/-\n/g, '')).includes(target)
}
