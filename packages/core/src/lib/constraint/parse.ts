/**
 * Read the constraint notation: the text `constraintToString` prints, plus
 * the spellings players type (`hcp 15-17 & spades >= 5`, `5+!s`, `S>=5`).
 * The grammar is in docs/constraints.md.
 */

import type {Suit} from '../call/types.js'
import type {AuctionSeat, Comparison, Constraint, PointsConstraint, Range, SuitRef} from './types.js'

/** Result of reading constraint text. */
export type ParseConstraintResult =
  | {ok: true; constraint: Constraint}
  | {ok: false; message: string; start: number; end: number}

type TokenKind = 'number' | 'shape' | 'op' | 'plus' | 'dash' | 'suit' | 'word' | 'quality' | 'punct'

interface Token {
  kind: TokenKind
  value: string
  start: number
  end: number
}

class NotationError extends Error {
  start: number
  end: number
  constructor(message: string, start: number, end: number) {
    super(message)
    this.start = start
    this.end = end
  }
}

const suitSymbolsRead: ReadonlyMap<string, Suit> = new Map([
  ['♠', 'S'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♣', 'C']
])

const suitWords: ReadonlyMap<string, Suit> = new Map([
  ['spade', 'S'],
  ['spades', 'S'],
  ['heart', 'H'],
  ['hearts', 'H'],
  ['diamond', 'D'],
  ['diamonds', 'D'],
  ['club', 'C'],
  ['clubs', 'C']
])

const variables = new Set(['M', 'm', 'oM', 'om', 'X', 'Y', 'Z'])

const ops: ReadonlyMap<string, Comparison> = new Map([
  ['<', '<'],
  ['<=', '<='],
  ['≤', '<='],
  ['=', '='],
  ['==', '='],
  ['>=', '>='],
  ['≥', '>='],
  ['>', '>'],
  ['!=', '!='],
  ['≠', '!=']
])

const tokenPattern =
  /\s+|(\[[^\]]*\])|([0-9x](?:=[0-9x]){3}|[0-9x](?:-[0-9x]){3}(?![0-9])|(?=[0-9]*x)[0-9x]{4}(?![0-9A-Za-z]))|(\d+(?:\.\d+)?)|(<=|>=|!=|==|[<>=≤≥≠])|(\+)|(\.\.|[-–—])|([♠♥♡♦♢♣]|![cdhsCDHS](?![A-Za-z]))|([A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*)|([(),&|!.])/gy

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  tokenPattern.lastIndex = 0
  while (tokenPattern.lastIndex < text.length) {
    const start = tokenPattern.lastIndex
    const match = tokenPattern.exec(text)
    if (!match) {
      throw new NotationError('Unexpected character `' + text[start] + '`', start, start + 1)
    }

    const end = tokenPattern.lastIndex
    const kinds: Array<TokenKind | undefined> = [
      undefined,
      'quality',
      'shape',
      'number',
      'op',
      'plus',
      'dash',
      'suit',
      'word',
      'punct'
    ]
    for (let group = 1; group < kinds.length; group++) {
      if (match[group] !== undefined) {
        // Hundreds of digits read as Infinity, which no tree may hold.
        if (group === 3 && !Number.isFinite(Number(match[group]))) throw new NotationError('Unexpected number too large', start, end)
        tokens.push({kind: kinds[group]!, value: match[group]!, start, end})
        break
      }
    }
  }

  return tokens
}

/**
 * Read the tokens (recursive descent). Closures over one position rather
 * than a class: a bundler shortens their names, not a class's method names.
 */
function parseTokens(tokens: Token[], length: number): Constraint {
  let index = 0

  function peek(offset = 0): Token | undefined {
    return tokens[index + offset]
  }

  function next(): Token | undefined {
    return tokens[index++]
  }

  function fail(message: string, token: Token | undefined): never {
    const start = token ? token.start : length
    throw new NotationError(message, start, token ? token.end : length)
  }

  function isWord(value: string, offset = 0): boolean {
    const token = peek(offset)
    return token?.kind === 'word' && token.value.toLowerCase() === value
  }

  function isPunct(value: string): boolean {
    const token = peek()
    return token?.kind === 'punct' && token.value === value
  }

  function expectWord(value: string): void {
    if (!isWord(value)) fail('Expected `' + value + '`', peek())
    index++
  }

  function or(): Constraint {
    const children = [and()]
    while (isWord('or') || isPunct('|')) {
      index++
      children.push(and())
    }

    return group('or', children)
  }

  function and(): Constraint {
    const children = [not()]
    while (isWord('and') || isPunct(',') || isPunct('&')) {
      index++
      children.push(not())
    }

    return group('and', children)
  }

  function not(): Constraint {
    if (isWord('not') || isPunct('!')) {
      index++
      return {type: 'not', child: not()}
    }

    return primary()
  }

  function primary(): Constraint {
    const token = peek()
    if (!token) return fail('Unexpected end, expected a condition', token)

    if (token.kind === 'punct' && token.value === '(') {
      index++
      const inner = or()
      if (!isPunct(')')) fail('Expected `)`', peek())
      index++
      return inner
    }

    if (token.kind === 'quality') {
      index++
      return quality(token.value.slice(1, -1).trim())
    }

    if (token.kind === 'shape') {
      index++
      const pattern = token.value.replaceAll(/[=-]/g, '')
      return token.value.includes('-') ? {type: 'shape', pattern, any: true} : {type: 'shape', pattern}
    }

    if (token.kind === 'number' && /^[0-9]{4}$/.test(token.value) && digitSum(token.value) === 13) {
      index++
      return {type: 'shape', pattern: token.value}
    }

    if (token.kind === 'word') {
      const word = token.value.toLowerCase()
      if (word === 'any' && isWord('hand', 1)) {
        index += 2
        return {type: 'and', children: []}
      }

      if (word === 'no' && isWord('hand', 1)) {
        index += 2
        return {type: 'or', children: []}
      }

      if (word === 'any' && peek(1)?.kind === 'number') {
        index++
        const pattern = next()!
        if (!/^[0-9]{4}$/.test(pattern.value)) fail('Expected a shape such as `4432`', pattern)
        return {type: 'shape', pattern: pattern.value, any: true}
      }

      if (word === 'any' && peek(1)?.kind === 'shape') {
        index++
        return {type: 'shape', pattern: next()!.value.replaceAll(/[=-]/g, ''), any: true}
      }

      if (word === 'balanced') {
        index++
        return {type: 'balanced'}
      }

      if (word === 'semi-balanced' || word === 'semibalanced') {
        index++
        return {type: 'balanced', semi: true}
      }

      if (word === 'unbalanced') {
        index++
        return {type: 'not', child: {type: 'balanced'}}
      }

      if (word === 'holds' || word === 'has') {
        index++
        return card()
      }

      if (word === 'no' && peek(1)?.kind === 'word') {
        const of = countWord(peek(1)!.value)
        if (of) {
          index += 2
          return {type: 'count', of, max: 0}
        }
      }

      if (word === 'hcp' || word === 'points') {
        index++
        return {type: 'points', scale: 'hcp', ...rangeAfterMetric()}
      }
    }

    const auction = tryAuction()
    if (auction) return auction

    // `rule of 20` (HCP plus the two longest suits), `rule of 15` (Pearson points).
    if (isWord('rule') && isWord('of', 1) && peek(2)?.kind === 'number') {
      index += 2
      const value = next()!
      if (!/^\d+$/.test(value.value)) fail('Expected a whole number after `rule of`', value)
      const min = Number(value.value)
      return {type: 'points', scale: min === 15 ? 'pearson' : 'rule', min}
    }

    const suit = trySuit()
    if (suit !== undefined) return afterSuit(suit)

    const range = tryRange()
    if (range) return metric(range)

    return fail('Unexpected `' + token.value + '`, expected a condition such as `15-17 HCP` or `5+♠`', token)
  }

  /** An atom about the auction (`partner 3+♠`, `combined 25+ HCP`, `fit ♥` …), or `undefined` (nothing consumed). */
  function tryAuction(): Constraint | undefined {
    const token = peek()
    if (token?.kind !== 'word') return undefined
    const word = token.value.toLowerCase()
    if (word === 'partner' && isWord('passed', 1)) {
      index += 2
      return {type: 'auction', fact: 'partner-passed'}
    }

    if (word === 'partner' || word === 'lho' || word === 'rho') {
      index++
      return shown(word)
    }

    if (word === 'passed' && isWord('hand', 1)) {
      index += 2
      return {type: 'auction', fact: 'passed-hand'}
    }

    if (word === 'vulnerable') {
      index++
      return {type: 'auction', fact: 'vulnerable'}
    }

    if (word === 'they' && (isWord('are', 1) || isWord('vulnerable', 1))) {
      const are = isWord('are', 1) ? 1 : 0
      if (isWord('vulnerable', 1 + are)) {
        index += 2 + are
        return {type: 'auction', fact: 'they-vulnerable'}
      }
    }

    if (word === 'balancing') {
      index += isWord('seat', 1) ? 2 : 1
      return {type: 'auction', fact: 'balancing'}
    }

    if (word === 'law' && isWord('of', 1) && isWord('total', 2) && isWord('tricks', 3)) {
      index += 4
      if (!isWord('in')) return {type: 'auction', fact: 'total-tricks'}
      return {type: 'auction', fact: 'total-tricks', suit: inSuit()}
    }

    if (word === 'combined') {
      index++
      const range = tryRange()
      if (!range) fail('Expected a range such as `25+` after `combined`', peek())
      const counted = metric(range)
      if (counted.type === 'length') return {...counted, type: 'fit'}
      if (counted.type === 'points') return {...counted, type: 'combined'}
      return fail('Expected points or a suit after `combined`', token)
    }

    if (word === 'fit') {
      index++
      if (isWord('in')) index++
      const suit = trySuit()
      if (suit === undefined) fail('Expected a suit after `fit`', peek())
      return {type: 'fit', suit, min: 8}
    }

    if (word === 'stopper' || (word === 'half' && isWord('stopper', 1))) {
      const half = word === 'half'
      index += half ? 2 : 1
      if (isWord('in')) index++
      const suit = trySuit()
      if (suit === undefined) fail('Expected a suit after `stopper`', peek())
      return half ? {type: 'stopper', suit, half: true} : {type: 'stopper', suit}
    }

    return undefined
  }

  /** After a seat: `12+ HCP`, `3+♠`, or `.♠ 3+`, `.HCP 12+`. */
  function shown(seat: AuctionSeat): Constraint {
    if (isPunct('.')) {
      index++
      if (isWord('hcp')) {
        index++
        return {type: 'shown', seat, ...rangeAfterMetric()}
      }

      const suit = trySuit()
      if (suit === undefined) fail('Expected a suit or `HCP` after `' + seat + '.`', peek())
      return {type: 'shown', seat, suit, ...rangeAfterMetric()}
    }

    const range = tryRange()
    if (!range) return fail('Expected what ' + seat + ' has shown, such as `12+ HCP` or `3+♠`', peek())
    const counted = metric(range)
    if (counted.type === 'length') return {type: 'shown', seat, suit: counted.suit, ...range}
    if (counted.type === 'points' && counted.scale === 'hcp' && counted.suit === undefined) return {type: 'shown', seat, ...range}
    return fail('Expected HCP or a suit length after `' + seat + '`', peek(-1))
  }

  function card(): Constraint {
    const token = peek()
    if (token?.kind === 'word' && /^[SHDC](?:[AKQJT2-9]|10)$/i.test(token.value)) {
      index++
      return {type: 'card', card: token.value[0]!.toUpperCase() + rank(token.value.slice(1))}
    }

    const suit = trySuit()
    if (suit && suit.length === 1 && 'SHDC'.includes(suit)) {
      const rankToken = next()
      if (rankToken && /^(?:[AKQJT2-9]|10)$/i.test(rankToken.value)) {
        return {type: 'card', card: suit + rank(rankToken.value)}
      }

      fail('Expected a rank (`A`, `K` … `2`)', rankToken)
    }

    return fail('Expected a card such as `♠A`', token)
  }

  /** A suit, variable or reference, or `undefined` (nothing consumed). */
  function trySuit(): SuitRef | undefined {
    const token = peek()
    if (!token) return undefined
    if (token.kind === 'suit') {
      index++
      return suitSymbolsRead.get(token.value) ?? (token.value[1]!.toUpperCase() as Suit)
    }

    if (token.kind !== 'word') return undefined
    const value = token.value
    const lower = value.toLowerCase()
    if (/^[CDHS]$/.test(value)) {
      index++
      return value as Suit
    }

    if (variables.has(value)) {
      index++
      return value as SuitRef
    }

    const word = suitWords.get(lower)
    if (word) {
      index++
      return word
    }

    if ((lower === 'their' || lower === 'unbid') && (isWord('suits', 1) || isWord('suit', 1))) {
      index += 2
      return lower === 'their' ? 'theirs' : 'unbid'
    }

    const skipThe = lower === 'the' ? 1 : 0
    const first = peek(skipThe)?.value.toLowerCase()
    if (first === 'bid' && isWord('suit', skipThe + 1)) {
      index += skipThe + 2
      return 'bid'
    }

    if ((first === 'partner’s' || first === "partner's" || first === 'partners') && isWord('suit', skipThe + 1)) {
      index += skipThe + 2
      return 'partner'
    }

    return undefined
  }

  function afterSuit(suit: SuitRef): Constraint {
    const token = peek()
    if (isWord('stopper')) {
      index++
      return {type: 'stopper', suit}
    }

    if (isWord('half') && isWord('stopper', 1)) {
      index += 2
      return {type: 'stopper', suit, half: true}
    }

    if (isWord('longest')) {
      index++
      return {type: 'longest', suit}
    }

    if (isWord('strictly') && isWord('longest', 1)) {
      index += 2
      return {type: 'longest', suit, strict: true}
    }

    if (token?.kind === 'op') {
      const after = peek(1)
      if (after && after.kind !== 'number') {
        index++
        const right = trySuit()
        if (right === undefined) fail('Expected a suit after `' + token.value + '`', peek())
        return {type: 'compare', left: suit, comparison: ops.get(token.value)!, right}
      }
    }

    return {type: 'length', suit, ...rangeAfterMetric()}
  }

  /** A range written after its metric: `>= 5`, `15-17`, `5+`. */
  function rangeAfterMetric(): Range {
    const range = tryRange()
    if (!range) fail('Expected a range such as `15-17`, `5+` or `>= 5`', peek())
    return range
  }

  /** A range, or `undefined` (nothing consumed). */
  function tryRange(): Range | undefined {
    const token = peek()
    if (!token) return undefined
    if (token.kind === 'op') {
      const value = peek(1)
      if (value?.kind !== 'number') return undefined
      index += 2
      const n = Number(value.value)
      switch (ops.get(token.value)) {
        case '<': {
          return {max: n - 1}
        }

        case '<=': {
          return {max: n}
        }

        case '>': {
          return {min: n + 1}
        }

        case '>=': {
          return {min: n}
        }

        case '=': {
          return {min: n, max: n}
        }

        default: {
          return fail('Unexpected `' + token.value + '` in a range', token)
        }
      }
    }

    if (token.kind === 'word') {
      const word = token.value.toLowerCase()
      const value = peek(2)
      if ((word === 'at' && (isWord('least', 1) || isWord('most', 1))) && value?.kind === 'number') {
        const least = isWord('least', 1)
        index += 3
        return least ? {min: Number(value.value)} : {max: Number(value.value)}
      }

      if (word === 'exactly' && peek(1)?.kind === 'number') {
        index++
        const n = Number(next()!.value)
        return {min: n, max: n}
      }

      if (word === 'any') {
        index++
        return {}
      }

      return undefined
    }

    if (token.kind !== 'number') return undefined
    index++
    const min = Number(token.value)
    if (peek()?.kind === 'plus') {
      index++
      return {min}
    }

    if (peek()?.kind === 'dash' && peek(1)?.kind === 'number') {
      index++
      const max = Number(next()!.value)
      if (max < min) fail('Unexpected range `' + min + '-' + max + '`, expected the smaller number first', token)
      return {min, max}
    }

    return {min, max: min}
  }

  /** The metric after a range: `HCP`, `♠`, `controls` … */
  function metric(range: Range): Constraint {
    const token = peek()
    if (!token) return fail('Unexpected end, expected what the range counts (`HCP`, `♠` …)', token)

    const suit = trySuit()
    if (suit !== undefined) return {type: 'length', suit, ...range}

    if (isWord('in')) {
      index++
      const inSuit = trySuit()
      if (inSuit === undefined) fail('Expected a suit after `in`', peek())
      return {type: 'length', suit: inSuit, ...range}
    }

    if (token.kind !== 'word') return fail('Unexpected `' + token.value + '`, expected `HCP`, a suit or a count', token)
    const word = token.value.toLowerCase()
    index++

    switch (word) {
      case 'hcp':
      case 'points':
      case 'point': {
        const points: PointsConstraint = {type: 'points', scale: 'hcp', ...range}
        if (isWord('in')) points.suit = inSuit()
        return points
      }

      case 'honours':
      case 'honors':
      case 'honour':
      case 'honor': {
        return {type: 'honours', suit: inSuit(), ...range}
      }

      case 'of': {
        expectWord('top')
        const top = next()
        if (top?.kind !== 'number') fail('Expected how many top cards count', top)
        const cards = Number(top.value)
        if (!Number.isInteger(cards) || cards < 1 || cards > 13) fail('Unexpected `top ' + top.value + '`, expected 1 to 13 top cards', top)
        return {type: 'honours', suit: inSuit(), top: Number(top.value), ...range}
      }

      case 'aces':
      case 'ace':
      case 'kings':
      case 'king': {
        // `1 ace`, `2+ kings`: points on the named scale (`aces points in ♠` is the scale by its name).
        const scale = word.startsWith('ace') ? 'aces' : 'kings'
        if (!isWord('points') && !isWord('point')) return {type: 'points', scale, ...range}
        index++
        const points: PointsConstraint = {type: 'points', scale, ...range}
        if (isWord('in')) points.suit = inSuit()
        return points
      }

      case 'controls':
      case 'control': {
        if (!isWord('in')) return {type: 'controls', ...range}
        return {type: 'controls', suit: inSuit(), ...range}
      }

      case 'losers':
      case 'loser': {
        return {type: 'losers', ...range}
      }

      case 'simple': {
        if (!isWord('losers') && !isWord('loser')) fail('Expected `losers`', peek())
        index++
        return {type: 'losers', method: 'simple', ...range}
      }

      case 'nltc': {
        if (isWord('losers') || isWord('loser')) index++
        return {type: 'losers', method: 'nltc', ...range}
      }

      case 'playing': {
        if (!isWord('tricks') && !isWord('trick')) fail('Expected `tricks`', peek())
        index++
        const points: PointsConstraint = {type: 'points', scale: 'playing-tricks', ...range}
        if (isWord('in')) points.suit = inSuit()
        return points
      }

      case 'quick': {
        if (!isWord('tricks') && !isWord('trick')) fail('Expected `tricks`', peek())
        index++
        return {type: 'quickTricks', ...range}
      }

      case 'suit': {
        expectWord('quality')
        return {type: 'suitQuality', suit: inSuit(), ...range}
      }

      default: {
        const of = countWord(word)
        if (of) return {type: 'count', of, ...range}
        if (isWord('points') || isWord('point')) {
          index++
          const points: PointsConstraint = {type: 'points', scale: word, ...range}
          if (isWord('in')) points.suit = inSuit()
          return points
        }

        return fail('Unexpected `' + token.value + '`, expected `HCP`, a suit or a count', token)
      }
    }
  }

  function inSuit(): SuitRef {
    expectWord('in')
    const suit = trySuit()
    if (suit === undefined) fail('Expected a suit', peek())
    return suit
  }

  const result = or()
  const token = peek()
  if (token) fail('Unexpected `' + token.value + '`, expected `,`, `or` or the end', token)
  return result
}

function countWord(word: string): 'void' | 'singleton' | 'doubleton' | undefined {
  const singular = word.toLowerCase().replace(/s$/, '')
  return singular === 'void' || singular === 'singleton' || singular === 'doubleton' ? singular : undefined
}

function digitSum(value: string): number {
  let sum = 0
  for (const digit of value) sum += Number(digit)
  return sum
}

function rank(value: string): string {
  return value === '10' ? 'T' : value.toUpperCase()
}

function group(type: 'and' | 'or', children: Constraint[]): Constraint {
  const flat: Constraint[] = []
  for (const child of children) {
    if (child.type === type && child.children.length > 0) flat.push(...child.children)
    else flat.push(child)
  }

  return flat.length === 1 ? flat[0]! : {type, children: flat}
}

// Symbols first: a name may contain the word `is`, hardly a `<=`.
const qualitySymbol = /\s(<=|>=|!=|==|≤|≥|≠|<|>|=)\s/
const qualityWord = /\s(is not|is)\s/

function quality(text: string): Constraint {
  const padded = ' ' + text + ' '
  const match = qualitySymbol.exec(padded) ?? qualityWord.exec(padded)
  if (!match) return {type: 'quality', name: text, comparison: '', value: ''}
  return {
    type: 'quality',
    name: padded.slice(0, match.index).trim(),
    comparison: match[1]!,
    value: padded.slice(match.index + match[0].length).trim()
  }
}

/**
 * Read constraint text (`15-17 HCP, balanced`, `5+♠ or 5+♥`).
 *
 * Never throws: a problem comes back with its offsets in `text`.
 */
export function parseConstraint(text: string): ParseConstraintResult {
  try {
    const tokens = tokenize(text)
    if (tokens.length === 0) return {ok: false, message: 'Unexpected empty condition', start: 0, end: text.length}
    return {ok: true, constraint: parseTokens(tokens, text.length)}
  } catch (error) {
    if (error instanceof NotationError) {
      return {ok: false, message: error.message, start: error.start, end: error.end}
    }

    throw error
  }
}
