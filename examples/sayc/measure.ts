/**
 * Measure the system on saycbridge's expectation table (the corpus's
 * `sayc/dev.jsonl`, read in place) and keep a baseline of the cases that
 * fail, as saycbridge's `make check` / `make accept` do.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/sayc measure` prints
 * the rates per group and what changed against `baseline.json`;
 * `… accept` writes the baseline anew.
 */

import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromBml} from '@bidding/bml-parse'
import type {Root} from '@bidding/core'
import {auctionStatus, isLegal, type Call} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal, caseKey, compileSystem, parseCases, runCases, tallyText, type BiddingCase, type CasesReport, type CompiledSystem} from '@bidding/robot'
import {VFile} from 'vfile'

/** This package's folder. */
export const here = path.dirname(fileURLToPath(import.meta.url))

/** The system. */
export const systemPath = path.join(here, 'sayc.bml')

/** The committed baseline. */
export const baselinePath = path.join(here, 'baseline.json')

/** The shared folder (`../shared` beside the checkout, or `BIDDING_SHARED`), as the repository's `test/shared.ts` finds it. */
const sharedDir = process.env.BIDDING_SHARED ? path.resolve(process.env.BIDDING_SHARED) : path.resolve(here, '../../../shared')

/** The development half of saycbridge's table. */
export const casesPath = path.join(sharedDir, 'corpus', 'sayc', 'dev.jsonl')

/**
 * The booklet table: cases built from the ACBL SAYC System Booklet's own
 * rules (see the readme), written without looking at how the notes bid
 * them; the unseen measure, bid once, not a table to tune on.
 */
export const bookletPath = path.join(here, 'booklet.jsonl')

/** What the baseline file holds. */
export interface Baseline {
  /** The case file, relative to the corpus. */
  corpus: string
  /** Cases as given, and with saycbridge's sub-tests. */
  explicit: {passed: number; total: number}
  withSubtests: {passed: number; total: number}
  /** Keys (`caseKey`) of the cases that fail, sorted. */
  failing: string[]
}

/** Read and compile the system; the file carries the reader's and the compiler's messages. */
export function loadSystem(): {tree: Root; file: VFile; system: CompiledSystem} {
  const file = new VFile({path: systemPath, value: readFileSync(systemPath, 'utf8')})
  const tree = fromBml(String(file.value), file)
  return {tree, file, system: compileSystem(tree, file)}
}

/** Read the cases (throws when the corpus is absent: check `existsSync(casesPath)` first). */
export function readCases(from = casesPath): BiddingCase[] {
  const {cases, problems} = parseCases(readFileSync(from, 'utf8'))
  if (problems.length > 0) throw new Error('Unexpected lines in ' + from + ': ' + problems.map((problem) => problem.line).join(', '))
  return cases
}

/** The two parts of the development table: one to tune the notes on, one held out and never read case by case. */
export type Part = 'tuning' | 'held-out'

/**
 * The salt of the split. The first split (unsalted FNV-1a, 4 buckets of 10
 * held out) was tuned on by earlier sessions, case by case, so it no longer
 * measures anything; this salt draws a new held-out part for the rewrite
 * from the booklet, measured only before and after it.
 */
export const splitSalt = 'sayc-rewrite-2026-11:'

/**
 * Which part a case belongs to: FNV-1a of the salt and its key (`caseKey`),
 * 35 of 100 buckets held out. Deterministic and independent of the order of
 * the file, so the split stays put as the table is read, filtered or grown.
 */
export function partOf(item: BiddingCase): Part {
  let hash = 0x81_1c_9d_c5
  for (const character of splitSalt + caseKey(item)) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01_00_01_93) >>> 0
  }

  return hash % 100 < 35 ? 'held-out' : 'tuning'
}

/** The cases of one part. */
export function casesOf(part: Part, cases: readonly BiddingCase[] = readCases()): BiddingCase[] {
  return cases.filter((item) => partOf(item) === part)
}

/** Bid every case, with the sub-tests. */
export function measure(system: CompiledSystem = loadSystem().system, cases: readonly BiddingCase[] = readCases()): CasesReport {
  return runCases(system, cases, {subtests: true})
}

/** The baseline of a report. */
export function baselineOf(report: CasesReport): Baseline {
  return {
    corpus: 'sayc/dev.jsonl',
    explicit: report.explicit,
    withSubtests: {passed: report.passed, total: report.total},
    failing: report.results.filter((result) => !result.passed).map((result) => result.key).sort()
  }
}

/**
 * Robot against robot: SAYC in all four seats on `count` random deals (dealer rotating); calls, fallback calls
 * (auctions the system does not know), the natural layer's calls where it knows the auction, and illegal calls.
 */
export function robotsAgainstRobots(system: CompiledSystem, count: number, seed = 'sayc robots'): {calls: number; fallbacks: number; naturalPasses: number; natural: number; illegal: number} {
  const {deals} = generateDealsSync({count, seed})
  let calls = 0
  let fallbacks = 0
  let naturalPasses = 0
  let natural = 0
  let illegal = 0
  for (const [index, deal] of deals.entries()) {
    const auction = bidDeal(deal, system, {dealer: (['N', 'E', 'S', 'W'] as const)[index % 4], explain: false})
    const so: Call[] = []
    for (const choice of auction.choices) {
      calls++
      if (choice.reason === 'fallback') fallbacks++
      if (choice.reason === 'fallback' && choice.call === 'P') naturalPasses++
      if (choice.reason === 'natural') natural++
      if (!auctionStatus(so).ended && !isLegal(so, choice.call)) illegal++
      so.push(choice.call)
    }
  }

  return {calls, fallbacks, naturalPasses, natural, illegal}
}

/** The committed baseline, or `undefined` before the first `accept`. */
export function readBaseline(): Baseline | undefined {
  return existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as Baseline) : undefined
}

/** Cases that fail now but not in the baseline, and cases in the baseline that pass now. */
export function compareBaseline(report: CasesReport, baseline: Baseline): {newlyFailing: string[]; newlyPassing: string[]} {
  const failing = new Set(report.results.filter((result) => !result.passed).map((result) => result.key))
  const before = new Set(baseline.failing)
  const keys = new Set(report.results.map((result) => result.key))
  return {
    newlyFailing: [...failing].filter((key) => !before.has(key)).sort(),
    // A case no longer in the table is not "passing".
    newlyPassing: [...before].filter((key) => !failing.has(key) && keys.has(key)).sort()
  }
}

/** Per-group rates as a Markdown table: cases as given, and with their sub-tests. */
export function groupTable(report: CasesReport): string {
  const groups = new Map<string, {explicit: [number, number]; sub: [number, number]}>()
  for (const result of report.results) {
    let group = groups.get(result.group)
    if (!group) {
      group = {explicit: [0, 0], sub: [0, 0]}
      groups.set(result.group, group)
    }

    const tally = result.subtestOf === undefined ? group.explicit : group.sub
    tally[1]++
    if (result.passed) tally[0]++
  }

  const rate = ([passed, total]: [number, number]) => (total === 0 ? '—' : passed + '/' + total + ' (' + Math.round((passed / total) * 100) + '%)')
  const lines = ['| group | cases | with sub-tests |', '|---|---:|---:|']
  for (const [name, group] of groups) {
    const both: [number, number] = [group.explicit[0] + group.sub[0], group.explicit[1] + group.sub[1]]
    lines.push('| `' + name + '` | ' + rate(group.explicit) + ' | ' + rate(both) + ' |')
  }

  lines.push('| **all** | **' + tallyText(report.explicit) + '** | **' + tallyText(report) + '** |')
  return lines.join('\n')
}

function main(): void {
  if (!existsSync(casesPath)) {
    process.stderr.write('No corpus at ' + casesPath + ' (set BIDDING_SHARED)\n')
    process.exitCode = 1
    return
  }

  const {file, system} = loadSystem()
  for (const message of file.messages) process.stderr.write(String(message) + '\n')
  const report = measure(system)
  process.stdout.write(groupTable(report) + '\n\n')
  process.stdout.write('cases as given: ' + tallyText(report.explicit) + '\nwith sub-tests: ' + tallyText(report) + '\n')
  // The held-out part is reported as a rate only, and only when asked (`--held-out`: once before a rewrite
  // and once after it); its failures are never printed, so they cannot be tuned to.
  for (const part of process.argv.includes('--held-out') ? (['tuning', 'held-out'] as const) : (['tuning'] as const)) {
    const partReport = measure(system, casesOf(part))
    process.stdout.write(part + ': ' + tallyText(partReport.explicit) + ' as given, ' + tallyText(partReport) + ' with sub-tests\n')
  }

  // `--booklet` prints the rate on the booklet table, overall and per section (rates only: it is the unseen measure).
  if (process.argv.includes('--booklet')) {
    const booklet = runCases(system, readCases(bookletPath))
    process.stdout.write('booklet: ' + tallyText(booklet.explicit) + '\n')
    for (const group of booklet.groups) process.stdout.write('  ' + group.group + ': ' + tallyText(group) + '\n')
  }

  // `--robots N` bids N random deals robot against robot and prints the share of fallback calls.
  const robotsIndex = process.argv.indexOf('--robots')
  if (robotsIndex > 0) {
    const {calls, fallbacks, naturalPasses, natural, illegal} = robotsAgainstRobots(system, Number(process.argv[robotsIndex + 1] ?? 1000))
    const share = (count: number) => count + ' of ' + calls + ' calls (' + ((count / calls) * 100).toFixed(1) + '%)'
    process.stdout.write('robot v robot: fallback ' + share(fallbacks) + ', of which passes ' + share(naturalPasses) + '; natural layer ' + share(natural) + '; ' + illegal + ' illegal\n')
  }

  // `--tuning-file FILE` writes the tuning part as JSON lines, for `bidding bid --cases FILE` (the held-out part is never written).
  const tuningIndex = process.argv.indexOf('--tuning-file')
  if (tuningIndex > 0 && process.argv[tuningIndex + 1]) {
    const lines = readFileSync(casesPath, 'utf8').split('\n').filter((line) => line.trim() !== '')
    const kept = lines.filter((line) => {
      const {cases} = parseCases(line)
      return cases.length === 1 && partOf(cases[0]!) === 'tuning'
    })
    writeFileSync(process.argv[tuningIndex + 1]!, kept.join('\n') + '\n')
    process.stdout.write('Wrote ' + kept.length + ' tuning cases to ' + process.argv[tuningIndex + 1] + '\n')
  }

  const baseline = readBaseline()
  if (process.argv.includes('--accept')) {
    writeFileSync(baselinePath, JSON.stringify(baselineOf(report), null, 2) + '\n')
    process.stdout.write('Wrote ' + path.relative(process.cwd(), baselinePath) + '\n')
    return
  }

  if (!baseline) {
    process.stdout.write('No baseline yet: run `accept`\n')
    return
  }

  const {newlyFailing, newlyPassing} = compareBaseline(report, baseline)
  // Only the tuning part's cases are named; the held-out part's changes are counted, never listed.
  const tuningKeys = new Set(runCases(system, casesOf('tuning')).results.map((result) => result.key))
  for (const [words, keys] of [['newly failing', newlyFailing], ['newly passing', newlyPassing]] as const) {
    for (const key of keys) if (tuningKeys.has(key)) process.stdout.write(words + ': ' + key + '\n')
    const hidden = keys.filter((key) => !tuningKeys.has(key)).length
    if (hidden > 0) process.stdout.write(words + ' in the held-out part: ' + hidden + ' (not listed)\n')
  }
  if (newlyFailing.length > 0) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
