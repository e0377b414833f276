/**
 * `bidding deal --from boards.pbn`: deal again around the hands of recorded
 * boards. Each board's kept hands (`--keep`, default: every hand the board
 * gives) are predealt, the other seats dealt at random (fitting `--where`
 * for `--seat`), `--count` times per board; dealer and vulnerability are the
 * board's own.
 */

import type {Constraint} from '@bidding/core/constraints'
import type {Direction} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {boardDealer, boardVulnerability, formatDeal, parsePbn, toPbn, type Hand, type PbnGame} from '@bidding/hand'
import {UsageError} from '../errors.js'
import {inputsOf, readInput} from '../inputs.js'
import type {Io} from '../io.js'
import {openOutput, ReadFiles} from '../output.js'
import {plural} from '../plural.js'
import {hasFailures, printReport} from '../report.js'

/** Options of a run from boards. */
export interface BoardDealOptions {
  /** Deals per board. */
  count: number
  seed: number | string | undefined
  /** Seats whose hands are taken from each board; `undefined`: every hand the board gives. */
  keep: readonly Direction[] | undefined
  /** A constraint on `seat`'s hand (a seat that is dealt, not kept). */
  where: Constraint | undefined
  seat: Direction
  maxGenerated: number | undefined
  format: 'pbn' | 'line'
  output: string | undefined
  silent: boolean
}

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']

/** Read `--keep NS` (seat letters, any order). */
export function keepSeats(value: string): Direction[] {
  const seats: Direction[] = []
  for (const letter of value.toUpperCase()) {
    const seat = directions.find((direction) => direction === letter)
    if (!seat || seats.includes(seat)) {
      throw new UsageError('Expected seats such as `NS` or `N` after `--keep` (each of N, E, S, W at most once), not `' + value + '`')
    }

    seats.push(seat)
  }

  if (seats.length === 0) throw new UsageError('Expected seats such as `NS` after `--keep`')
  return seats
}

function cardsIn(hand: Hand): number {
  let count = 0
  for (const holding of hand) {
    for (let bits = holding; bits !== 0; bits &= bits - 1) count++
  }

  return count
}

/** Deal again around the boards of a PBN file. */
export async function dealFromBoards(name: string, options: BoardDealOptions, io: Io): Promise<number> {
  const [input] = inputsOf([name], io)
  const file = await readInput(input!, io)
  const games = hasFailures([file]) ? [] : parsePbn(String(file), file)
  const boards = games.filter((game) => game.deal !== undefined)
  if (hasFailures([file])) {
    await printReport([file], io)
    return 1
  }

  if (boards.length === 0) file.message('Unexpected PBN file without a `Deal`: no hands to keep', {ruleId: 'no-deal', source: 'bidding'})
  if (options.where && options.keep?.includes(options.seat)) {
    throw new UsageError('Unexpected `--where` for ' + options.seat + ', whose hand is kept from the boards; name a seat that is dealt')
  }

  const reads = new ReadFiles(io.cwd)
  reads.add(input!.absolute)
  const out = openOutput(io, options.output === undefined || options.output === '-' ? undefined : options.output, reads)
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32)
  const date = new Date()
  const made: PbnGame[] = []
  const lines: string[] = []
  let generated = 0
  let short = 0
  for (const [index, game] of boards.entries()) {
    const source = game.board ?? index + 1
    const predeal: Partial<Record<Direction, Hand>> = {}
    for (const [at, direction] of directions.entries()) {
      const hand = game.deal![at]!
      if ((options.keep === undefined || options.keep.includes(direction)) && cardsIn(hand) > 0) predeal[direction] = hand
    }

    if (options.where && predeal[options.seat]) {
      throw new UsageError('Unexpected `--where` for ' + options.seat + ', whose hand board ' + source + ' gives; keep other seats with `--keep`')
    }

    let result
    try {
      // Each board its own stream of the seed: a board's deals do not depend on the boards before it.
      result = generateDealsSync({
        count: options.count,
        seed: String(seed) + '/board ' + (index + 1),
        predeal,
        constraints: options.where ? {[options.seat]: options.where} : undefined,
        maxGenerated: options.maxGenerated
      })
    } catch (error) {
      // A board whose hands hold a card twice or more than 13 cards: said at the board, the rest go on.
      file.message('Unexpected deal of board ' + source + ': ' + (error as Error).message, {place: game.position, ruleId: 'bad-deal', source: 'bidding'})
      continue
    }

    generated += result.generated
    if (result.deals.length < options.count) short++
    for (const deal of result.deals) {
      const board = made.length + lines.length + 1
      const dealer = game.dealer ?? boardDealer(source)
      if (options.format === 'line') {
        lines.push(formatDeal(deal, dealer))
        continue
      }

      made.push({
        tags: [
          {name: 'Event', value: 'bidding deal from ' + input!.name + ', board ' + source},
          {name: 'Site', value: '-'},
          {name: 'Date', value: pbnDate(date)}
        ],
        board,
        dealer,
        vulnerability: game.vulnerability ?? boardVulnerability(source),
        deal
      })
    }
  }

  out.write(options.format === 'line' ? lines.map((line) => line + '\n').join('') : made.length > 0 ? toPbn(made) : '')
  await out.close()
  await printReport([file], io)
  const produced = made.length + lines.length
  if (!options.silent) {
    io.stderr.write(
      'bidding deal: ' + plural(produced, 'deal') + ' from ' + plural(boards.length, 'board') + ' of ' + input!.name + ' (' + generated + ' generated), seed ' + seed + '\n'
    )
  }

  if (short > 0) {
    io.stderr.write('bidding deal: ' + plural(short, 'board') + ' got fewer than ' + plural(options.count, 'deal') + '; raise `--max-generated` or loosen the constraint\n')
    return 1
  }

  return produced === options.count * boards.length ? 0 : 1
}

function pbnDate(date: Date): string {
  return date.getFullYear() + '.' + String(date.getMonth() + 1).padStart(2, '0') + '.' + String(date.getDate()).padStart(2, '0')
}
