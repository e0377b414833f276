/**
 * `#CLASS pattern [name] [{condition}]`: the table applies to every auction
 * of a class (docs/bdast.md, `AuctionClass`). The pattern is a history
 * row's calls joined by `-`, with `*` (any one call), `3*` (any bid at a
 * level) and `...` (any calls) besides calls and call patterns; the
 * condition is in the constraint notation, auction atoms only.
 */

import {readCallToken} from '@bidding/bml-util'
import {handAtomsOf, parseClassToken} from '@bidding/core/calls'
import {parseConstraint} from '@bidding/core/constraints'
import type {AuctionClass, ClassStep} from '@bidding/core'
import {warn, type Context} from './context.js'
import {positionOf, type Line} from './source.js'

/** Read a `#CLASS` line; `undefined` (with a message) when it is not a class. */
export function readAuctionClass(context: Context, line: Line): AuctionClass | undefined {
  const text = line.text
  const head = /^\s*#\s*CLASS\b[ \t]*/.exec(text)!
  let at = head[0].length
  const patternEnd = text.slice(at).search(/\s|$/) + at
  const patternText = text.slice(at, patternEnd)
  const problem = (reason: string, from: number, to: number, ruleId = 'invalid-class'): undefined => {
    warn(context, reason + '; the table is skipped', positionOf(line, from, Math.max(from, to)), ruleId, line)
    return undefined
  }

  if (patternText === '' || patternText.startsWith('{')) {
    return problem('Unexpected `#CLASS` without a pattern, expected calls such as `(1*)-X-(*)` or `...` for any auction', 0, text.length)
  }

  const pattern: ClassStep[] = []
  let from = at
  for (const part of patternText.split('-')) {
    const start = from
    from += part.length + 1
    if (part === '') continue
    const they = /^\((.+)\)$/.exec(part)
    const inner = they ? they[1]! : part
    const call = readCallToken(inner)
    const step = call === undefined ? (parseClassToken(inner) ? inner.replace('…', '...') : undefined) : parseClassToken(call) ? call : undefined
    if (step === undefined) {
      return problem(
        'Unexpected `' + part + '` in a class pattern, expected a call, a call pattern (`1M`, `2X`), `*` (any call), `3*` (any bid at a level) or `...` (any calls)',
        start,
        start + part.length
      )
    }

    if (step === '...' && they) return problem('Unexpected `(...)`: any calls are by either side, write `...`', start, start + part.length)
    pattern.push({call: step, by: they ? 'they' : 'we', position: positionOf(line, start, start + part.length)})
  }

  at = patternEnd
  const rest = text.slice(at)
  const brace = rest.indexOf('{')
  const auctionClass: AuctionClass = {pattern, position: positionOf(line, 0, text.trimEnd().length)}
  const name = (brace === -1 ? rest : rest.slice(0, brace)).trim()
  if (name) auctionClass.name = name
  if (brace !== -1) {
    const open = at + brace
    const close = text.lastIndexOf('}')
    if (close < open) return problem('Unexpected `{` without `}` in a class condition', open, text.length)
    if (text.slice(close + 1).trim() !== '') return problem('Unexpected text after the class condition', close + 1, text.length)
    const parsed = parseConstraint(text.slice(open + 1, close))
    if (!parsed.ok) return problem(parsed.message, open + 1 + parsed.start, open + 1 + parsed.end)
    const handAtoms = handAtomsOf(parsed.constraint)
    if (handAtoms.length > 0) {
      return problem(
        'Unexpected `' + handAtoms[0] + '` in a class condition, expected what the auction shows (`balancing seat`, `partner passed`, `partner 3+♠`): a hand condition belongs on the rows',
        open,
        close + 1,
        'class-condition'
      )
    }

    auctionClass.condition = parsed.constraint
  }

  return auctionClass
}
