/**
 * The deep lint: for each node of a system, deal a sample of hands for the
 * player to call there (hands that fit what that player's own earlier calls
 * showed) and report, per node, hands that fit two candidates (overlaps),
 * hands that fit none (holes), candidates never chosen, candidates that
 * never held on the sample, and constraints that can never hold (empty HCP
 * or length bounds).
 */

import {allOf, constraintBounds, isEmptyBounds, type Constraint} from '@bidding/core/constraints'
import {messageAt} from '@bidding/core/messages'
import type {Call} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {formatHand, undecidableAtoms, type Hand} from '@bidding/hand'
import type {VFile} from 'vfile'
import {source} from './message.js'
import type {Candidate, CompiledSystem, LintNode} from './types.js'

/** Options of `lintSystem`. */
export interface LintOptions {
  /** Hands to deal per node (default 200). */
  samples?: number | undefined
  /** Seed of the deals (default 1), so that reports are repeatable. */
  seed?: number | string | undefined
  /**
   * Deals to generate at most for the hands of one node (default 20,000):
   * the budget that keeps a rare auction from taking the run's time. A node
   * whose player's hands are rarer gets fewer hands (`samples` says how many).
   */
  maxGenerated?: number | undefined
  /** Called after each node with the number done and the total. */
  onProgress?: ((done: number, total: number) => void) | undefined
}

/** What the lint found at one node. */
export interface LintFinding {
  /** Where: the auction (`1N (P)`) or state. */
  at: string
  /** Seats and vulnerability of this candidate list, when it depends on them. */
  conditions?: string | undefined
  /** Hands dealt (fewer than asked when the node's hands are rare). */
  samples: number
  /** Candidates in order. */
  calls: Call[]
  /** Pairs of candidates that fit the same hands, with how many, most first. */
  overlaps: Array<{calls: [Call, Call]; count: number}>
  /** Hands no candidate fits. */
  holes: number
  /** An example of a hand in a hole (PBN), if any. */
  hole?: Hand | undefined
  /** Candidates never chosen on the sample. */
  neverChosen: Call[]
  /** Candidates that never fit a hand of the sample. */
  neverHolds: Call[]
  /** Candidates whose constraint can never hold (contradictory HCP or lengths). */
  impossible: Call[]
  /** Candidates that cannot be decided on a hand (unbound suits, unknown qualities). */
  undecidable: Call[]
  /** The candidate nodes, for positions (`calls[i]` is `nodes[i]`). */
  nodes: Candidate['bid'][]
}

function usable(constraint: Constraint | undefined): Constraint | undefined {
  if (!constraint) return undefined
  return undecidableAtoms(constraint).length === 0 && !isEmptyBounds(constraintBounds(constraint)) ? constraint : undefined
}

/** Hands for the nodes, dealt once per distinct constraint (many nodes share what their player has shown). */
type HandSource = (shown: Constraint | undefined) => Hand[]

function handSource(options: LintOptions): HandSource {
  const dealt = new Map<string, Hand[]>()
  return (shown) => {
    const key = shown ? JSON.stringify(shown) : ''
    let hands = dealt.get(key)
    if (!hands) {
      const result = generateDealsSync({
        count: options.samples ?? 200,
        seed: options.seed ?? 1,
        maxGenerated: options.maxGenerated ?? 20_000,
        constraints: shown ? {N: shown} : undefined,
        threads: 1
      })
      hands = result.deals.map((deal) => deal[0])
      dealt.set(key, hands)
    }

    return hands
  }
}

function lintNode(node: LintNode, handsFor: HandSource): LintFinding {
  const candidates = node.candidates
  const calls = candidates.map((candidate) => candidate.call)
  const finding: LintFinding = {
    at: node.at,
    samples: 0,
    calls,
    overlaps: [],
    holes: 0,
    neverChosen: [],
    neverHolds: [],
    impossible: [],
    undecidable: [],
    nodes: candidates.map((candidate) => candidate.bid)
  }
  if (node.conditions) finding.conditions = node.conditions
  for (const candidate of candidates) {
    const both = allOf(candidate.constraint, candidate.criteria)
    if (!both) continue
    if (isEmptyBounds(constraintBounds(both))) finding.impossible.push(candidate.call)
    else if (undecidableAtoms(both).length > 0) finding.undecidable.push(candidate.call)
  }

  const hands = handsFor(usable(node.shown))
  finding.samples = hands.length
  const fitsCount = candidates.map(() => 0)
  const chosenCount = candidates.map(() => 0)
  const pairs = new Map<string, number>()
  const rank = node.ranking ? new Map(node.ranking.map((call, index) => [call, index] as const)) : undefined
  for (const hand of hands) {
    const fitting: number[] = []
    for (const [index, candidate] of candidates.entries()) {
      const value = candidate.test ? candidate.test(hand) : node.undecidedPasses ? undefined : false
      const fits = value === true || (value === undefined && node.undecidedPasses === true)
      if (fits) {
        fitting.push(index)
        fitsCount[index]!++
      }
    }

    // Fallbacks fill holes but do not count as overlaps with ordinary calls.
    const ordinary = fitting.filter((index) => !candidates[index]!.fallback)
    if (ordinary.length === 0) {
      finding.holes++
      finding.hole ??= hand
    }

    for (let a = 0; a < ordinary.length; a++) {
      for (let b = a + 1; b < ordinary.length; b++) {
        const key = ordinary[a] + ',' + ordinary[b]
        pairs.set(key, (pairs.get(key) ?? 0) + 1)
      }
    }

    let chosen: number | undefined
    if (rank) {
      let best = Infinity
      for (const index of fitting) {
        const at = rank.get(calls[index]!)
        if (at !== undefined && at < best) {
          best = at
          chosen = index
        }
      }
    } else {
      chosen = ordinary[0] ?? fitting[0]
    }

    if (chosen !== undefined) chosenCount[chosen]!++
  }

  finding.overlaps = [...pairs]
    .map(([key, count]) => {
      const [a, b] = key.split(',').map(Number) as [number, number]
      return {calls: [calls[a]!, calls[b]!] as [Call, Call], count}
    })
    .sort((x, y) => y.count - x.count)
  if (hands.length > 0) {
    for (const [index, call] of calls.entries()) {
      if (chosenCount[index] === 0) finding.neverChosen.push(call)
      if (fitsCount[index] === 0 && candidates[index]!.test) finding.neverHolds.push(call)
    }
  }

  return finding
}

/**
 * Lint a compiled system on sample hands, node by node.
 *
 * @param system the system (`compileSystem`).
 * @param options samples per node, seed.
 * @returns one finding per node (and per distinct seat/vulnerability variant of it).
 */
export function lintSystem(system: CompiledSystem, options: LintOptions = {}): LintFinding[] {
  const nodes = system.engine.nodes().filter((node) => node.candidates.length > 0)
  const findings: LintFinding[] = []
  const handsFor = handSource(options)
  for (const [index, node] of nodes.entries()) {
    findings.push(lintNode(node, handsFor))
    options.onProgress?.(index + 1, nodes.length)
  }

  return findings
}

/** A finding as one line of text, `undefined` when there is nothing to say. */
export function findingText(finding: LintFinding): string | undefined {
  const percent = (count: number) => (finding.samples === 0 ? '0' : ((count / finding.samples) * 100).toFixed(1)) + '%'
  const parts: string[] = []
  if (finding.holes > 0) parts.push('holes ' + percent(finding.holes))
  if (finding.overlaps.length > 0) {
    parts.push('overlaps ' + finding.overlaps.slice(0, 3).map((pair) => pair.calls.join('/') + ' ' + percent(pair.count)).join(', ') + (finding.overlaps.length > 3 ? ', …' : ''))
  }

  if (finding.neverChosen.length > 0) parts.push('never chosen: ' + finding.neverChosen.join(' '))
  const never = finding.neverHolds.filter((call) => !finding.impossible.includes(call))
  if (never.length > 0) parts.push('never holds: ' + never.join(' '))
  if (finding.impossible.length > 0) parts.push('impossible: ' + finding.impossible.join(' '))
  if (finding.undecidable.length > 0) parts.push('undecidable: ' + finding.undecidable.join(' '))
  if (parts.length === 0) return undefined
  return finding.at + (finding.conditions ? ' [' + finding.conditions + ']' : '') + ' (' + finding.samples + (finding.samples === 1 ? ' hand): ' : ' hands): ') + parts.join('; ')
}

/** Hands a node needs before a call that never came up is worth reporting. */
const minimumSamples = 30

/** Kinds of lint issue, worst first. */
const issueKinds = ['impossible-constraint', 'hole', 'never-holds', 'never-chosen', 'overlap'] as const

/** One thing the lint says about one bid: what `reportFindings` reports. */
export interface LintIssue {
  /** Rule id: `impossible-constraint`, `hole`, `never-holds`, `never-chosen` or `overlap`. */
  ruleId: (typeof issueKinds)[number]
  reason: string
  /** The bid concerned (its position and file), when known. */
  node: Candidate['bid'] | undefined
  /** An overlap is information (the system's order decides); the rest are warnings. */
  info: boolean
  /** Share of the sample hands concerned (1 for a constraint that can never hold). */
  share: number
}

/**
 * The issues of findings, worst first: by kind (constraints that can never
 * hold, holes, calls that never hold, calls never chosen, overlaps), then
 * by the share of hands concerned, most first; ties keep the system's order.
 */
export function lintIssues(findings: readonly LintFinding[]): LintIssue[] {
  const issues: LintIssue[] = []
  const percent = (finding: LintFinding, count: number) => ((count / Math.max(1, finding.samples)) * 100).toFixed(1) + '%'
  const share = (finding: LintFinding, count: number) => count / Math.max(1, finding.samples)
  for (const finding of findings) {
    const at = '`' + finding.at + '`' + (finding.conditions ? ' (' + finding.conditions + ')' : '')
    const node = (call: Call) => finding.nodes[finding.calls.indexOf(call)]
    if (finding.holes > 0) {
      issues.push({
        ruleId: 'hole',
        reason:
          'Unexpected hole at ' + at + ': ' + percent(finding, finding.holes) + ' of ' + finding.samples + (finding.samples === 1 ? ' sample hand fit' : ' sample hands fit') + ' no call' +
          (finding.hole ? ' (such as ' + formatHand(finding.hole, {notation: 'symbols'}) + ')' : ''),
        node: finding.nodes[0],
        info: false,
        share: share(finding, finding.holes)
      })
    }

    for (const pair of finding.overlaps.slice(0, 3)) {
      issues.push({
        ruleId: 'overlap',
        reason: '`' + pair.calls[0] + '` and `' + pair.calls[1] + '` both fit ' + percent(finding, pair.count) + ' of the sample hands at ' + at + '; the system’s order decides',
        node: node(pair.calls[1]),
        info: true,
        share: share(finding, pair.count)
      })
    }

    for (const call of finding.impossible) {
      issues.push({
        ruleId: 'impossible-constraint',
        reason: 'Unexpected constraint of `' + call + '` at ' + at + ' that can never hold (its HCP or suit lengths contradict each other)',
        node: node(call),
        info: false,
        share: 1
      })
    }

    // On a handful of hands (a rare auction), a call that did not come up says nothing.
    const enough = finding.samples >= minimumSamples
    for (const call of finding.neverHolds) {
      if (!enough || finding.impossible.includes(call)) continue
      issues.push({
        ruleId: 'never-holds',
        reason: 'Unexpected `' + call + '` at ' + at + ' that fits none of ' + finding.samples + (finding.samples === 1 ? ' sample hand' : ' sample hands'),
        node: node(call),
        info: false,
        share: 1
      })
    }

    for (const call of finding.neverChosen) {
      if (!enough || finding.impossible.includes(call) || finding.neverHolds.includes(call) || finding.undecidable.includes(call)) continue
      issues.push({
        ruleId: 'never-chosen',
        reason: 'Unexpected `' + call + '` at ' + at + ' that is never chosen on ' + finding.samples + (finding.samples === 1 ? ' sample hand' : ' sample hands') + ': calls before it take every hand it fits',
        node: node(call),
        info: false,
        share: 1
      })
    }
  }

  // A stable sort keeps the system's order among equals.
  return issues.sort((a, b) => issueKinds.indexOf(a.ruleId) - issueKinds.indexOf(b.ruleId) || b.share - a.share)
}

/**
 * Report findings as messages on the system's file (each on the file its
 * bid was read from), at the bids concerned, worst first (`lintIssues`):
 * `hole` and `never-chosen`, `never-holds`, `impossible-constraint`
 * (warnings), `overlap` (information: in an ordered system the earlier
 * call wins). With `limit`, only the worst `limit`.
 */
export function reportFindings(findings: readonly LintFinding[], file: VFile, options: {limit?: number | undefined} = {}): void {
  const issues = lintIssues(findings)
  for (const issue of issues.slice(0, options.limit ?? issues.length)) {
    const message = messageAt(file, issue.reason, issue.node, {ruleId: issue.ruleId, source})
    if (message && issue.info) message.fatal = undefined
  }
}
