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

class Parser {
  private readonly tokens: Token[]
  private index = 0
  private readonly length: number

  constructor(tokens: Token[], length: number) {
    this.tokens = tokens
    this.length = length
  }

  parse(): Constraint {
    const result = this.or()
    const token = this.peek()
    if (token) this.fail('Unexpected `' + token.value + '`, expected `,`, `or` or the end', token)
    return result
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset]
  }

  private next(): Token | undefined {
    return this.tokens[this.index++]
  }

  private fail(message: string, token: Token | undefined): never {
    const start = token ? token.start : this.length
    throw new NotationError(message, start, token ? token.end : this.length)
  }

  private isWord(value: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token?.kind === 'word' && token.value.toLowerCase() === value
  }

  private isPunct(value: string): boolean {
    const token = this.peek()
    return token?.kind === 'punct' && token.value === value
  }

  private expectWord(value: string): void {
    if (!this.isWord(value)) this.fail('Expected `' + value + '`', this.peek())
    this.index++
  }

  private or(): Constraint {
    const children = [this.and()]
    while (this.isWord('or') || this.isPunct('|')) {
      this.index++
      children.push(this.and())
    }

    return group('or', children)
  }

  private and(): Constraint {
    const children = [this.not()]
    while (this.isWord('and') || this.isPunct(',') || this.isPunct('&')) {
      this.index++
      children.push(this.not())
    }

    return group('and', children)
  }

  private not(): Constraint {
    if (this.isWord('not') || this.isPunct('!')) {
      this.index++
      return {type: 'not', child: this.not()}
    }

    return this.primary()
  }

  private primary(): Constraint {
    const token = this.peek()
    if (!token) return this.fail('Unexpected end, expected a condition', token)

    if (token.kind === 'punct' && token.value === '(') {
      this.index++
      const inner = this.or()
      if (!this.isPunct(')')) this.fail('Expected `)`', this.peek())
      this.index++
      return inner
    }

    if (token.kind === 'quality') {
      this.index++
      return quality(token.value.slice(1, -1).trim())
    }

    if (token.kind === 'shape') {
      this.index++
      const pattern = token.value.replaceAll(/[=-]/g, '')
      return token.value.includes('-') ? {type: 'shape', pattern, any: true} : {type: 'shape', pattern}
    }

    if (token.kind === 'number' && /^[0-9]{4}$/.test(token.value) && digitSum(token.value) === 13) {
      this.index++
      return {type: 'shape', pattern: token.value}
    }

    if (token.kind === 'word') {
      const word = token.value.toLowerCase()
      if (word === 'any' && this.isWord('hand', 1)) {
        this.index += 2
        return {type: 'and', children: []}
      }

      if (word === 'no' && this.isWord('hand', 1)) {
        this.index += 2
        return {type: 'or', children: []}
      }

      if (word === 'any' && this.peek(1)?.kind === 'number') {
        this.index++
        const pattern = this.next()!
        if (!/^[0-9]{4}$/.test(pattern.value)) this.fail('Expected a shape such as `4432`', pattern)
        return {type: 'shape', pattern: pattern.value, any: true}
      }

      if (word === 'any' && this.peek(1)?.kind === 'shape') {
        this.index++
        return {type: 'shape', pattern: this.next()!.value.replaceAll(/[=-]/g, ''), any: true}
      }

      if (word === 'balanced') {
        this.index++
        return {type: 'balanced'}
      }

      if (word === 'semi-balanced' || word === 'semibalanced') {
        this.index++
        return {type: 'balanced', semi: true}
      }

      if (word === 'unbalanced') {
        this.index++
        return {type: 'not', child: {type: 'balanced'}}
      }

      if (word === 'holds' || word === 'has') {
        this.index++
        return this.card()
      }

      if (word === 'no' && this.peek(1)?.kind === 'word') {
        const of = countWord(this.peek(1)!.value)
        if (of) {
          this.index += 2
          return {type: 'count', of, max: 0}
        }
      }

      if (word === 'hcp' || word === 'points') {
        this.index++
        return {type: 'points', scale: 'hcp', ...this.rangeAfterMetric()}
      }
    }

    const auction = this.tryAuction()
    if (auction) return auction

    // `rule of 20` (HCP plus the two longest suits), `rule of 15` (Pearson points).
    if (this.isWord('rule') && this.isWord('of', 1) && this.peek(2)?.kind === 'number') {
      this.index += 2
      const value = this.next()!
      if (!/^\d+$/.test(value.value)) this.fail('Expected a whole number after `rule of`', value)
      const min = Number(value.value)
      return {type: 'points', scale: min === 15 ? 'pearson' : 'rule', min}
    }

    const suit = this.trySuit()
    if (suit !== undefined) return this.afterSuit(suit)

    const range = this.tryRange()
    if (range) return this.metric(range)

    return this.fail('Unexpected `' + token.value + '`, expected a condition such as `15-17 HCP` or `5+♠`', token)
  }

  /** An atom about the auction (`partner 3+♠`, `combined 25+ HCP`, `fit ♥` …), or `undefined` (nothing consumed). */
  private tryAuction(): Constraint | undefined {
    const token = this.peek()
    if (token?.kind !== 'word') return undefined
    const word = token.value.toLowerCase()
    if (word === 'partner' && this.isWord('passed', 1)) {
      this.index += 2
      return {type: 'auction', fact: 'partner-passed'}
    }

    if (word === 'partner' || word === 'lho' || word === 'rho') {
      this.index++
      return this.shown(word)
    }

    if (word === 'passed' && this.isWord('hand', 1)) {
      this.index += 2
      return {type: 'auction', fact: 'passed-hand'}
    }

    if (word === 'vulnerable') {
      this.index++
      return {type: 'auction', fact: 'vulnerable'}
    }

    if (word === 'they' && (this.isWord('are', 1) || this.isWord('vulnerable', 1))) {
      const are = this.isWord('are', 1) ? 1 : 0
      if (this.isWord('vulnerable', 1 + are)) {
        this.index += 2 + are
        return {type: 'auction', fact: 'they-vulnerable'}
      }
    }

    if (word === 'balancing') {
      this.index += this.isWord('seat', 1) ? 2 : 1
      return {type: 'auction', fact: 'balancing'}
    }

    if (word === 'law' && this.isWord('of', 1) && this.isWord('total', 2) && this.isWord('tricks', 3)) {
      this.index += 4
      if (!this.isWord('in')) return {type: 'auction', fact: 'total-tricks'}
      return {type: 'auction', fact: 'total-tricks', suit: this.inSuit()}
    }

    if (word === 'combined') {
      this.index++
      const range = this.tryRange()
      if (!range) this.fail('Expected a range such as `25+` after `combined`', this.peek())
      const counted = this.metric(range)
      if (counted.type === 'length') return {...counted, type: 'fit'}
      if (counted.type === 'points') return {...counted, type: 'combined'}
      return this.fail('Expected points or a suit after `combined`', token)
    }

    if (word === 'fit') {
      this.index++
      if (this.isWord('in')) this.index++
      const suit = this.trySuit()
      if (suit === undefined) this.fail('Expected a suit after `fit`', this.peek())
      return {type: 'fit', suit, min: 8}
    }

    if (word === 'stopper' || (word === 'half' && this.isWord('stopper', 1))) {
      const half = word === 'half'
      this.index += half ? 2 : 1
      if (this.isWord('in')) this.index++
      const suit = this.trySuit()
      if (suit === undefined) this.fail('Expected a suit after `stopper`', this.peek())
      return half ? {type: 'stopper', suit, half: true} : {type: 'stopper', suit}
    }

    return undefined
  }

  /** After a seat: `12+ HCP`, `3+♠`, or `.♠ 3+`, `.HCP 12+`. */
  private shown(seat: AuctionSeat): Constraint {
    if (this.isPunct('.')) {
      this.index++
      if (this.isWord('hcp')) {
        this.index++
        return {type: 'shown', seat, ...this.rangeAfterMetric()}
      }

      const suit = this.trySuit()
      if (suit === undefined) this.fail('Expected a suit or `HCP` after `' + seat + '.`', this.peek())
      return {type: 'shown', seat, suit, ...this.rangeAfterMetric()}
    }

    const range = this.tryRange()
    if (!range) return this.fail('Expected what ' + seat + ' has shown, such as `12+ HCP` or `3+♠`', this.peek())
    const counted = this.metric(range)
    if (counted.type === 'length') return {type: 'shown', seat, suit: counted.suit, ...range}
    if (counted.type === 'points' && counted.scale === 'hcp' && counted.suit === undefined) return {type: 'shown', seat, ...range}
    return this.fail('Expected HCP or a suit length after `' + seat + '`', this.peek(-1))
  }

  private card(): Constraint {
    const token = this.peek()
    if (token?.kind === 'word' && /^[SHDC](?:[AKQJT2-9]|10)$/i.test(token.value)) {
      this.index++
      return {type: 'card', card: token.value[0]!.toUpperCase() + rank(token.value.slice(1))}
    }

    const suit = this.trySuit()
    if (suit && suit.length === 1 && 'SHDC'.includes(suit)) {
      const rankToken = this.next()
      if (rankToken && /^(?:[AKQJT2-9]|10)$/i.test(rankToken.value)) {
        return {type: 'card', card: suit + rank(rankToken.value)}
      }

      this.fail('Expected a rank (`A`, `K` … `2`)', rankToken)
    }

    return this.fail('Expected a card such as `♠A`', token)
  }

  /** A suit, variable or reference, or `undefined` (nothing consumed). */
  private trySuit(): SuitRef | undefined {
    const token = this.peek()
    if (!token) return undefined
    if (token.kind === 'suit') {
      this.index++
      return suitSymbolsRead.get(token.value) ?? (token.value[1]!.toUpperCase() as Suit)
    }

    if (token.kind !== 'word') return undefined
    const value = token.value
    const lower = value.toLowerCase()
    if (/^[CDHS]$/.test(value)) {
      this.index++
      return value as Suit
    }

    if (variables.has(value)) {
      this.index++
      return value as SuitRef
    }

    const word = suitWords.get(lower)
    if (word) {
      this.index++
      return word
    }

    if ((lower === 'their' || lower === 'unbid') && (this.isWord('suits', 1) || this.isWord('suit', 1))) {
      this.index += 2
      return lower === 'their' ? 'theirs' : 'unbid'
    }

    const skipThe = lower === 'the' ? 1 : 0
    const first = this.peek(skipThe)?.value.toLowerCase()
    if (first === 'bid' && this.isWord('suit', skipThe + 1)) {
      this.index += skipThe + 2
      return 'bid'
    }

    if ((first === 'partner’s' || first === "partner's" || first === 'partners') && this.isWord('suit', skipThe + 1)) {
      this.index += skipThe + 2
      return 'partner'
    }

    return undefined
  }

  private afterSuit(suit: SuitRef): Constraint {
    const token = this.peek()
    if (this.isWord('stopper')) {
      this.index++
      return {type: 'stopper', suit}
    }

    if (this.isWord('half') && this.isWord('stopper', 1)) {
      this.index += 2
      return {type: 'stopper', suit, half: true}
    }

    if (this.isWord('longest')) {
      this.index++
      return {type: 'longest', suit}
    }

    if (this.isWord('strictly') && this.isWord('longest', 1)) {
      this.index += 2
      return {type: 'longest', suit, strict: true}
    }

    if (token?.kind === 'op') {
      const after = this.peek(1)
      if (after && after.kind !== 'number') {
        this.index++
        const right = this.trySuit()
        if (right === undefined) this.fail('Expected a suit after `' + token.value + '`', this.peek())
        return {type: 'compare', left: suit, comparison: ops.get(token.value)!, right}
      }
    }

    return {type: 'length', suit, ...this.rangeAfterMetric()}
  }

  /** A range written after its metric: `>= 5`, `15-17`, `5+`. */
  private rangeAfterMetric(): Range {
    const range = this.tryRange()
    if (!range) this.fail('Expected a range such as `15-17`, `5+` or `>= 5`', this.peek())
    return range
  }

  /** A range, or `undefined` (nothing consumed). */
  private tryRange(): Range | undefined {
    const token = this.peek()
    if (!token) return undefined
    if (token.kind === 'op') {
      const value = this.peek(1)
      if (value?.kind !== 'number') return undefined
      this.index += 2
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
          return this.fail('Unexpected `' + token.value + '` in a range', token)
        }
      }
    }

    if (token.kind === 'word') {
      const word = token.value.toLowerCase()
      const value = this.peek(2)
      if ((word === 'at' && (this.isWord('least', 1) || this.isWord('most', 1))) && value?.kind === 'number') {
        const least = this.isWord('least', 1)
        this.index += 3
        return least ? {min: Number(value.value)} : {max: Number(value.value)}
      }

      if (word === 'exactly' && this.peek(1)?.kind === 'number') {
        this.index++
        const n = Number(this.next()!.value)
        return {min: n, max: n}
      }

      if (word === 'any') {
        this.index++
        return {}
      }

      return undefined
    }

    if (token.kind !== 'number') return undefined
    this.index++
    const min = Number(token.value)
    if (this.peek()?.kind === 'plus') {
      this.index++
      return {min}
    }

    if (this.peek()?.kind === 'dash' && this.peek(1)?.kind === 'number') {
      this.index++
      const max = Number(this.next()!.value)
      if (max < min) this.fail('Unexpected range `' + min + '-' + max + '`, expected the smaller number first', token)
      return {min, max}
    }

    return {min, max: min}
  }

  /** The metric after a range: `HCP`, `♠`, `controls` … */
  private metric(range: Range): Constraint {
    const token = this.peek()
    if (!token) return this.fail('Unexpected end, expected what the range counts (`HCP`, `♠` …)', token)

    const suit = this.trySuit()
    if (suit !== undefined) return {type: 'length', suit, ...range}

    if (this.isWord('in')) {
      this.index++
      const inSuit = this.trySuit()
      if (inSuit === undefined) this.fail('Expected a suit after `in`', this.peek())
      return {type: 'length', suit: inSuit, ...range}
    }

    if (token.kind !== 'word') return this.fail('Unexpected `' + token.value + '`, expected `HCP`, a suit or a count', token)
    const word = token.value.toLowerCase()
    this.index++

    switch (word) {
      case 'hcp':
      case 'points':
      case 'point': {
        const points: PointsConstraint = {type: 'points', scale: 'hcp', ...range}
        if (this.isWord('in')) points.suit = this.inSuit()
        return points
      }

      case 'honours':
      case 'honors':
      case 'honour':
      case 'honor': {
        return {type: 'honours', suit: this.inSuit(), ...range}
      }

      case 'of': {
        this.expectWord('top')
        const top = this.next()
        if (top?.kind !== 'number') this.fail('Expected how many top cards count', top)
        const cards = Number(top.value)
        if (!Number.isInteger(cards) || cards < 1 || cards > 13) this.fail('Unexpected `top ' + top.value + '`, expected 1 to 13 top cards', top)
        return {type: 'honours', suit: this.inSuit(), top: Number(top.value), ...range}
      }

      case 'aces':
      case 'ace':
      case 'kings':
      case 'king': {
        // `1 ace`, `2+ kings`: points on the named scale (`aces points in ♠` is the scale by its name).
        const scale = word.startsWith('ace') ? 'aces' : 'kings'
        if (!this.isWord('points') && !this.isWord('point')) return {type: 'points', scale, ...range}
        this.index++
        const points: PointsConstraint = {type: 'points', scale, ...range}
        if (this.isWord('in')) points.suit = this.inSuit()
        return points
      }

      case 'controls':
      case 'control': {
        if (!this.isWord('in')) return {type: 'controls', ...range}
        return {type: 'controls', suit: this.inSuit(), ...range}
      }

      case 'losers':
      case 'loser': {
        return {type: 'losers', ...range}
      }

      case 'simple': {
        if (!this.isWord('losers') && !this.isWord('loser')) this.fail('Expected `losers`', this.peek())
        this.index++
        return {type: 'losers', method: 'simple', ...range}
      }

      case 'nltc': {
        if (this.isWord('losers') || this.isWord('loser')) this.index++
        return {type: 'losers', method: 'nltc', ...range}
      }

      case 'playing': {
        if (!this.isWord('tricks') && !this.isWord('trick')) this.fail('Expected `tricks`', this.peek())
        this.index++
        const points: PointsConstraint = {type: 'points', scale: 'playing-tricks', ...range}
        if (this.isWord('in')) points.suit = this.inSuit()
        return points
      }

      case 'quick': {
        if (!this.isWord('tricks') && !this.isWord('trick')) this.fail('Expected `tricks`', this.peek())
        this.index++
        return {type: 'quickTricks', ...range}
      }

      case 'suit': {
        this.expectWord('quality')
        return {type: 'suitQuality', suit: this.inSuit(), ...range}
      }

      default: {
        const of = countWord(word)
        if (of) return {type: 'count', of, ...range}
        if (this.isWord('points') || this.isWord('point')) {
          this.index++
          const points: PointsConstraint = {type: 'points', scale: word, ...range}
          if (this.isWord('in')) points.suit = this.inSuit()
          return points
        }

        return this.fail('Unexpected `' + token.value + '`, expected `HCP`, a suit or a count', token)
      }
    }
  }

  private inSuit(): SuitRef {
    this.expectWord('in')
    const suit = this.trySuit()
    if (suit === undefined) this.fail('Expected a suit', this.peek())
    return suit
  }
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
    return {ok: true, constraint: new Parser(tokens, text.length).parse()}
  } catch (error) {
    if (error instanceof NotationError) {
      return {ok: false, message: error.message, start: error.start, end: error.end}
    }

    throw error
  }
}
