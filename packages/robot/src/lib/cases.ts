/**
 * Expectation tests (saycbridge's `test_sayc.py` shape, engines.md §4.1): a
 * hand, the auction before its call from the dealer, the vulnerability and
 * the call a book expects. `runCases` bids every case with a system and
 * counts; `subtestsOf` derives saycbridge's sub-tests — for every case with
 * at least four calls of history, the same hand's own earlier call (the
 * history less its last four calls, expecting the fourth call from the end).
 */

import {isCall, parseAuction, parseCall, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import {parseHand, parseVulnerability, type Hand} from '@bidding/hand'
import {chooseCall} from './choose.js'
import type {ChooseOptions, CompiledSystem, Reason} from './types.js'

/** One expectation. */
export interface BiddingCase {
  /** The hand to bid, spades.hearts.diamonds.clubs (PBN order). */
  hand: string
  /** The calls so far from the dealer, separated by spaces (`1N P 2C P`); empty for an opening. */
  history: string
  /** The call expected (`1N`, `P`, `X`, `XX`, any spelling `parseCall` reads). */
  expected: string
  /** The test group (`test_open_one_nt`). */
  group?: string | undefined
  /** `None`, `N-S`, `E-W` or `Both` (anything `parseVulnerability` reads); none when absent. */
  vulnerability?: string | undefined
  /** The dealer (default North). */
  dealer?: Direction | undefined
  /** The source's comment (a book page, a rationale). */
  comment?: string | undefined
  /** For a derived sub-test: the history of the case it comes from. */
  subtestOf?: string | undefined
}

/** A line of a case file that could not be read. */
export interface CaseProblem {
  /** 1-based line. */
  line: number
  message: string
}

/** How one case fared. */
export interface CaseResult {
  /** A stable name: group, hand, history and vulnerability (and the case a sub-test comes from). */
  key: string
  group: string
  hand: string
  history: string
  vulnerability: string
  expected: string
  /** The robot's call (`''` when the case could not be bid). */
  got: string
  passed: boolean
  /** Why the robot called (`rule`, `fallback`, `no-rule` …), or `invalid` for a case that does not read. */
  reason: Reason | 'invalid'
  /** The robot's explanation, or what is wrong with the case. */
  explanation: string
  comment?: string | undefined
  /** For a sub-test: the history of the case it comes from. */
  subtestOf?: string | undefined
}

/** Passed and total. */
export interface Tally {
  passed: number
  total: number
}

/** The result of `runCases`. */
export interface CasesReport {
  /** Every case in order, each followed by its sub-test (with `subtests`). */
  results: CaseResult[]
  /** All results. */
  passed: number
  total: number
  /** The cases as given. */
  explicit: Tally
  /** The derived sub-tests (zero of zero without `subtests`). */
  subtests: Tally
  /** Per group, in order of first appearance. */
  groups: Array<Tally & {group: string}>
}

/** Options of `runCases`. */
export interface RunCasesOptions {
  /** Also run saycbridge's sub-tests (default `false`). */
  subtests?: boolean | undefined
  /** The fallback (as `chooseCall`'s option). */
  fallback?: ChooseOptions['fallback']
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Read a case file: one JSON object per line (`{"group", "hand",
 * "expected", "history", "vulnerability", "comment"}`, as the corpus's
 * `sayc/dev.jsonl`); blank lines are skipped. Never throws: lines that do not
 * read are returned as problems.
 */
export function parseCases(value: string): {cases: BiddingCase[]; problems: CaseProblem[]} {
  const cases: BiddingCase[] = []
  const problems: CaseProblem[] = []
  for (const [index, line] of value.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue
    let data: unknown
    try {
      data = JSON.parse(line)
    } catch {
      problems.push({line: index + 1, message: 'Unexpected text, expected a JSON object'})
      continue
    }

    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      problems.push({line: index + 1, message: 'Unexpected value, expected a JSON object'})
      continue
    }

    const record = data as Record<string, unknown>
    const hand = text(record.hand)
    const expected = text(record.expected)
    if (hand === undefined || expected === undefined) {
      problems.push({line: index + 1, message: 'Expected `hand` and `expected` strings'})
      continue
    }

    const item: BiddingCase = {hand, expected, history: text(record.history) ?? ''}
    const group = text(record.group)
    if (group !== undefined) item.group = group
    const vulnerability = text(record.vulnerability)
    if (vulnerability !== undefined) item.vulnerability = vulnerability
    const comment = text(record.comment)
    if (comment !== undefined && comment !== '') item.comment = comment
    cases.push(item)
  }

  return {cases, problems}
}

function callsOf(history: string): string[] {
  return history.split(/\s+/).filter((call) => call !== '')
}

/**
 * saycbridge's sub-tests: for every case with at least four calls of
 * history, the same hand's earlier call — the history less its last four
 * calls, expecting the fourth call from the end.
 */
export function subtestsOf(cases: readonly BiddingCase[]): BiddingCase[] {
  const result: BiddingCase[] = []
  for (const item of cases) {
    const sub = subtestOf(item)
    if (sub) result.push(sub)
  }

  return result
}

function subtestOf(item: BiddingCase): BiddingCase | undefined {
  const calls = callsOf(item.history)
  if (calls.length < 4) return undefined
  const sub: BiddingCase = {...item, history: calls.slice(0, -4).join(' '), expected: calls.at(-4)!, subtestOf: item.history}
  delete sub.comment
  return sub
}

/** The key of a case: group, hand, history (`-` when empty), vulnerability, and the case a sub-test comes from. */
export function caseKey(item: BiddingCase): string {
  const history = callsOf(item.history).join(' ')
  return (
    (item.group ?? '') + ' ' + item.hand + ' [' + (history || '-') + '] ' + (item.vulnerability ?? 'None') +
    (item.subtestOf === undefined ? '' : ' (sub-test of [' + callsOf(item.subtestOf).join(' ') + '])')
  )
}

/** Bid one case. */
function runCase(system: CompiledSystem, item: BiddingCase, options: RunCasesOptions): CaseResult {
  const result: CaseResult = {
    key: caseKey(item),
    group: item.group ?? '',
    hand: item.hand,
    history: callsOf(item.history).join(' '),
    vulnerability: item.vulnerability ?? 'None',
    expected: item.expected,
    got: '',
    passed: false,
    reason: 'invalid',
    explanation: ''
  }
  if (item.comment !== undefined) result.comment = item.comment
  if (item.subtestOf !== undefined) result.subtestOf = callsOf(item.subtestOf).join(' ')

  const invalid = (message: string): CaseResult => ({...result, explanation: message})
  const hand = parseHand(item.hand, {notation: 'pbn', complete: true})
  if (!hand.ok) return invalid(hand.message + ' in the hand `' + item.hand + '`')
  const auction = parseAuction(item.history)
  if (auction.problems.length > 0) return invalid(auction.problems[0]!.reason + ' in the history `' + item.history + '`')
  const expected = parseCall(item.expected)
  if (!expected || !isCall(expected)) return invalid('Unexpected expected call `' + item.expected + '`, expected a call such as `1N`, `P` or `X`')
  let vulnerability: DealVulnerability = 'none'
  if (item.vulnerability !== undefined && item.vulnerability.trim() !== '') {
    const read = parseVulnerability(item.vulnerability)
    if (!read) return invalid('Unexpected vulnerability `' + item.vulnerability + '`, expected `None`, `N-S`, `E-W` or `Both`')
    vulnerability = read
  }

  const choice = chooseCall(
    system,
    {hand: hand.hand as Hand, auction: auction.calls as Call[], dealer: item.dealer ?? 'N', vulnerability},
    options.fallback === undefined ? {} : {fallback: options.fallback}
  )
  return {...result, expected, got: choice.call, passed: choice.call === expected, reason: choice.reason, explanation: choice.explanation}
}

/**
 * Bid every case with a system and count: per case, overall, for the cases
 * as given and for the sub-tests, and per group. Never throws: a case that
 * does not read fails with reason `invalid` and says why.
 */
export function runCases(system: CompiledSystem, cases: readonly BiddingCase[], options: RunCasesOptions = {}): CasesReport {
  const results: CaseResult[] = []
  const explicit: Tally = {passed: 0, total: 0}
  const subtests: Tally = {passed: 0, total: 0}
  const groups = new Map<string, Tally & {group: string}>()
  const count = (result: CaseResult, tally: Tally) => {
    results.push(result)
    tally.total++
    if (result.passed) tally.passed++
    let group = groups.get(result.group)
    if (!group) {
      group = {group: result.group, passed: 0, total: 0}
      groups.set(result.group, group)
    }

    group.total++
    if (result.passed) group.passed++
  }

  for (const item of cases) {
    count(runCase(system, item, options), explicit)
    if (options.subtests) {
      const sub = subtestOf(item)
      if (sub) count(runCase(system, sub, options), subtests)
    }
  }

  return {
    results,
    passed: explicit.passed + subtests.passed,
    total: explicit.total + subtests.total,
    explicit,
    subtests,
    groups: [...groups.values()]
  }
}

/** `P of N (xx.x%)`. */
export function tallyText(tally: Tally): string {
  const rate = tally.total === 0 ? 0 : (tally.passed / tally.total) * 100
  return tally.passed + ' of ' + tally.total + ' (' + rate.toFixed(1) + '%)'
}

/** A failure for people: the case, its group, the call expected and made, and the robot's explanation. */
export function failureText(result: CaseResult): string {
  const where = result.history === '' ? 'opening' : 'after ' + result.history
  const head =
    'FAIL ' + result.group + ': ' + result.hand + ' ' + where + ' (' + result.vulnerability + ')' +
    (result.subtestOf === undefined ? '' : ' [sub-test of ' + result.subtestOf + ']') +
    ': expected ' + result.expected + ', got ' + (result.got || 'nothing')
  const lines = result.explanation === '' ? [] : result.explanation.split('\n')
  return [head, ...lines.map((line) => '    ' + line)].join('\n')
}

/**
 * The report for people: every failure, then — with sub-tests — the rates
 * of the cases as given and of the sub-tests, and last `passed P of N
 * (xx.x%)`.
 */
export function casesText(report: CasesReport): string {
  const lines: string[] = []
  for (const result of report.results) if (!result.passed) lines.push(failureText(result))
  if (report.subtests.total > 0) {
    lines.push('cases as given: ' + tallyText(report.explicit), 'sub-tests: ' + tallyText(report.subtests))
  }

  lines.push('passed ' + tallyText(report))
  return lines.join('\n') + '\n'
}
