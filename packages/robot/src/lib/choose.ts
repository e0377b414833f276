/**
 * Choose a call: find the node the auction reached, pick by the system's
 * rule, fall back when nothing applies, and explain.
 */

import {auctionStatus, isLegal, type Root} from '@bidding/core'
import type {AuctionFacts} from './auction-facts.js'
import {compileSystem} from './compile.js'
import {naturalFallback} from './natural.js'
import {explainAuction, shownBounds} from './summary.js'
import {constraintText, failedParts, meaningText} from './text.js'
import type {FullSituation, CandidateReport, Choice, ChooseOptions, CompiledSystem, Fallback, FallbackContext, Reason, Selection, Situation} from './types.js'
import {viewOf} from './view.js'

const forcingWords = {'non-forcing': 'non-forcing', 'one-round': 'one round', game: 'to game', slam: 'to slam'} as const

function fallbackOf(system: CompiledSystem, options: ChooseOptions): Fallback | undefined {
  const chosen = options.fallback ?? system.fallback
  if (chosen === undefined || chosen === 'pass') return undefined
  return chosen === 'natural' ? naturalFallback : chosen
}

function report(item: Selection['tried'][number], situation: FullSituation, explain: boolean, facts?: AuctionFacts): CandidateReport {
  const {candidate, status} = item
  const result: CandidateReport = {call: candidate.call, status, node: candidate.bid}
  if (!explain) return result
  const meaning = meaningText(candidate.bid)
  if (meaning) result.meaning = meaning
  const shows = constraintText(candidate.constraint)
  if (shows) result.shows = shows
  const requires = constraintText(candidate.criteria)
  if (requires) result.requires = requires
  if (candidate.fallback) result.fallback = true
  if (status === 'fails') {
    const failed = [
      ...(candidate.constraint ? failedParts(candidate.constraint, situation.hand, facts, candidate.call) : []),
      ...(candidate.criteria ? failedParts(candidate.criteria, situation.hand, facts, candidate.call) : [])
    ]
    if (failed.length > 0) result.failed = failed
  }

  return result
}

const noCallWords: Partial<Record<Reason, string>> = {
  'no-rule': 'No rule applies',
  unranked: 'No ranked bid applies',
  'off-system': 'The auction is not in the system',
  error: 'The reference program fails here'
}

/** The "why not" line of the candidates tried before (or instead of) the call. */
function whyNot(candidates: readonly CandidateReport[]): string | undefined {
  const parts: string[] = []
  for (const candidate of candidates) {
    if (candidate.status === 'chosen') break
    if (candidate.status === 'fails') parts.push(candidate.call + ': ' + (candidate.failed ?? [candidate.shows ?? 'does not fit']).join(', '))
    else if (candidate.status === 'undecided') parts.push(candidate.call + ': cannot be decided (' + (candidate.shows ?? '') + ')')
    else if (candidate.status === 'illegal') parts.push(candidate.call + ': not legal now')
    else if (candidate.status === 'unranked') parts.push(candidate.call + ': fits, but not in the priority list')
  }

  if (parts.length === 0) return undefined
  const shown = parts.slice(0, 6)
  return 'Not ' + shown.join('; not ') + (parts.length > shown.length ? '; …' : '')
}

/**
 * Choose a call for a hand.
 *
 * @param system a compiled system (`compileSystem`), or a bdast tree (compiled on each call: slower).
 * @param situation the hand, the auction so far (from the dealer), dealer and vulnerability.
 * @param options fallback and explanation settings.
 * @returns the call, why, and its explanation; never throws for any auction or hand.
 */
export function chooseCall(system: CompiledSystem | Root, situation: Situation, options: ChooseOptions = {}): Choice {
  const compiled = 'engine' in system ? system : compileSystem(system)
  const explain = options.explain !== false
  const full: FullSituation = {
    hand: situation.hand,
    auction: situation.auction,
    dealer: situation.dealer ?? 'N',
    vulnerability: situation.vulnerability ?? 'none'
  }
  if (auctionStatus(full.auction).ended) {
    return {call: 'P', reason: 'auction-over', explanation: explain ? 'The auction is over.' : '', candidates: []}
  }

  const view = viewOf(full.auction, full.dealer, full.vulnerability)
  const selection = compiled.engine.choose(view, full.hand, explain)
  const candidates = explain
    ? selection.tried.map((item) => report(item, full, true, selection.facts))
    : selection.chosen
      ? [report({candidate: selection.chosen, status: 'chosen'}, full, false)]
      : []

  if (selection.chosen) {
    const bid = selection.chosen.bid
    const choice: Choice = {call: selection.chosen.call, reason: selection.reason, explanation: '', node: bid, candidates}
    if (selection.at !== undefined) choice.at = selection.at
    if (bid.alert) choice.alert = bid.alert
    if (bid.forcing) choice.forcing = bid.forcing
    if (!explain) return choice
    const meaning = meaningText(bid)
    const shows = constraintText(selection.chosen.constraint)
    const requires = constraintText(selection.chosen.criteria)
    if (meaning) choice.meaning = meaning
    if (shows) choice.shows = shows
    if (requires) choice.requires = requires
    const lines: string[] = []
    const head = meaning ?? (shows ? 'Shows ' + shows : 'No description')
    lines.push((selection.reason === 'fallback' ? 'Fallback: ' : '') + head)
    if (meaning && shows) lines.push('Shows: ' + shows)
    if (requires) lines.push('Requires: ' + requires)
    if (bid.alert && (bid.alert.artificial || (bid.alert.disposition && bid.alert.disposition !== 'none'))) {
      lines.push('Alert: ' + [bid.alert.artificial ? 'artificial' : '', bid.alert.disposition && bid.alert.disposition !== 'none' ? bid.alert.disposition : ''].filter(Boolean).join(', '))
    }

    if (bid.forcing) lines.push('Forcing: ' + forcingWords[bid.forcing])
    const not = whyNot(candidates)
    if (not) lines.push(not)
    choice.explanation = lines.join('\n')
    return choice
  }

  // Nothing in the system: a fallback, or pass.
  const reason = selection.reason as FallbackContext['reason']
  const fallback = fallbackOf(compiled, options)
  const lines: string[] = []
  if (explain) {
    const words = noCallWords[reason] ?? 'No rule applies'
    lines.push(words + (selection.at ? ' (' + (selection.error ?? selection.at) + ')' : selection.error ? ' (' + selection.error + ')' : ''))
    const not = whyNot(candidates)
    if (not) lines.push(not)
  }

  if (fallback) {
    let summary: ReturnType<typeof explainAuction> | undefined
    const context: FallbackContext = {
      reason,
      system: compiled,
      summary: () => (summary ??= explainAuction(compiled, {auction: full.auction, dealer: full.dealer, vulnerability: full.vulnerability})),
      shown: (direction) => shownBounds(compiled, full, direction)
    }
    const answer = fallback(full, context)
    if (answer && isLegal(full.auction, answer.call)) {
      const choice: Choice = {call: answer.call, reason: 'fallback', explanation: '', candidates}
      if (selection.at !== undefined) choice.at = selection.at
      if (answer.shows) choice.shows = answer.shows
      if (explain) choice.explanation = ['Fallback: ' + answer.explanation, ...lines].join('\n')
      return choice
    }
  }

  const choice: Choice = {call: 'P', reason, explanation: '', candidates}
  if (selection.at !== undefined) choice.at = selection.at
  if (explain) {
    lines[0] += '; passing'
    choice.explanation = lines.join('\n')
  }

  return choice
}
