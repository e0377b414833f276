/**
 * bidding_space rules → the reference consumer's rules: calls of the hand
 * methods of `deal.js` (`hasPointsBand('hcp', 13, 22)`, `hasSuitLength('c',
 * 'gte', 2)`, `hasDoubletons('lte', 1)`, `hasHonoursLength('d', 'gte', 2)`).
 * The rules come spelled as the source wrote them (`lt 4`, `01`), so the
 * strings match the reference converter's byte for byte.
 */

import type {BidspaceRule} from '@bidding/bidspace-util'

/** A rule as a method call on a hand: `hand[method](...args)`. */
export interface RuleCall {
  method: 'hasPointsBand' | 'hasSuitLength' | 'hasDoubletons' | 'hasHonoursLength'
  args: Array<string | number>
}

/** A rule: the call, and the call as the consumer's source text. */
export interface Rule {
  call: RuleCall
  text: string
}

function call(method: RuleCall['method'], words: string[], numbers: string[]): Rule {
  return {
    call: {method, args: [...words, ...numbers.map(Number)]},
    text: method + '(' + [...words.map((word) => "'" + word + "'"), ...numbers].join(', ') + ')'
  }
}

/** The consumer's rule for a bidding_space rule, or `undefined` for a token kept as written. */
export function ruleCall(rule: BidspaceRule): Rule | undefined {
  switch (rule.type) {
    case 'points': {
      return call('hasPointsBand', [rule.scale === 'hp' ? 'hcp' : rule.scale], [rule.lb, rule.ub])
    }

    case 'length': {
      return call('hasSuitLength', [rule.suit, rule.condition], [rule.count])
    }

    case 'honours': {
      return call('hasHonoursLength', [rule.suit, rule.condition], [rule.count])
    }

    case 'doubletons': {
      return call('hasDoubletons', [rule.condition], [rule.count])
    }

    case 'verbatim': {
      return undefined
    }
  }
}
