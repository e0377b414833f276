/**
 * Read a dealer script (the common subset of dealer’s input language) into
 * a `DealerScript`. Every problem is a message with a position on the file;
 * errors are marked fatal and make the result `undefined`, but nothing is
 * ever thrown.
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {capMessages} from '@bidding/core/messages'
import {own} from '@bidding/core/own'
import {pointScales} from '@bidding/hand'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {lex, type Token} from './lex.js'
import type {Action, BinaryOperator, DealerScript, Expression, PointTable, PrintItem} from './types.js'
import {valueExpressions} from './compile.js'

const source = '@bidding/deal'

/** Dealer’s default for `generate`. */
export const defaultGenerate = 10_000_000

const statementWords = new Set([
  'generate',
  'produce',
  'dealer',
  'vulnerable',
  'predeal',
  'pointcount',
  'altcount',
  'condition',
  'action'
])

const seatWords: Readonly<Record<string, number>> = {north: 0, east: 1, south: 2, west: 3}

const suitFunctions: Readonly<Record<string, number>> = {
  spade: 0,
  spades: 0,
  heart: 1,
  hearts: 1,
  diamond: 2,
  diamonds: 2,
  club: 3,
  clubs: 3
}

const pointFunctions: Readonly<Record<string, PointTable>> = {
  hcp: 'hcp',
  hcps: 'hcp',
  control: 'control',
  controls: 'control',
  loser: 'loser',
  losers: 'loser',
  pt0: 'pt0',
  pt1: 'pt1',
  pt2: 'pt2',
  pt3: 'pt3',
  pt4: 'pt4',
  pt5: 'pt5',
  pt6: 'pt6',
  pt7: 'pt7',
  pt8: 'pt8',
  pt9: 'pt9',
  ten: 'pt0',
  tens: 'pt0',
  jack: 'pt1',
  jacks: 'pt1',
  queen: 'pt2',
  queens: 'pt2',
  king: 'pt3',
  kings: 'pt3',
  ace: 'pt4',
  aces: 'pt4',
  top2: 'pt5',
  top3: 'pt6',
  top4: 'pt7',
  top5: 'pt8',
  c13: 'pt9'
}

/** What dealer offers that this reader does not (reported as such). */
const unsupportedFunctions = new Set(['score', 'imps', 'imp'])
const unsupportedActions = new Set(['evalcontract'])

/** dealer’s default `altcount`s: tens, jacks, queens, kings, aces, top2 … top5, c13. */
const defaultAltcount = [
  pointScales.tens!,
  pointScales.jacks!,
  pointScales.queens!,
  pointScales.kings!,
  pointScales.aces!,
  pointScales.top2!,
  pointScales.top3!,
  pointScales.top4!,
  pointScales.top5!,
  pointScales.c13!
].map((weights) => [...weights])

class ScriptError extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
    readonly ruleId: string
  ) {
    super(message)
  }
}

const precedence: ReadonlyArray<readonly BinaryOperator[]> = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%']
]

class Parser {
  private index = 0
  /** Expressions open while parsing (parentheses, `?:`, `!`): bounded so the parser's recursion is. */
  private open = 0
  /** Depth and size of composite expressions (a definition's is shared by every use). */
  private readonly measures = new WeakMap<Expression, {depth: number; size: number}>()
  private readonly definitions = new Map<string, Expression>()
  readonly shapes: Uint8Array[] = []
  generate: number | undefined
  produce: number | undefined
  dealer: Direction = 'N'
  vulnerable: DealVulnerability = 'none'
  dealerSet = false
  vulnerableSet = false
  private randomSites = 0
  readonly predeal: number[] = Array.from({length: 16}, () => 0)
  pointcount: number[] = [...pointScales.hcp!]
  readonly altcount: number[][] = defaultAltcount.map((weights) => [...weights])
  condition: Expression | undefined
  actions: Action[] | undefined

  constructor(
    private readonly tokens: Token[],
    private readonly report: (error: ScriptError, fatal: boolean) => void
  ) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index++
    return token
  }

  private isPunct(value: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token.kind === 'punct' && token.value === value
  }

  private isWord(value: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token.kind === 'word' && token.value === value
  }

  private fail(reason: string, token: Token, ruleId = 'syntax'): never {
    throw new ScriptError(reason, token.start, Math.max(token.end, token.start + 1), ruleId)
  }

  private describe(token: Token): string {
    return token.kind === 'end' ? 'end of file' : '`' + (token.kind === 'string' ? '"' + token.value + '"' : token.value) + '`'
  }

  private expectPunct(value: string, what = '`' + value + '`'): Token {
    const token = this.peek()
    if (!this.isPunct(value)) this.fail('Unexpected ' + this.describe(token) + ', expected ' + what, token)
    return this.next()
  }

  private integer(what: string): {value: number; token: Token} {
    const token = this.peek()
    let sign = 1
    if (this.isPunct('-')) {
      this.next()
      sign = -1
    }

    const digits = this.peek()
    if (digits.kind !== 'number') this.fail('Unexpected ' + this.describe(digits) + ', expected ' + what, digits)
    this.next()
    return {value: sign * Number(digits.value), token: {...token, end: digits.end}}
  }

  private count(what: string): number {
    const {value, token} = this.integer(what)
    if (value < 0 || !Number.isSafeInteger(value)) this.fail('Unexpected `' + value + '`, expected ' + what, token)
    return value
  }

  /** Read every statement. */
  parse(): void {
    while (this.peek().kind !== 'end') {
      const start = this.index
      try {
        this.statement()
      } catch (error) {
        if (!(error instanceof ScriptError)) throw error
        this.report(error, true)
        // Skip to the next statement keyword.
        if (this.index === start) this.next()
        while (this.peek().kind !== 'end' && !(this.peek().kind === 'word' && statementWords.has(this.peek().value))) this.next()
      }
    }
  }

  private statement(): void {
    const token = this.peek()
    if (token.kind === 'word') {
      switch (token.value) {
        case 'generate': {
          this.next()
          this.generate = this.count('a number of deals')
          return
        }

        case 'produce': {
          this.next()
          this.produce = this.count('a number of deals')
          return
        }

        case 'dealer': {
          this.next()
          const seat = this.peek()
          if (seat.kind !== 'word' || own(seatWords, seat.value) === undefined) {
            this.fail('Unexpected ' + this.describe(seat) + ', expected `north`, `east`, `south` or `west`', seat)
          }

          this.next()
          this.dealer = (['N', 'E', 'S', 'W'] as const)[own(seatWords, seat.value)!]!
          this.dealerSet = true
          return
        }

        case 'vulnerable': {
          this.next()
          const value = this.peek()
          const word = value.value
          const vulnerable: DealVulnerability | undefined =
            word === 'none' ? 'none' : word === 'all' ? 'all' : /^ns$/i.test(word) ? 'ns' : /^ew$/i.test(word) ? 'ew' : undefined
          if (value.kind !== 'word' || !vulnerable) {
            this.fail('Unexpected ' + this.describe(value) + ', expected `none`, `NS`, `EW` or `all`', value)
          }

          this.next()
          this.vulnerable = vulnerable
          this.vulnerableSet = true
          return
        }

        case 'predeal': {
          this.next()
          this.predealList()
          return
        }

        case 'pointcount': {
          this.next()
          this.pointcount = this.weights()
          return
        }

        case 'altcount': {
          this.next()
          const which = this.integer('a count number from 0 to 9')
          if (which.value < 0 || which.value > 9) this.fail('Unexpected `' + which.value + '`, expected a count number from 0 to 9', which.token)
          this.altcount[which.value] = this.weights()
          return
        }

        case 'condition': {
          this.next()
          this.setCondition(this.expression(), token)
          return
        }

        case 'action': {
          this.next()
          if (this.actions) {
            this.report(new ScriptError('Unexpected second `action`, the last one wins (as in dealer)', token.start, token.end, 'duplicate-action'), false)
          }

          this.actions = this.actionList()
          return
        }

        default: {
          if (this.isPunct('=', 1)) {
            this.definition()
            return
          }
        }
      }
    }

    // dealer allows the word `condition` to be left out.
    this.setCondition(this.expression(), token)
  }

  private setCondition(expression: Expression, token: Token): void {
    if (this.condition) {
      this.report(new ScriptError('Unexpected second condition, the last one wins (as in dealer)', token.start, token.end, 'duplicate-condition'), false)
    }

    this.condition = expression
  }

  private definition(): void {
    const name = this.next()
    this.next()
    if (this.reserved(name.value)) this.fail('Unexpected keyword `' + name.value + '`, expected a name to define', name, 'reserved-name')
    if (this.definitions.has(name.value)) this.fail('Unexpected second definition of `' + name.value + '`', name, 'redefined')
    if (/^\d/.test(name.value)) this.fail('Unexpected `' + name.value + '`, expected a name to define', name)
    this.definitions.set(name.value, this.expression())
  }

  private reserved(word: string): boolean {
    return (
      statementWords.has(word) ||
      Object.hasOwn(seatWords, word) ||
      Object.hasOwn(suitFunctions, word) ||
      Object.hasOwn(pointFunctions, word) ||
      unsupportedFunctions.has(word) ||
      word === 'tricks' ||
      word === 'trick' ||
      ['shape', 'hascard', 'and', 'or', 'not', 'any', 'notrump', 'notrumps', 'cccc', 'quality'].includes(word) ||
      /^print/.test(word) ||
      word === 'average' ||
      word === 'frequency'
    )
  }

  private weights(): number[] {
    const weights: number[] = []
    while (this.peek().kind === 'number' || (this.isPunct('-') && this.peek(1).kind === 'number')) {
      weights.push(this.integer('a number').value)
      if (this.isPunct(',')) this.next()
    }

    if (weights.length === 0) this.fail('Unexpected ' + this.describe(this.peek()) + ', expected point values from the ace down', this.peek())
    if (weights.length > 13) this.fail('Unexpected ' + weights.length + ' point values, expected at most 13', this.peek())
    return weights
  }

  private predealList(): void {
    let any = false
    while (this.peek().kind === 'word' && own(seatWords, this.peek().value) !== undefined) {
      any = true
      const seat = own(seatWords, this.next().value)!
      if (this.isPunct(',')) this.next()
      let holdings = 0
      for (;;) {
        const token = this.peek()
        if (token.kind !== 'word' || !/^[SHDC]/.test(token.value) || token.value.length > 14) break
        this.next()
        this.holding(seat, token)
        holdings++
        if (this.isPunct(',') && this.peek(1).kind === 'word' && /^[SHDC]/.test(this.peek(1).value)) this.next()
        else break
      }

      if (holdings === 0) this.fail('Unexpected ' + this.describe(this.peek()) + ', expected cards such as `SAQ542`', this.peek())
    }

    if (!any) {
      const token = this.peek()
      if (token.kind === 'word' && Object.hasOwn(suitFunctions, token.value)) {
        this.fail('Unsupported `predeal ' + token.value + '(…)` (dealing to given suit lengths); predeal cards instead', token, 'unsupported')
      }

      this.fail('Unexpected ' + this.describe(token) + ', expected a seat (`north` …) and cards', token)
    }
  }

  private holding(seat: number, token: Token): void {
    const suit = 'SHDC'.indexOf(token.value[0]!)
    for (let index = 1; index < token.value.length; index++) {
      const rank = '23456789TJQKA'.indexOf(token.value[index]!)
      const at = {...token, start: token.start + index, end: token.start + index + 1}
      if (rank === -1) this.fail('Unexpected `' + token.value[index] + '`, expected a rank (`A` … `2`)', at)
      const bit = 1 << rank
      for (let other = 0; other < 4; other++) {
        if (this.predeal[other * 4 + suit]! & bit) this.fail('Unexpected `' + token.value[0] + token.value[index] + '`, already predealt', at, 'predeal-twice')
      }

      this.predeal[seat * 4 + suit]! |= bit
    }

    let count = 0
    for (let index = 0; index < 4; index++) for (let rest = this.predeal[seat * 4 + index]!; rest; rest &= rest - 1) count++
    if (count > 13) this.fail('Unexpected ' + count + ' predealt cards for one hand, expected at most 13', token, 'predeal-too-many')
  }

  private actionList(): Action[] {
    const actions = [this.action()]
    while (this.isPunct(',')) {
      this.next()
      // dealer allows a comma after the last action.
      const token = this.peek()
      if (token.kind === 'end' || (token.kind === 'word' && (statementWords.has(token.value) || this.isPunct('=', 1)))) break
      actions.push(this.action())
    }

    return actions
  }

  private label(): string | undefined {
    if (this.peek().kind !== 'string') return undefined
    return this.next().value
  }

  private optionalExpression(): Expression | undefined {
    if (!this.isPunct('(')) return undefined
    this.next()
    const expression = this.expression()
    this.expectPunct(')')
    return expression
  }

  private action(): Action {
    const token = this.next()
    if (token.kind !== 'word') this.fail('Unexpected ' + this.describe(token) + ', expected an action such as `printall` or `average`', token)
    switch (token.value) {
      case 'printall':
      case 'printew':
      case 'printpbn': {
        return {kind: token.value}
      }

      case 'printcompact':
      case 'printoneline': {
        return {kind: token.value, expression: this.optionalExpression()}
      }

      case 'print': {
        this.expectPunct('(')
        const seats = [this.seat()]
        while (this.isPunct(',')) {
          this.next()
          seats.push(this.seat())
        }

        this.expectPunct(')', '`,` or `)`')
        return {kind: 'print', seats}
      }

      case 'printes': {
        this.expectPunct('(', '`(` (dealer needs parentheses around the items of `printes`)')
        const items: PrintItem[] = []
        do {
          const item = this.peek()
          if (item.kind === 'string') {
            this.next()
            items.push({kind: 'string', value: item.value})
          } else if (item.kind === 'newline') {
            this.next()
            items.push({kind: 'newline'})
          } else {
            items.push({kind: 'expression', expression: this.expression()})
          }
        } while (this.isPunct(',') && this.next())
        this.expectPunct(')', '`,` or `)`')
        return {kind: 'printes', items}
      }

      case 'average': {
        const label = this.label()
        return {kind: 'average', label, expression: this.expression()}
      }

      case 'frequency': {
        const label = this.label()
        this.expectPunct('(')
        const expression = this.expression()
        this.expectPunct(',')
        const low = this.integer('a lower bound').value
        this.expectPunct(',')
        const high = this.integer('an upper bound').value
        let second: {expression: Expression; low: number; high: number} | undefined
        if (this.isPunct(',')) {
          this.next()
          const other = this.expression()
          this.expectPunct(',')
          const otherLow = this.integer('a lower bound').value
          this.expectPunct(',')
          second = {expression: other, low: otherLow, high: this.integer('an upper bound').value}
        }

        this.expectPunct(')', '`,` or `)`')
        if (high < low || (second && second.high < second.low)) this.fail('Unexpected bounds, expected the lower bound first', token)
        return {kind: 'frequency', label, expression, low, high, second}
      }

      default: {
        if (unsupportedActions.has(token.value)) this.fail('Unsupported action `' + token.value + '`', token, 'unsupported')
        return this.fail(
          'Unexpected ' + this.describe(token) + ', expected an action (`printall`, `printew`, `printpbn`, `printcompact`, `printoneline`, `print`, `printes`, `average`, `frequency`)',
          token
        )
      }
    }
  }

  /** An expression: `?:` is the loosest, then C’s precedence. */
  expression(): Expression {
    this.enter()
    const test = this.binary(0)
    if (!this.isPunct('?')) {
      this.open--
      return test
    }

    this.next()
    const consequent = this.expression()
    this.expectPunct(':', '`:` of `?:`')
    const alternate = this.expression()
    this.open--
    return this.measured({kind: 'conditional', test, consequent, alternate, start: test.start, end: alternate.end}, test, consequent, alternate)
  }

  /** Count an expression opened, refusing more than `maxExpressionDepth` (`((((…` would overflow the stack). */
  private enter(): void {
    if (++this.open > maxExpressionDepth) {
      this.fail('Unexpected expression nested deeper than ' + maxExpressionDepth + ' levels', this.peek(), 'too-deep')
    }
  }

  /**
   * `node`, refused when it nests deeper than `maxExpressionDepth` (`a && b && …`
   * nests too, and the compiler recurses) or, through definitions used
   * twice, grows beyond `maxExpressionSize` nodes.
   */
  private measured(node: Expression, ...children: Expression[]): Expression {
    let depth = 0
    let size = 1
    for (const child of children) {
      const measure = this.measures.get(child) ?? {depth: 1, size: 1}
      depth = Math.max(depth, measure.depth)
      size += measure.size
    }

    if (depth + 1 > maxExpressionDepth) {
      this.fail('Unexpected expression nested deeper than ' + maxExpressionDepth + ' levels', {kind: 'end', value: '', start: node.start, end: node.end}, 'too-deep')
    }

    if (size > maxExpressionSize) {
      this.fail('Unexpected expression of more than ' + maxExpressionSize.toLocaleString('en-US') + ' parts (definitions used in definitions)', {kind: 'end', value: '', start: node.start, end: node.end}, 'too-large')
    }

    this.measures.set(node, {depth: depth + 1, size})
    return node
  }

  private operatorAt(level: number): BinaryOperator | undefined {
    const token = this.peek()
    if (token.kind === 'word') {
      if (level === 0 && token.value === 'or') return '||'
      if (level === 1 && token.value === 'and') return '&&'
      return undefined
    }

    return token.kind === 'punct' ? precedence[level]!.find((operator) => operator === token.value) : undefined
  }

  private binary(level: number): Expression {
    if (level === precedence.length) return this.unary()
    let left = this.binary(level + 1)
    for (let operator = this.operatorAt(level); operator; operator = this.operatorAt(level)) {
      this.next()
      const right = this.binary(level + 1)
      left = this.measured({kind: 'binary', operator, left, right, start: left.start, end: right.end}, left, right)
    }

    return left
  }

  private unary(): Expression {
    const token = this.peek()
    if (this.isPunct('!') || this.isWord('not') || this.isPunct('-')) {
      this.enter()
      this.next()
      const argument = this.unary()
      const operator = token.value === '-' ? '-' : '!'
      this.open--
      return this.measured({kind: 'unary', operator, argument, start: token.start, end: argument.end}, argument)
    }

    return this.primary()
  }

  private seat(): number {
    const token = this.next()
    if (token.kind !== 'word' || own(seatWords, token.value) === undefined) {
      this.fail('Unexpected ' + this.describe(token) + ', expected `north`, `east`, `south` or `west`', token)
    }

    return own(seatWords, token.value)!
  }

  private primary(): Expression {
    const token = this.next()
    if (token.kind === 'number') return {kind: 'number', value: Number(token.value), start: token.start, end: token.end}
    if (this.isPunctToken(token, '(')) {
      const inner = this.expression()
      this.expectPunct(')', '`)`')
      return inner
    }

    if (token.kind !== 'word') return this.fail('Unexpected ' + this.describe(token) + ', expected an expression', token)
    const word = token.value

    if (Object.hasOwn(suitFunctions, word)) {
      this.expectPunct('(')
      const seat = this.seat()
      const close = this.expectPunct(')')
      return {kind: 'length', seat, suit: own(suitFunctions, word)!, start: token.start, end: close.end}
    }

    const table = own(pointFunctions, word)
    if (table) {
      this.expectPunct('(')
      const seat = this.seat()
      let suit: number | undefined
      if (this.isPunct(',')) {
        this.next()
        const suitToken = this.next()
        suit = suitToken.kind === 'word' ? own(suitFunctions, suitToken.value) : undefined
        if (suit === undefined) this.fail('Unexpected ' + this.describe(suitToken) + ', expected a suit (`spades` …)', suitToken)
      }

      const close = this.expectPunct(')', '`,` or `)`')
      return {kind: 'points', table, seat, suit, start: token.start, end: close.end}
    }

    if (word === 'shape') {
      this.expectPunct('(')
      const seat = this.seat()
      this.expectPunct(',')
      const shape = this.shapeList()
      const close = this.expectPunct(')', '`+`, `-`, `,` or `)`')
      return {kind: 'shape', seat, shape, start: token.start, end: close.end}
    }

    if (word === 'hascard') {
      this.expectPunct('(')
      const seat = this.seat()
      this.expectPunct(',')
      const cardToken = this.next()
      const card = cardOf(cardToken.value)
      if (card === undefined) this.fail('Unexpected ' + this.describe(cardToken) + ', expected a card such as `TC` or `AS`', cardToken)
      const close = this.expectPunct(')')
      return {kind: 'hascard', seat, card, start: token.start, end: close.end}
    }

    if (word === 'rnd' && this.isPunct('(')) {
      this.next()
      const argument = this.expression()
      const close = this.expectPunct(')')
      return {kind: 'random', argument, site: this.randomSites++, start: token.start, end: close.end}
    }

    if (word === 'cccc' || word === 'quality') {
      this.expectPunct('(')
      const seat = this.seat()
      if (word === 'cccc') {
        const close = this.expectPunct(')')
        return {kind: 'cccc', seat, start: token.start, end: close.end}
      }

      this.expectPunct(',')
      const suitToken = this.next()
      const suit = suitToken.kind === 'word' ? suitFunctions[suitToken.value] : undefined
      if (suit === undefined) this.fail('Unexpected ' + this.describe(suitToken) + ', expected a suit (`spades` …)', suitToken)
      const close = this.expectPunct(')')
      return {kind: 'quality', seat, suit: suit!, start: token.start, end: close.end}
    }

    if (word === 'tricks' || word === 'trick') {
      this.expectPunct('(')
      const seat = this.seat()
      this.expectPunct(',')
      const strainToken = this.next()
      const strain =
        strainToken.kind === 'word'
          ? strainToken.value === 'notrump' || strainToken.value === 'notrumps'
            ? 4
            : own(suitFunctions, strainToken.value)
          : undefined
      if (strain === undefined) this.fail('Unexpected ' + this.describe(strainToken) + ', expected a strain (`spades` … `clubs`, `notrump`)', strainToken)
      const close = this.expectPunct(')')
      return {kind: 'tricks', seat, strain: strain!, start: token.start, end: close.end}
    }

    if (unsupportedFunctions.has(word)) this.fail('Unsupported function `' + word + '`', token, 'unsupported')
    const definition = this.definitions.get(word)
    if (definition) return definition
    if (this.reserved(word)) this.fail('Unexpected keyword `' + word + '` in an expression', token)
    return this.fail('Unexpected `' + word + '`, it is not defined (define it before use: `' + word + ' = …`)', token, 'undefined-name')
  }

  /** The next token is a shape such as `4333` or `5xxx`. */
  private isShapeToken(): boolean {
    const token = this.peek()
    return (token.kind === 'number' || token.kind === 'word') && /^[0-9x]{4}$/i.test(token.value)
  }

  private isPunctToken(token: Token, value: string): boolean {
    return token.kind === 'punct' && token.value === value
  }

  /** A shape list: `any 4333 + any 4432 - 5xxx`; its table of accepted length vectors. */
  private shapeList(): number {
    const table = new Uint8Array(14 * 14 * 14)
    let sign = 1
    if (this.isPunct('+') || this.isPunct('-')) sign = this.next().value === '-' ? 0 : 1
    for (;;) {
      let any = false
      if (this.isWord('any')) {
        this.next()
        any = true
      }

      const token = this.next()
      const pattern = token.value.toLowerCase()
      if ((token.kind !== 'number' && token.kind !== 'word') || !/^[0-9x]{4}$/.test(pattern)) {
        this.fail('Unexpected ' + this.describe(token) + ', expected a shape such as `4333` or `5xxx`', token)
      }

      applyShape(table, pattern, any, sign)
      // dealer also reads a comma, or nothing at all (`any 4432 any 5332`), as `+`.
      if (this.isPunct('+') || this.isPunct('-') || this.isPunct(',')) sign = this.next().value === '-' ? 0 : 1
      else if (this.isWord('any') || this.isShapeToken()) sign = 1
      else break
    }

    this.shapes.push(table)
    return this.shapes.length - 1
  }
}

/** The card of dealer’s spelling `TC` (rank, suit), or `CT`. */
function cardOf(value: string): number | undefined {
  if (value.length !== 2) return undefined
  const ranks = '23456789TJQKA'
  let rank = ranks.indexOf(value[0]!)
  let suit = 'SHDC'.indexOf(value[1]!)
  if (rank === -1 || suit === -1) {
    rank = ranks.indexOf(value[1]!)
    suit = 'SHDC'.indexOf(value[0]!)
  }

  return rank === -1 || suit === -1 ? undefined : suit * 13 + rank
}

const orders: number[][] = []
for (let a = 0; a < 4; a++) {
  for (let b = 0; b < 4; b++) {
    for (let c = 0; c < 4; c++) {
      const d = 6 - a - b - c
      if (new Set([a, b, c, d]).size === 4 && d >= 0 && d < 4) orders.push([a, b, c, d])
    }
  }
}

/** Add (sign 1) or remove (sign 0) the length vectors a shape matches. */
function applyShape(table: Uint8Array, pattern: string, any: boolean, sign: number): void {
  for (let s = 0; s < 14; s++) {
    for (let h = 0; s + h < 14; h++) {
      for (let d = 0; s + h + d < 14; d++) {
        const lengths = [s, h, d, 13 - s - h - d]
        const matches = (any ? orders : [[0, 1, 2, 3]]).some((order) =>
          order.every((from, index) => pattern[from] === 'x' || Number(pattern[from]) === lengths[index])
        )
        if (matches) table[s * 196 + h * 14 + d] = sign
      }
    }
  }
}

/** Whether any action prints deals (dealer then produces 40 by default). */
export function printsDeals(actions: readonly Action[]): boolean {
  return actions.some((action) => action.kind.startsWith('print'))
}

/** Deepest expression a script may have: far beyond real scripts, far below what overflows the stack. */
const maxExpressionDepth = 200

/** Largest expression, definitions expanded: `a2 = a1 + a1`, `a3 = a2 + a2` … doubles at each line. */
const maxExpressionSize = 100_000

/** Messages kept per rule: a script of 150,000 bad characters gets 101, not 150,000. */
const messagesPerRule = 100

/**
 * Read a dealer script. Problems become messages on `file` (errors are
 * fatal messages); the result is `undefined` when there was an error.
 * Never throws.
 */
export function parseDealerScript(text: string, file: VFile): DealerScript | undefined {
  const place = location(text)
  let failed = false
  const report = (error: {message: string; start: number; end: number; ruleId: string}, fatal: boolean) => {
    const start = place.toPoint(error.start)
    const end = place.toPoint(error.end)
    const message = file.message(error.message, {
      place: start && end ? {start, end} : start,
      ruleId: error.ruleId,
      source
    })
    if (fatal) {
      message.fatal = true
      failed = true
    }
  }

  const {tokens, problems} = lex(text)
  // One problem per bad character: the first 100 of each rule, then one for the rest (as `capMessages` does).
  const totals = new Map<string, number>()
  for (const problem of problems) totals.set(problem.ruleId, (totals.get(problem.ruleId) ?? 0) + 1)
  const reported = new Map<string, number>()
  for (const problem of problems) {
    const count = (reported.get(problem.ruleId) ?? 0) + 1
    reported.set(problem.ruleId, count)
    if (count <= messagesPerRule) report({message: problem.reason, ...problem}, true)
    else if (count === messagesPerRule + 1) {
      const rest = totals.get(problem.ruleId)! - messagesPerRule
      const reason = 'and ' + rest.toLocaleString('en-US') + ' more `' + problem.ruleId + '` messages (the next here)'
      report({...problem, message: reason, ruleId: 'too-many-messages'}, true)
    }
  }

  const parser = new Parser(tokens, (error, fatal) =>
    report({message: error.message, start: error.start, end: error.end, ruleId: error.ruleId}, fatal)
  )
  try {
    parser.parse()
  } catch (error) {
    // A bug, not a bad script: still a message, never a throw.
    report({message: 'Cannot read script: ' + String(error), start: 0, end: 0, ruleId: 'internal-error'}, true)
  }

  // Deals are solved double dummy once produced, in batches: the condition cannot wait for that.
  const inCondition = parser.condition ? findTricks(parser.condition) : undefined
  if (inCondition) {
    report(
      {
        message: 'Unsupported `tricks` in the condition: double-dummy tricks are solved for the deals produced, so use them in actions (`average tricks(north, notrump)`)',
        start: inCondition.start,
        end: inCondition.end,
        ruleId: 'unsupported'
      },
      true
    )
  }

  capMessages(file, {perRule: messagesPerRule})
  if (failed) return undefined
  const actions: Action[] = parser.actions ?? [{kind: 'printall'}]
  const tricks = valueExpressions(actions).some((expression) => findTricks(expression) !== undefined)
  const generate = parser.generate ?? defaultGenerate
  return {
    source: text,
    generate,
    produce: parser.produce ?? (printsDeals(actions) ? 40 : generate),
    dealer: parser.dealer,
    vulnerable: parser.vulnerable,
    dealerSet: parser.dealerSet,
    vulnerableSet: parser.vulnerableSet,
    predeal: parser.predeal,
    pointcount: parser.pointcount,
    altcount: parser.altcount,
    shapes: parser.shapes,
    condition: parser.condition ?? {kind: 'number', value: 1, start: 0, end: 0},
    actions,
    ...(tricks ? {tricks} : {})
  }
}

/** The first `tricks` in an expression (definitions are already expanded). */
function findTricks(expression: Expression): Expression | undefined {
  const stack = [expression]
  while (stack.length > 0) {
    const node = stack.pop()!
    switch (node.kind) {
      case 'tricks': {
        return node
      }

      case 'unary':
      case 'random': {
        stack.push(node.argument)
        break
      }

      case 'binary': {
        stack.push(node.right, node.left)
        break
      }

      case 'conditional': {
        stack.push(node.alternate, node.consequent, node.test)
        break
      }

      default:
    }
  }

  return undefined
}
