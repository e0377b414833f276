/**
 * Build the BML benchmark inputs (bml.md §14, "20k unique"): gpaulissen/bml's
 * `example.bml` with its includes inlined, repeated until the file has the
 * wanted number of lines, each copy's bid tables prefixed with a distinct
 * P/D/R history (and `#BIDTABLE`, since such a table starts with `P`), so
 * that every copy defines new sequences.
 *
 * Usage: `npx tsx scripts/make-big-bml.ts [--lines 20000] [--out bench/data/big-unique.bml]`
 * (the corpus is `../shared/corpus`, or `$BIDDING_SHARED/corpus`).
 */

import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sharedDir = process.env.BIDDING_SHARED ? path.resolve(process.env.BIDDING_SHARED) : path.resolve(repoRoot, '../shared')

/** Where the generated inputs go (git-ignored). */
export const dataDir = path.join(repoRoot, 'bench', 'data')

/** The corpus document the copies are made of, with its includes inlined. */
export function baseDocument(): string {
  const folder = path.join(sharedDir, 'corpus', 'bml', 'gpaulissen-bml', 'test', 'data')
  const main = readFileSync(path.join(folder, 'example.bml'), 'utf8')
  return main.replaceAll(/^\s*#\s*INCLUDE\s*(\S+)[^\S\n]*$/gm, (_, name: string) => '\n' + readFileSync(path.join(folder, name), 'utf8') + '\n')
}

/** The `index`-th history of `length` calls, sides alternating, each `P`, `D` or `R`. */
export function history(index: number, length: number): string {
  const calls: string[] = []
  let rest = index
  for (let position = 0; position < length; position++) {
    const call = 'PDR'[rest % 3]!
    rest = Math.floor(rest / 3)
    calls.push(position % 2 === 0 ? call : '(' + call + ')')
  }

  return calls.join('-')
}

/** Whether a paragraph is a bid table that yields rows (not metadata, settings or a lone `#CUT`). */
function firstRow(lines: readonly string[]): number {
  const first = lines[0]!.trimStart()
  if (/^#(?:VUL|SEAT|\+|INCLUDE)/.test(first) || first.startsWith('*') || first.startsWith('-') || first.startsWith('|')) return -1
  if (!/^\(?\d[A-Za-z]+/.test(first) && !first.startsWith('#')) return -1
  let inCut = false
  for (const [index, line] of lines.entries()) {
    const text = line.trimStart()
    if (/^#\s*CUT\b/.test(text)) inCut = true
    else if (/^#\s*ENDCUT\b/.test(text)) inCut = false
    else if (!inCut && text !== '' && !text.startsWith('#')) return index
  }

  return -1
}

/** One copy of the document with its tables prefixed by `prefix`. */
function copy(paragraphs: readonly string[][], prefix: string): string {
  const result: string[] = []
  for (const lines of paragraphs) {
    const row = firstRow(lines)
    if (row === -1) {
      result.push(lines.join('\n'))
      continue
    }

    const changed = [...lines]
    const first = changed[row]!
    if (/^\S*[-;]/.test(first)) changed[row] = prefix + '-' + first
    else changed.splice(row, 0, prefix + '---')
    result.push(['#BIDTABLE', ...changed].join('\n'))
  }

  return result.join('\n\n')
}

/**
 * Make a document of at least `lines` lines with distinct sequences.
 *
 * @returns the BML text.
 */
export function makeBigBml(lines = 20_000): string {
  const paragraphs: string[][] = []
  let current: string[] = []
  for (const line of baseDocument().split('\n')) {
    if (/^ *$/.test(line)) {
      if (current.length > 0) paragraphs.push(current)
      current = []
    } else {
      current.push(line)
    }
  }

  if (current.length > 0) paragraphs.push(current)
  const copyLines = copy(paragraphs, history(0, 6)).split('\n').length + 1
  const copies = Math.ceil(lines / copyLines)
  // Six calls give 729 histories; longer ones for larger files.
  let length = 6
  while (3 ** length < copies) length += 2
  const parts: string[] = []
  for (let index = 0; index < copies; index++) parts.push(copy(paragraphs, history(index, length)))
  return parts.join('\n\n') + '\n'
}

/**
 * Write the input of `lines` lines to `bench/data/` unless it is there.
 *
 * @returns its path.
 */
export function ensureBigBml(lines = 20_000): string {
  const file = path.join(dataDir, 'big-unique-' + lines + '.bml')
  if (!existsSync(file)) {
    mkdirSync(dataDir, {recursive: true})
    writeFileSync(file, makeBigBml(lines))
  }

  return file
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name)
    return index === -1 ? undefined : args[index + 1]
  }

  const lines = Number(option('--lines') ?? 20_000)
  const out = option('--out')
  const text = makeBigBml(lines)
  const target = out ?? path.join(dataDir, 'big-unique-' + lines + '.bml')
  mkdirSync(path.dirname(target), {recursive: true})
  writeFileSync(target, text)
  console.log(target + ': ' + (text.split('\n').length - 1) + ' lines')
}
