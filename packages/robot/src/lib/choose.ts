/**
 * Choose a call: find the node the auction reached, pick by the system's
 * rule, fall back when nothing applies, and explain.
 */

import {auctionStatus, formatCall, isLegal, priorityText} from '@bidding/core/calls'
import type {Bid, Root} from '@bidding/core'
import {cachedAuctionFacts, type AuctionFacts, type Reader} from './auction-facts.js'
import {compileSystem} from './compile.js'
import {naturalCall, naturalFallback} from './natural.js'
import {explainAuction, shownBounds} from './summary.js'
import {showsText} from './shows.js'
import {constraintText, failedParts, meaningText} from './text.js'
import type {AuctionView, Candidate, FullSituation, CandidateReport, Choice, ChooseOptions, CompiledSystem, Fallback, FallbackContext, Reason, Selection, Situation} from './types.js'
import {viewOf} from './view.js'

/** The explanation's lines when none are written (never changed). */
const noLines: string[] = []

/** Without explanations: no candidate reported (frozen, shared). */
const noReports: readonly CandidateReport[] = Object.freeze([])

/** Without explanations, the report of a chosen candidate: made once per candidate, frozen, kept on it (a field, not a weak map: read on most choices). */
function chosenReport(candidate: Candidate): readonly CandidateReport[] {
  return (candidate.reports ??= Object.freeze([Object.freeze<CandidateReport>({call: candidate.call, status: 'chosen', node: candidate.bid})]))
}

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

/** A call with its meaning, for people: `2♥ (Michaels)`. */
function named(candidate: CandidateReport): string {
  const call = formatCall(candidate.call, 'symbols')
  return candidate.meaning ? call + ' (' + candidate.meaning + ')' : call
}

/**
 * The "why not" line: the (at most three) nearest calls tried before the
 * chosen one — those that miss the fewest parts — by meaning, with what the
 * hand misses.
 */
function whyNot(candidates: readonly CandidateReport[]): string | undefined {
  const misses: Array<{text: string; distance: number}> = []
  for (const candidate of candidates) {
    if (candidate.status === 'chosen') break
    if (candidate.status === 'fails') {
      const failed = candidate.failed ?? [candidate.shows ?? 'does not fit']
      misses.push({text: named(candidate) + ': ' + failed.join(', '), distance: failed.length})
    } else if (candidate.status === 'illegal') misses.push({text: named(candidate) + ': not legal now', distance: 0})
    else if (candidate.status === 'unranked') misses.push({text: named(candidate) + ': fits, but not in the priority list', distance: 0})
  }

  if (misses.length === 0) return undefined
  // Stable: among equally near calls, the order tried.
  const nearest = misses.map((miss, index) => ({...miss, index})).sort((a, b) => a.distance - b.distance || a.index - b.index).slice(0, 3)
  nearest.sort((a, b) => a.index - b.index)
  return 'Not ' + nearest.map((miss) => miss.text).join('; not ') + (misses.length > nearest.length ? '; …' : '')
}

function isAnyHand(bid: Bid): boolean {
  const constraint = bid.constraint
  return (constraint === undefined || (constraint.type === 'and' && constraint.children.length === 0)) && bid.criteria === undefined
}

/**
 * When other calls fit too: which they are and why the chosen one won —
 * a higher priority class, or (ties) its place in the system's order.
 */
function alsoFits(chosen: Bid, candidates: readonly CandidateReport[], kind: CompiledSystem['kind']): string | undefined {
  // A call for any hand (a closing pass) always fits: naming it says nothing.
  const others = candidates
    .filter((candidate) => candidate.status === 'fits' && !candidate.fallback && !isAnyHand(candidate.node))
    .slice(0, 3)
  if (others.length === 0) return undefined
  const own = chosen.priority ?? 0
  const parts = others.map((other) => {
    const theirs = other.node.priority ?? 0
    const why = own > theirs
      ? 'lower priority (' + priorityText(theirs) + ', against ' + priorityText(own) + ')'
      : kind === 'tree'
        ? 'later in the notes'
        : kind === 'states'
          ? 'later in the priority list'
          : 'later in the system’s order'
    return named(other) + ', ' + why
  })
  return 'Also fits: ' + parts.join('; ')
}

/** What the auction has shown, for a fallback: the facts the engine found while choosing, else its own or the cache's. */
function factsOf(compiled: CompiledSystem, view: AuctionView, selection: Selection): AuctionFacts {
  return selection.facts ?? compiled.engine.facts?.(view) ?? cachedAuctionFacts(compiled, view, readerOf(compiled, view))
}

/** How the engine reads the calls of a view (apart: a function that makes a closure allocates its scope on every call). */
function readerOf(compiled: CompiledSystem, view: AuctionView): Reader {
  return (index, side) => compiled.engine.interpret(view, index, side)
}

/** Every candidate tried, explained (apart from `chooseInView`, whose calls then allocate no scope for the closure). */
function reportsOf(selection: Selection, full: FullSituation): CandidateReport[] {
  return selection.tried.map((item) => report(item, full, true, selection.facts))
}

/** What a fallback other than the natural layer is told. */
function contextOf(compiled: CompiledSystem, full: FullSituation, view: AuctionView, selection: Selection, reason: FallbackContext['reason']): FallbackContext {
  let summary: ReturnType<typeof explainAuction> | undefined
  return {
    reason,
    system: compiled,
    summary: () => (summary ??= explainAuction(compiled, {auction: full.auction, dealer: full.dealer, vulnerability: full.vulnerability})),
    shown: (direction) => shownBounds(compiled, full, direction, view),
    facts: () => factsOf(compiled, view, selection)
  }
}

/**
 * A choice by a rule of the system, made at its final shape (`at`, `alert`
 * and `forcing` in the literal when present, in this order): a property
 * added later would grow a property store on each choice. Without
 * explanations the choice ends here.
 */
function ruleChoice(call: Choice['call'], reason: Reason, node: Bid, candidates: readonly CandidateReport[], at: string | undefined): Choice {
  const {alert, forcing} = node
  if (at === undefined) {
    if (alert) return forcing ? {call, reason, explanation: '', node, candidates, alert, forcing} : {call, reason, explanation: '', node, candidates, alert}
    return forcing ? {call, reason, explanation: '', node, candidates, forcing} : {call, reason, explanation: '', node, candidates}
  }

  if (alert) return forcing ? {call, reason, explanation: '', node, candidates, at, alert, forcing} : {call, reason, explanation: '', node, candidates, at, alert}
  return forcing ? {call, reason, explanation: '', node, candidates, at, forcing} : {call, reason, explanation: '', node, candidates, at}
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
    // A copy: the engine keeps places whose facts read the view's calls later, and the caller may change its array.
    auction: [...situation.auction],
    dealer: situation.dealer ?? 'N',
    vulnerability: situation.vulnerability ?? 'none'
  }
  if (auctionStatus(full.auction).ended) {
    return {call: 'P', reason: 'auction-over', explanation: explain ? 'The auction is over.' : '', candidates: []}
  }

  return chooseInView(compiled, full, viewOf(full.auction, full.dealer, full.vulnerability), options)
}

/**
 * `chooseCall` on an auction that has not ended, seen through `view`:
 * `bidDeal` makes one view for a whole auction, so what engines keep on it
 * by index (places in their tree of auctions seen) is found
 * again at each call instead of made again.
 */
export function chooseInView(compiled: CompiledSystem, full: FullSituation, view: AuctionView, options: ChooseOptions): Choice {
  const explain = options.explain !== false
  const selection = compiled.engine.choose(view, full.hand, explain)
  const candidates = explain ? reportsOf(selection, full) : selection.chosen ? chosenReport(selection.chosen) : noReports

  if (selection.chosen) {
    const bid = selection.chosen.bid
    const choice = ruleChoice(selection.chosen.call, selection.reason, bid, candidates, selection.at)
    if (!explain) return choice
    const meaning = meaningText(bid)
    const shows = constraintText(selection.chosen.constraint)
    const requires = constraintText(selection.chosen.criteria)
    if (meaning) choice.meaning = meaning
    if (shows) choice.shows = shows
    if (requires) choice.requires = requires
    const lines: string[] = []
    // The lines read as players read (`shows` and `requires` keep the notation, for programs).
    const showsLine = showsText(selection.chosen.constraint, full.hand, selection.facts, selection.chosen.call)
    const head = meaning ?? (showsLine ? 'Shows ' + showsLine : 'No description')
    lines.push((selection.reason === 'fallback' ? 'Fallback: ' : '') + head)
    if (meaning && showsLine) lines.push((bid.data?.inferred ? 'Shows (read from the description): ' : 'Shows: ') + showsLine)
    if (requires) lines.push('Requires: ' + showsText(selection.chosen.criteria, full.hand, selection.facts, selection.chosen.call))
    if (bid.alert && (bid.alert.artificial || (bid.alert.disposition && bid.alert.disposition !== 'none'))) {
      lines.push('Alert: ' + [bid.alert.artificial ? 'artificial' : '', bid.alert.disposition && bid.alert.disposition !== 'none' ? bid.alert.disposition : ''].filter(Boolean).join(', '))
    }

    if (bid.forcing) lines.push('Forcing: ' + forcingWords[bid.forcing])
    const not = whyNot(candidates)
    if (not) lines.push(not)
    const also = alsoFits(bid, candidates, compiled.kind)
    if (also) lines.push(also)
    choice.explanation = lines.join('\n')
    return choice
  }

  // Nothing in the system: a fallback, or pass.
  const reason = selection.reason as FallbackContext['reason']
  const fallback = fallbackOf(compiled, options)
  const lines: string[] = explain ? [] : noLines
  if (explain) {
    const words = noCallWords[reason] ?? 'No rule applies'
    lines.push(words + (selection.at ? ' (' + (selection.error ?? selection.at) + ')' : selection.error ? ' (' + selection.error + ')' : ''))
    const not = whyNot(candidates)
    if (not) lines.push(not)
  }

  if (fallback) {
    // The natural layer reads only the facts: asked directly, without a context of closures made for each call.
    // The engine's facts (or the cache's) are of this auction alone: the natural layer need not check them against the calls.
    const answer = fallback === naturalFallback ? naturalCall(full, factsOf(compiled, view, selection), true) : fallback(full, contextOf(compiled, full, view, selection, reason))
    if (answer && isLegal(full.auction, answer.call)) {
      // Where the system knows the auction, the natural layer speaks for it; elsewhere it is a fallback.
      const natural = fallback === naturalFallback && (reason === 'no-rule' || reason === 'unranked')
      const choice: Choice =
        selection.at === undefined
          ? {call: answer.call, reason: natural ? 'natural' : 'fallback', explanation: '', candidates}
          : {call: answer.call, reason: natural ? 'natural' : 'fallback', explanation: '', candidates, at: selection.at}
      if (answer.shows) choice.shows = answer.shows
      if (explain) {
        // The natural layer's words start `natural …`: as the head of its own call, `Natural …`.
        const head = natural ? answer.explanation.charAt(0).toUpperCase() + answer.explanation.slice(1) : 'Fallback: ' + answer.explanation
        choice.explanation = [head, ...lines].join('\n')
      }

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
