/**
 * The SLAMBidding engine, reproducing `ComputerPlayer.bid` (formats.md §3.6):
 *
 * 1. No bid yet: the first `open` (sequences in system order, opens in
 *    document order) with a matching hand type.
 * 2. Not in a sequence and partner passed or has not called: the first
 *    `overcall`, then `balance`, whose `over` fits and hand type matches.
 * 3. Else: partner's action is the child of the player's last action (or of
 *    a sequence) whose call is partner's last call and whose `over` fits the
 *    call before it; the reply is its first child whose `over` fits RHO's
 *    call and whose hand type matches.
 * 4. Nothing: pass, and leave the sequence.
 *
 * The reference remembers the player's last action between turns; the
 * robot is stateless, so it replays the player's earlier turns with the
 * same hand (an earlier call the robot would not have made — a human's — is
 * found by its call alone). Seats and vulnerability are not read, as in the
 * reference. Unlike the reference, a call that is not legal is skipped.
 */

import {isContractBid, isLegal, type Call} from '@bidding/core/calls'
import {mapAtoms, type Atom, type Constraint} from '@bidding/core/constraints'
import type {Bid, Convention, Root} from '@bidding/core'
import type {Hand} from '@bidding/hand'
import type {VFile} from 'vfile'
import {makeCandidate} from './candidate.js'
import {warn} from './message.js'
import type {Candidate, CompileOptions, Engine, Interpretation, LintNode, Selection} from './types.js'

interface Action extends Candidate {
  tag: string
  over: readonly string[] | 'all'
  children: Action[]
  /** Non-empty `<handtypes>` (the reference skips the others). */
  usable: boolean
}

type Decision = {action: Action; tried: Selection['tried']} | {action: undefined; tried: Selection['tried']; step: string}

function ignoreHonours(atom: Atom): Constraint {
  return atom.type === 'honours' || atom.type === 'controls' ? {type: 'and', children: []} : atom
}

/** Collect the conventions of a SLAM tree: a system's, or the document's own. */
function conventionsOf(tree: Root, file: VFile | undefined): Convention[] {
  const result: Convention[] = []
  for (const node of tree.children) {
    if (node.type === 'system') {
      for (const child of node.children) {
        if (child.type === 'convention') result.push(child)
        else if (child.type === 'conventionReference') {
          warn(
            file,
            'Unexpected convention reference `' + child.name + '` that is not loaded; read the system with `resolve` (`--resolve`) so the robot can bid it',
            child,
            'unresolved-reference'
          )
        }
      }
    } else if (node.type === 'convention') {
      result.push(node)
    }
  }

  return result
}

/** Build the engine of SLAMBidding conventions (a system, or conventions). */
export function slamEngine(tree: Root, file: VFile | undefined, options: CompileOptions): Engine {
  const reference = options.profile === 'reference'
  const transform = reference ? (constraint: Constraint) => mapAtoms(constraint, ignoreHonours) : undefined

  function action(bid: Bid): Action | undefined {
    const candidate = makeCandidate(bid, {transform})
    if (!candidate) return undefined
    const children: Action[] = []
    for (const child of bid.children) {
      if (child.type !== 'bid') continue
      const made = action(child)
      if (made) children.push(made)
    }

    const constraint = candidate.constraint
    const usable = constraint !== undefined && !(constraint.type === 'or' && constraint.children.length === 0)
    return {...candidate, tag: bid.action ?? '', over: bid.over ?? ['P'], children, usable}
  }

  const sequences: Action[][] = []
  for (const convention of conventionsOf(tree, file)) {
    const actions: Action[] = []
    for (const child of convention.children) {
      if (child.type !== 'bid') continue
      const made = action(child)
      if (made) actions.push(made)
    }

    sequences.push(actions)
  }

  function checkOver(act: Action, calls: readonly Call[], balance: boolean): boolean {
    if (calls.length === 0) return true
    if (act.over === 'all') return true
    const n = calls.length
    let last: string = calls[n - 1]!
    if (balance && n > 2 && calls[n - 1] === 'P' && calls[n - 2] === 'P') last = calls[n - 3]!
    return act.over.includes(last)
  }

  /**
   * The reference's decision for a hand, or (without one) the action whose
   * call is `wanted` in the same search.
   */
  function decide(calls: readonly Call[], current: Action | undefined, hand: Hand | undefined, wanted: Call | undefined, explain: boolean): Decision {
    const tried: Selection['tried'] = []
    const accept = (act: Action): boolean => {
      if (hand === undefined) return act.call === wanted
      if (!act.usable) return false
      const value = act.test?.(hand)
      if (value !== true) {
        if (explain) tried.push({candidate: act, status: value === undefined ? 'undecided' : 'fails'})
        return false
      }

      if (!isLegal(calls, act.call)) {
        if (explain) tried.push({candidate: act, status: 'illegal'})
        return false
      }

      if (explain) tried.push({candidate: act, status: 'chosen'})
      return true
    }

    const bidMade = calls.some((call) => isContractBid(call))
    if (!bidMade) {
      for (const actions of sequences) {
        for (const act of actions) if (act.tag === 'open' && accept(act)) return {action: act, tried}
      }

      return {action: undefined, tried, step: 'no opening fits'}
    }

    const partnerLast = calls.length >= 2 ? calls[calls.length - 2] : undefined
    if (!current && (partnerLast === undefined || partnerLast === 'P')) {
      for (const tag of ['overcall', 'balance']) {
        for (const actions of sequences) {
          for (const act of actions) {
            if (act.tag === tag && checkOver(act, calls, tag === 'balance') && accept(act)) return {action: act, tried}
          }
        }
      }

      return {action: undefined, tried, step: 'no overcall or balancing action fits'}
    }

    const lists = current ? [current.children] : sequences
    const before = calls.slice(0, -2)
    let found = false
    for (const actions of lists) {
      for (const act of actions) {
        if (act.call !== partnerLast || !checkOver(act, before, false)) continue
        found = true
        for (const child of act.children) {
          if (checkOver(child, calls, false) && accept(child)) return {action: child, tried}
        }
      }
    }

    return {
      action: undefined,
      tried,
      step: found ? 'no reply to partner’s `' + partnerLast + '` fits' : 'partner’s `' + partnerLast + '` is not an action the player knows here'
    }
  }

  /** The player's last action before `index`, replaying their turns (with their hand when known). */
  function currentAt(calls: readonly Call[], index: number, hand: Hand | undefined): Action | undefined {
    let current: Action | undefined
    for (let at = index % 4; at < index; at += 4) {
      const prefix = calls.slice(0, at)
      const made = calls[at]!
      if (hand) {
        const decision = decide(prefix, current, hand, undefined, false)
        if (decision.action ? decision.action.call === made : made === 'P') {
          current = decision.action
          continue
        }
      }

      current = decide(prefix, current, undefined, made, false).action
    }

    return current
  }

  function label(act: Action | undefined): string {
    return act ? '<' + act.tag + ' bid="' + act.call + '">' : '(no sequence)'
  }

  return {
    kind: 'slam',
    choose(view, hand, explain) {
      const index = view.calls.length
      const current = currentAt(view.calls, index, hand)
      const decision = decide(view.calls, current, hand, undefined, explain)
      const at = 'after ' + label(current)
      if (decision.action) return {reason: 'rule', chosen: decision.action, tried: decision.tried, at}
      return {reason: 'no-rule', tried: decision.tried, at: at + ': ' + decision.step}
    },
    interpret(view, index, side) {
      if (side === 'they') return undefined
      const current = currentAt(view.calls, index, undefined)
      const found = decide(view.calls.slice(0, index), current, undefined, view.calls[index], false).action
      if (!found) return undefined
      const result: Interpretation = {bid: found.bid, at: 'after ' + label(current)}
      if (found.constraint) result.constraint = found.constraint
      return result
    },
    nodes() {
      const result: LintNode[] = []
      const opens = sequences.flatMap((actions) => actions.filter((act) => act.tag === 'open'))
      if (opens.length > 0) result.push({at: 'openings', auction: 'openings', candidates: opens.filter((act) => act.usable)})
      for (const tag of ['overcall', 'balance']) {
        const list = sequences.flatMap((actions) => actions.filter((act) => act.tag === tag))
        if (list.length > 0) result.push({at: tag + 's', auction: tag + 's', candidates: list.filter((act) => act.usable)})
      }

      // Replies: the children of each action, after my own earlier actions on the path.
      const visit = (act: Action, path: Action[]): void => {
        const usable = act.children.filter((child) => child.usable)
        const trail = [...path, act]
        if (usable.length > 0) {
          const own: Constraint[] = []
          for (let at = trail.length - 2; at >= 0; at -= 2) {
            const constraint = trail[at]!.constraint
            if (constraint) own.push(constraint)
          }

          const node: LintNode = {
            at: 'after ' + trail.map((item) => item.call).join(' '),
            auction: trail.map((item) => item.call).join(' '),
            candidates: usable
          }
          if (own.length > 0) node.shown = own.length === 1 ? own[0]! : {type: 'and', children: own}
          result.push(node)
        }

        for (const child of act.children) visit(child, trail)
      }

      for (const actions of sequences) for (const act of actions) visit(act, [])
      return result
    }
  }
}
