/**
 * A dealer script once read: settings, the condition and the actions, with
 * expressions as a small tree.
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'

/** Binary operators of dealer expressions (C semantics on integers). */
export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%'

/** Tables a `points` expression sums: `hcp`, `pt0` … `pt9`, `control`, `loser`. */
export type PointTable = 'hcp' | 'pt0' | 'pt1' | 'pt2' | 'pt3' | 'pt4' | 'pt5' | 'pt6' | 'pt7' | 'pt8' | 'pt9' | 'control' | 'loser'

/** An expression; `start`/`end` are offsets in the script. */
export type Expression = (
  | {kind: 'number'; value: number}
  | {kind: 'unary'; operator: '!' | '-'; argument: Expression}
  | {kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression}
  | {kind: 'conditional'; test: Expression; consequent: Expression; alternate: Expression}
  /** Length of a suit (0 ♠ … 3 ♣) of a seat (0 N … 3 W). */
  | {kind: 'length'; seat: number; suit: number}
  /** A table summed over the hand, or one suit. */
  | {kind: 'points'; table: PointTable; seat: number; suit?: number | undefined}
  /** A `shape()` test: index into the script’s shape tables. */
  | {kind: 'shape'; seat: number; shape: number}
  /** Whether a seat holds a card (0 … 51). */
  | {kind: 'hascard'; seat: number; card: number}
  /** dealer’s undocumented `rnd(n)`: a whole number from 0 to n − 1; `site` tells its uses apart. */
  | {kind: 'random'; argument: Expression; site: number}
  /** Kaplan–Rubens evaluation of a seat’s hand, in hundredths (`cccc`). */
  | {kind: 'cccc'; seat: number}
  /** Kaplan–Rubens suit quality, in hundredths (`quality`). */
  | {kind: 'quality'; seat: number; suit: number}
  /** Double-dummy tricks of a declarer (0 N … 3 W) in a strain (0 ♠ … 3 ♣, 4 NT): `tricks`, solved by the runner's solver. */
  | {kind: 'tricks'; seat: number; strain: number}
) & {start: number; end: number}

/** A piece of a `printes` action. */
export type PrintItem = {kind: 'string'; value: string} | {kind: 'newline'} | {kind: 'expression'; expression: Expression}

/** An action run on every produced deal. */
export type Action =
  | {kind: 'printall'}
  | {kind: 'printew'}
  | {kind: 'printpbn'}
  /** Pages of the chosen seats’ hands, printed at the end. */
  | {kind: 'print'; seats: number[]}
  | {kind: 'printcompact'; expression?: Expression | undefined}
  | {kind: 'printoneline'; expression?: Expression | undefined}
  | {kind: 'printes'; items: PrintItem[]}
  | {kind: 'average'; label?: string | undefined; expression: Expression}
  | {
      kind: 'frequency'
      label?: string | undefined
      expression: Expression
      low: number
      high: number
      second?: {expression: Expression; low: number; high: number} | undefined
    }

/** A dealer script, read. */
export interface DealerScript {
  /** The script text (workers read it again). */
  source: string
  /** Deals to generate at most (`generate`, default 10,000,000 as in dealer). */
  generate: number
  /** Deals to produce at most (`produce`; default 40 when printing, else as many as generated). */
  produce: number
  dealer: Direction
  vulnerable: DealVulnerability
  /** The script sets `dealer`; else printpbn rotates the dealer by board number, as dealer does. */
  dealerSet?: boolean | undefined
  /** The script sets `vulnerable`; else printpbn rotates the vulnerability by board number, as dealer does. */
  vulnerableSet?: boolean | undefined
  /** Predealt holdings, 16 numbers: N♠ N♥ N♦ N♣ E♠ … W♣. */
  predeal: number[]
  /** Weights of `hcp` from the ace down (`pointcount`). */
  pointcount: number[]
  /** Weights of `pt0` … `pt9` from the ace down (`altcount`). */
  altcount: number[][]
  /** Accepted length vectors of each `shape()` call (index s × 196 + h × 14 + d). */
  shapes: Uint8Array[]
  condition: Expression
  actions: Action[]
  /** The actions use `tricks()`: running needs a double-dummy solver (`RunScriptOptions.solveTricks`). */
  tricks?: boolean | undefined
}
