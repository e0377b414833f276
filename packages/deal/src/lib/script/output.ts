/**
 * What dealer prints: the deal layouts of its print actions, `average` and
 * `frequency` tables, and the closing statistics, byte for byte in
 * dealer’s format (checked against dealer 20211121).
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {boardDealer, boardVulnerability} from '@bidding/hand'
import type {Action} from './types.js'

const rankCharacters = '23456789TJQKA'
const seatLetters = ['n', 'e', 's', 'w']
const seatNames = ['North', 'East', 'South', 'West']

/** A holding as dealer’s columns write it: `A Q 8 `, or `- ` for a void. */
function spaced(holding: number): string {
  let text = ''
  for (let rank = 12; rank >= 0; rank--) if ((holding >> rank) & 1) text += rankCharacters[rank] + ' '
  return text || '- '
}

/** A holding as PBN writes it: `AQ8`, or nothing for a void. */
function compact(holding: number): string {
  let text = ''
  for (let rank = 12; rank >= 0; rank--) if ((holding >> rank) & 1) text += rankCharacters[rank]
  return text
}

/** A hand of a deal (16 holdings from `offset`) in PBN form. */
function pbnHand(deals: ArrayLike<number>, offset: number, seat: number): string {
  const base = offset + seat * 4
  return [0, 1, 2, 3].map((suit) => compact(deals[base + suit]!)).join('.')
}

/** Hands side by side, one line per suit, each column padded to 20 except the last. */
function columns(deals: ArrayLike<number>, offset: number, seats: readonly number[]): string {
  let text = ''
  for (let suit = 0; suit < 4; suit++) {
    const cells = seats.map((seat) => spaced(deals[offset + seat * 4 + suit]!))
    text += cells.map((cell, index) => (index < cells.length - 1 ? cell.padEnd(20) : cell)).join('') + '\n'
  }

  return text
}

/** C’s `%g` (6 significant digits), with glibc’s `-nan` for 0/0. */
export function formatG(value: number): string {
  if (Number.isNaN(value)) return '-nan'
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf'
  if (value === 0) return Object.is(value, -0) ? '-0' : '0'
  const exponential = value.toExponential(5)
  const exponent = Number(exponential.slice(exponential.indexOf('e') + 1))
  if (exponent < -4 || exponent >= 6) {
    const [mantissa, power] = exponential.split('e') as [string, string]
    const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa
    const sign = power.startsWith('-') ? '-' : '+'
    const digits = power.replace(/^[+-]/, '').padStart(2, '0')
    return trimmed + 'e' + sign + digits
  }

  const fixed = value.toFixed(Math.max(0, 5 - exponent))
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed
}

/** The row of a frequency table a value falls in: 0 for Low, then the values, then High. */
function slot(value: number, low: number, high: number): number {
  return value < low ? 0 : value > high ? high - low + 2 : value - low + 1
}

const vulnerabilityNames: Readonly<Record<DealVulnerability, string>> = {none: 'None', ns: 'NS', ew: 'EW', all: 'All'}

/** Settings the printed output needs. */
export interface OutputSettings {
  actions: readonly Action[]
  dealer: Direction
  vulnerable: DealVulnerability
  /** printpbn rotates the dealer by board number (the script sets none), as dealer does. */
  rotateDealer?: boolean | undefined
  /** printpbn rotates the vulnerability by board number (the script sets none), as dealer does. */
  rotateVulnerable?: boolean | undefined
  /** File name in the PBN `Event` tag. */
  fileName: string
  seed: number
  /** Date in the PBN `Date` tag. */
  date: Date
}

interface Frequency {
  low: number
  high: number
  counts: number[]
  second?: {low: number; high: number; counts: number[][]} | undefined
}

/**
 * The output of a run: `deal()` gives the text of one produced deal’s
 * print actions and records its statistics; `finish()` the statistics.
 */
export class ScriptOutput {
  private produced = 0
  /** Holdings of every produced deal, kept for `print` actions. */
  private readonly kept: number[] | undefined
  /** Whether some action prints something for each deal. */
  private readonly printsPerDeal: boolean
  private readonly sums: number[]
  private readonly frequencies: Array<Frequency | undefined>
  private readonly date: string

  constructor(private readonly settings: OutputSettings) {
    this.sums = settings.actions.map(() => 0)
    this.frequencies = settings.actions.map((action) => {
      if (action.kind !== 'frequency') return undefined
      const size = action.high - action.low + 3
      if (!action.second) return {low: action.low, high: action.high, counts: Array.from({length: size}, () => 0)}
      const width = action.second.high - action.second.low + 3
      return {
        low: action.low,
        high: action.high,
        counts: [],
        second: {
          low: action.second.low,
          high: action.second.high,
          counts: Array.from({length: size}, () => Array.from({length: width}, () => 0))
        }
      }
    })
    this.kept = settings.actions.some((action) => action.kind === 'print') ? [] : undefined
    this.printsPerDeal = settings.actions.some((action) => action.kind !== 'average' && action.kind !== 'frequency' && action.kind !== 'print')
    const date = settings.date
    this.date = date.getFullYear() + '.' + String(date.getMonth() + 1).padStart(2, '0') + '.' + String(date.getDate()).padStart(2, '0')
  }

  /** Number of deals produced so far. */
  get count(): number {
    return this.produced
  }

  /**
   * Record `count` produced deals at once (values `valueCount` apart). When
   * no action prints per deal, the statistics are gathered action by action
   * in tight loops; otherwise this is `deal()` for each.
   */
  deals(deals: ArrayLike<number> | undefined, values: ArrayLike<number> | undefined, count: number, valueCount: number): string {
    if (this.printsPerDeal || this.kept) {
      let text = ''
      for (let index = 0; index < count; index++) text += this.deal(deals, index * 16, values, index * valueCount)
      return text
    }

    let column = 0
    for (const [index, action] of this.settings.actions.entries()) {
      if (action.kind === 'average') {
        let sum = 0
        for (let deal = 0; deal < count; deal++) sum += values![deal * valueCount + column]!
        this.sums[index]! += sum
        column++
      } else if (action.kind === 'frequency') {
        const frequency = this.frequencies[index]!
        for (let deal = 0; deal < count; deal++) {
          const offset = deal * valueCount + column
          const first = slot(values![offset]!, frequency.low, frequency.high)
          if (frequency.second) frequency.second.counts[first]![slot(values![offset + 1]!, frequency.second.low, frequency.second.high)]!++
          else frequency.counts[first]!++
        }

        column += frequency.second ? 2 : 1
      }
    }

    this.produced += count
    return ''
  }

  /**
   * Record one produced deal: holdings at `deals[dealOffset …]` (16, when
   * the actions print deals), values at `values[valueOffset …]`.
   */
  deal(deals: ArrayLike<number> | undefined, dealOffset: number, values: ArrayLike<number> | undefined, valueOffset: number): string {
    this.produced++
    if (this.kept) for (let index = 0; index < 16; index++) this.kept.push(deals![dealOffset + index]!)
    let text = ''
    let value = valueOffset
    for (const [index, action] of this.settings.actions.entries()) {
      switch (action.kind) {
        case 'printall': {
          text += String(this.produced).padStart(4) + '.\n' + columns(deals!, dealOffset, [0, 1, 2, 3]) + '\n'
          break
        }

        case 'printew': {
          text += columns(deals!, dealOffset, [3, 1]) + '\n'
          break
        }

        case 'printpbn': {
          text += this.pbn(deals!, dealOffset)
          break
        }

        case 'printoneline': {
          text += seatLetters.map((letter, seat) => letter + ' ' + pbnHand(deals!, dealOffset, seat) + ' ').join('')
          text += (action.expression ? String(values![value++]) : '') + '\n'
          break
        }

        case 'printcompact': {
          text += seatLetters.map((letter, seat) => letter + ' ' + pbnHand(deals!, dealOffset, seat) + '\n').join('')
          if (action.expression) text += values![value++] + '\n'
          break
        }

        case 'printes': {
          for (const item of action.items) text += item.kind === 'string' ? item.value : item.kind === 'newline' ? '\n' : String(values![value++])
          break
        }

        case 'average': {
          this.sums[index]! += values![value++]!
          break
        }

        case 'print': {
          // Printed at the end, as dealer does.
          break
        }

        case 'frequency': {
          const frequency = this.frequencies[index]!
          const first = slot(values![value++]!, frequency.low, frequency.high)
          if (frequency.second) {
            frequency.second.counts[first]![slot(values![value++]!, frequency.second.low, frequency.second.high)]!++
          } else {
            frequency.counts[first]!++
          }

          break
        }
      }
    }

    return text
  }

  private pbn(deals: ArrayLike<number>, offset: number): string {
    const {settings} = this
    return [
      '[Event "Hand simulated by dealer with file ' + settings.fileName + ', seed ' + settings.seed + '"]',
      '[Site "-"]',
      '[Date "' + this.date + '"]',
      '[Board "' + this.produced + '"]',
      '[West "-"]',
      '[North "-"]',
      '[East "-"]',
      '[South "-"]',
      '[Dealer "' + (settings.rotateDealer ? boardDealer(this.produced) : settings.dealer) + '"]',
      '[Vulnerable "' + vulnerabilityNames[settings.rotateVulnerable ? boardVulnerability(this.produced) : settings.vulnerable] + '"]',
      '[Deal "N:' + [0, 1, 2, 3].map((seat) => pbnHand(deals, offset, seat)).join(' ') + '"]',
      '[Declarer "?"]',
      '[Contract "?"]',
      '[Result "?"]',
      '',
      ''
    ].join('\n')
  }

  /** The statistics of `average` and `frequency` actions, in order. */
  finish(): string {
    let text = ''
    for (const [index, action] of this.settings.actions.entries()) {
      if (action.kind === 'average') {
        text += (action.label === undefined ? '' : action.label + ': ') + formatG(this.sums[index]! / this.produced) + '\n'
      } else if (action.kind === 'frequency') {
        text += 'Frequency ' + (action.label ?? '') + ':\n' + this.table(this.frequencies[index]!)
      } else if (action.kind === 'print') {
        for (const seat of action.seats) text += this.pages(seat)
      }
    }

    return text
  }

  /** The hands of one seat, four deals a row, then a form feed (dealer’s `print`). */
  private pages(seat: number): string {
    const kept = this.kept!
    let text = '\n\n' + seatNames[seat] + ' hands:\n\n\n\n'
    for (let first = 0; first < this.produced; first += 4) {
      const deals = Array.from({length: Math.min(4, this.produced - first)}, (_, index) => first + index)
      text += deals.map((deal) => (String(deal + 1).padStart(4) + '.').padEnd(20)).join('') + '\n'
      for (let suit = 0; suit < 4; suit++) {
        const cells = deals.map((deal) => spaced(kept[deal * 16 + seat * 4 + suit]!))
        text += cells.map((cell, index) => (index < cells.length - 1 ? cell.padEnd(20) : cell)).join('') + '\n'
      }

      text += '\n'
    }

    return text + '\f'
  }

  private table(frequency: Frequency): string {
    const {low, high} = frequency
    if (!frequency.second) {
      const {counts} = frequency
      let text = counts[0]! > 0 ? 'Low\t' + String(counts[0]).padStart(8) + '\n' : ''
      for (let value = low; value <= high; value++) text += String(value).padStart(5) + '\t' + String(counts[value - low + 1]).padStart(8) + '\n'
      if (counts.at(-1)! > 0) text += 'High\t' + String(counts.at(-1)).padStart(8) + '\n'
      return text
    }

    const {counts} = frequency.second
    const labels = (from: number, to: number) => ['Low', ...Array.from({length: to - from + 1}, (_, index) => String(from + index)), 'High']
    const rows = labels(low, high)
    const columnsLabels = labels(frequency.second.low, frequency.second.high)
    let text = '    ' + [...columnsLabels, 'Sum'].map((label) => label.padStart(7)).join('') + '\n'
    const sums = columnsLabels.map(() => 0)
    let total = 0
    for (const [row, label] of rows.entries()) {
      const cells = counts[row]!
      const sum = cells.reduce((a, b) => a + b, 0)
      total += sum
      for (const [column, value] of cells.entries()) sums[column]! += value
      text += (/^-?\d+$/.test(label) ? label.padStart(4) : label.padEnd(4)) + [...cells, sum].map((value) => String(value).padStart(7)).join('') + '\n'
    }

    text += 'Sum ' + [...sums, total].map((value) => String(value).padStart(7)).join('') + '\n\n'
    return text
  }
}

/** dealer’s closing lines. */
export function footer(generated: number, produced: number, seed: number, seconds: number): string {
  return (
    'Generated ' + generated + ' hands\nProduced ' + produced + ' hands\nInitial random seed ' + seed + '\nTime needed ' + seconds.toFixed(3).padStart(8) + ' sec\n'
  )
}
