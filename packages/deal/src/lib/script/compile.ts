/**
 * Compile a dealer script to JavaScript: the condition and the values the
 * actions need become one function each, built with `new Function` from
 * the expression tree. Only numbers, table names and fixed operators reach
 * the generated text (never a name or a string from the script), so a
 * script cannot inject code.
 *
 * Every read of a hand is preceded by `e.m & bit || e.deal(seat)`, which is
 * what makes dealing lazy: a hand is dealt the first time it is looked at.
 */

import {kaplanRubens, kaplanRubensQuality, scaleTable, tables, type Hand} from '@bidding/hand'
import type {Program} from '../engine.js'
import type {Action, DealerScript, Expression} from './types.js'

type Mode = 'bool' | 'int'

/** The tables a compiled script reads. */
interface ScriptTables {
  length: Uint8Array
  pointcount: Int32Array | Uint8Array
  control: Uint8Array
  loser: Uint8Array
  /** `pt0` … `pt9`, each built on first use. */
  pt: Array<() => Int32Array>
  shapes: Uint8Array[]
  /** Kaplan–Rubens suit quality of every holding, in hundredths. */
  quality: Int32Array
  cccc: (hand: Hand) => number
}

let qualityTable: Int32Array | undefined
function qualities(): Int32Array {
  if (!qualityTable) {
    qualityTable = new Int32Array(8192)
    for (let holding = 0; holding < 8192; holding++) qualityTable[holding] = kaplanRubensQuality(holding)
  }

  return qualityTable
}

/** Deal every hand not yet dealt (for what reads the whole deal). */
function allSeats(): string {
  return [0, 1, 2, 3].map((seat) => seatGuard(seat)).join(', ')
}

function seatGuard(seat: number): string {
  return 'e.m & ' + (1 << seat) + ' || e.deal(' + seat + ')'
}

function holding(seat: number, suit: number): string {
  return 'H[' + (seat * 4 + suit) + ']'
}

function sumOver(table: string, seat: number, suit: number | undefined): string {
  if (suit !== undefined) return table + '[' + holding(seat, suit) + ']'
  return [0, 1, 2, 3].map((index) => table + '[' + holding(seat, index) + ']').join(' + ')
}

const tableNames: Readonly<Record<string, string>> = {hcp: 'P', control: 'C', loser: 'O'}

/** JavaScript for a binary operation, and whether it gives a boolean or an integer. */
function binary(expression: Extract<Expression, {kind: 'binary'}>): [string, Mode] {
  const {operator} = expression
  if (operator === '&&' || operator === '||') {
    return ['(' + generate(expression.left, 'bool') + ' ' + operator + ' ' + generate(expression.right, 'bool') + ')', 'bool']
  }

  const left = generate(expression.left, 'int')
  const right = generate(expression.right, 'int')
  switch (operator) {
    case '==': {
      return ['(' + left + ' === ' + right + ')', 'bool']
    }

    case '!=': {
      return ['(' + left + ' !== ' + right + ')', 'bool']
    }

    case '<':
    case '<=':
    case '>':
    case '>=': {
      return ['(' + left + ' ' + operator + ' ' + right + ')', 'bool']
    }

    case '+':
    case '-': {
      return ['((' + left + ' ' + operator + ' ' + right + ') | 0)', 'int']
    }

    case '*': {
      return ['Math.imul(' + left + ', ' + right + ')', 'int']
    }

    case '/': {
      return ['div(' + left + ', ' + right + ')', 'int']
    }

    case '%': {
      return ['mod(' + left + ', ' + right + ')', 'int']
    }
  }
}

/** JavaScript for an expression, as a boolean or as an integer. */
function generate(expression: Expression, mode: Mode): string {
  const asMode = (code: string, produced: Mode) => {
    if (produced === mode) return code
    return mode === 'bool' ? '(' + code + ' !== 0)' : '(' + code + ' ? 1 : 0)'
  }

  switch (expression.kind) {
    case 'number': {
      return mode === 'bool' ? String(expression.value !== 0) : String(expression.value | 0)
    }

    case 'unary': {
      if (expression.operator === '!') return asMode('!' + generate(expression.argument, 'bool'), 'bool')
      return asMode('(-' + generate(expression.argument, 'int') + ' | 0)', 'int')
    }

    case 'binary': {
      const [code, produced] = binary(expression)
      return asMode(code, produced)
    }

    case 'conditional': {
      return (
        '(' + generate(expression.test, 'bool') + ' ? ' + generate(expression.consequent, mode) + ' : ' + generate(expression.alternate, mode) + ')'
      )
    }

    case 'length': {
      const code = 'L[' + holding(expression.seat, expression.suit) + ']'
      return asMode('(' + seatGuard(expression.seat) + ', ' + code + ')', 'int')
    }

    case 'points': {
      const name = tableNames[expression.table] ?? 'A' + expression.table.slice(2)
      return asMode('(' + seatGuard(expression.seat) + ', ' + sumOver(name, expression.seat, expression.suit) + ')', 'int')
    }

    case 'shape': {
      const {seat} = expression
      const index = 'L[' + holding(seat, 0) + '] * 196 + L[' + holding(seat, 1) + '] * 14 + L[' + holding(seat, 2) + ']'
      const code = '(' + seatGuard(seat) + ', S' + expression.shape + '[' + index + '])'
      return mode === 'bool' ? '(' + code + ' === 1)' : code
    }

    case 'random': {
      return asMode('(' + allSeats() + ', rnd(H, ' + generate(expression.argument, 'int') + ', ' + expression.site + '))', 'int')
    }

    case 'cccc': {
      const {seat} = expression
      const hand = '[' + [0, 1, 2, 3].map((suit) => holding(seat, suit)).join(', ') + ']'
      return asMode('(' + seatGuard(seat) + ', K(' + hand + '))', 'int')
    }

    case 'quality': {
      return asMode('(' + seatGuard(expression.seat) + ', Q[' + holding(expression.seat, expression.suit) + '])', 'int')
    }

    case 'tricks': {
      // `e.t`: the deal's double-dummy table, set by the runner once solved (strain × 4 + declarer); 0 before.
      return asMode('(e.t ? e.t[' + (expression.strain * 4 + expression.seat) + '] : 0)', 'int')
    }

    case 'hascard': {
      const suit = Math.floor(expression.card / 13)
      const rank = expression.card % 13
      const code = '(' + seatGuard(expression.seat) + ', (' + holding(expression.seat, suit) + ' >> ' + rank + ') & 1)'
      return mode === 'bool' ? '(' + code + ' === 1)' : code
    }
  }
}

/** The expressions whose values each produced deal records, in action order. */
export function valueExpressions(actions: readonly Action[]): Expression[] {
  const result: Expression[] = []
  for (const action of actions) {
    switch (action.kind) {
      case 'average': {
        result.push(action.expression)
        break
      }

      case 'frequency': {
        result.push(action.expression)
        if (action.second) result.push(action.second.expression)
        break
      }

      case 'printcompact':
      case 'printoneline': {
        if (action.expression) result.push(action.expression)
        break
      }

      case 'printes': {
        for (const item of action.items) if (item.kind === 'expression') result.push(item.expression)
        break
      }

      default:
    }
  }

  return result
}

/**
 * The tables a compiled script reads, each built on first read: a script
 * that never asks for `pt3` or `quality` does not pay for their 8,192-entry
 * tables at start-up (on every worker thread).
 */
function scriptTables(script: DealerScript): ScriptTables {
  return {
    length: tables.length,
    get pointcount() {
      // The usual 4-3-2-1 count is hand's own table, built when it loads.
      const weights = script.pointcount
      const plain = weights.length === 4 && weights[0] === 4 && weights[1] === 3 && weights[2] === 2 && weights[3] === 1
      return plain ? tables.hcp : scaleTable(weights)
    },
    control: tables.controls,
    loser: tables.losers,
    pt: script.altcount.map((weights) => () => scaleTable(weights)),
    shapes: script.shapes,
    get quality() {
      return qualities()
    },
    cccc: kaplanRubens
  }
}

/** The JavaScript of a script’s program (exposed for tests and curiosity). */
export function programSource(script: DealerScript): string {
  const values = valueExpressions(script.actions)
  const body = [
    'return {',
    '  condition(e) { const H = e.h; return ' + generate(script.condition, 'bool') + '; },',
    '  values(e, out, o) { const H = e.h;',
    ...values.map((expression, index) => '    out[o + ' + index + '] = ' + generate(expression, 'int') + ';'),
    '  }',
    '};'
  ]
  const text = body.join('\n')
  // Bind only the tables the body reads, so unused ones are never built.
  const uses = (name: string) => new RegExp('\\b' + name + '[[(]').test(text)
  const bindings = [
    ['L', 'T.length'],
    ['P', 'T.pointcount'],
    ['C', 'T.control'],
    ['O', 'T.loser'],
    ...script.altcount.map((_, index) => ['A' + index, 'T.pt[' + index + ']()']),
    ...script.shapes.map((_, index) => ['S' + index, 'T.shapes[' + index + ']']),
    ['Q', 'T.quality'],
    ['K', 'T.cccc']
  ]
    .filter(([name]) => uses(name!))
    .map(([name, value]) => 'const ' + name + ' = ' + value + ';')
  const lines = [
    ...bindings,
    'const div = (a, b) => (b === 0 ? 0 : (a / b) | 0);',
    'const mod = (a, b) => (b === 0 ? 0 : a % b | 0);',
    // rnd(n): a hash of the deal and the call site, so a deal gets the same value on any thread.
    'const rnd = (H, n, site) => { if (n <= 0) return 0; let x = Math.imul(site + 1, 0x9e3779b1);',
    '  for (let i = 0; i < 16; i++) { x = Math.imul(x ^ H[i], 0x85ebca6b); x ^= x >>> 13; }',
    '  x = Math.imul(x ^ (x >>> 16), 0xc2b2ae35); x ^= x >>> 16; return Math.floor(((x >>> 0) / 4294967296) * n); };',
    ...body
  ]
  return lines.join('\n')
}

/** Compile a script to a program for the engine. */
export function compileScript(script: DealerScript): Program {
  // eslint-disable-next-line no-new-func
  const factory = new Function('T', programSource(script)) as (tables: ScriptTables) => Pick<Program, 'condition' | 'values'>
  const compiled = factory(scriptTables(script))
  const valueCount = valueExpressions(script.actions).length
  return {
    condition: compiled.condition,
    values: compiled.values,
    valueCount,
    keepDeals:
      script.tricks === true ||
      script.actions.some((action) => ['printall', 'printew', 'printpbn', 'printcompact', 'printoneline', 'print'].includes(action.kind))
  }
}
