/**
 * Calls as bml2html and bml2latex print them in the `reference` profile:
 * the call as written, `P`/`D`/`R` as a whole bid become `Pass`/`Dbl`/`Rdbl`
 * (but `(P)` stays), their calls in parentheses.
 */

import {formatCall, isCall, type Side} from '@bidding/core/calls'

/** The spelling of a call in BML (`D` for a double), what the reference prints. */
export function bmlSpelling(call: string): string {
  return isCall(call) ? formatCall(call, 'bml') : call
}

/** Whether a written call is wrapped in parentheses already. */
function parenthesised(value: string): boolean {
  return value.startsWith('(') && value.endsWith(')')
}

/** A call as the reference writes it in a table row (before text conversion). */
export function referenceCallText(call: string, by: Side, raw: string | undefined): string {
  const written = raw ?? bmlSpelling(call)
  if (by === 'they') return parenthesised(written) ? written : '(' + written + ')'
  if (written === 'P') return 'Pass'
  if (written === 'D') return 'Dbl'
  if (written === 'R') return 'Rdbl'
  return written
}

/** A call of a history row as the reference prints it: letters, no `Pass`. */
export function referenceContextText(item: {call: string; by: Side; raw?: string | undefined}): string {
  const written = item.raw ?? bmlSpelling(item.call)
  if (item.by === 'they') return parenthesised(written) ? written : '(' + written + ')'
  return written
}
