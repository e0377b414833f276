/**
 * `bidding bid --system FILE --pbn BOARDS.pbn`: the robot bids every recorded
 * auction of a PBN file call by call — at each turn it chooses a call for the
 * hand of the seat to call, after the recorded calls before it — and the
 * report gives the agreement per call and per board, with each board's first
 * disagreement.
 */

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import type {Call, Direction} from '@bidding/core/calls'
import {nextSeat, parsePbn, seatIndex, type PbnGame} from '@bidding/hand'
import {chooseCall} from '@bidding/robot'
import {VFile} from 'vfile'
import {reporter} from 'vfile-reporter'
import type {Io} from '../io.js'
import {writeStdout} from '../output.js'

/** One board compared. */
export interface BoardComparison {
  board: number | undefined
  /** Calls compared (the recorded turns with a call and a hand to bid it). */
  calls: number
  agreed: number
  /** The first call the robot would make differently. */
  first?: {index: number; seat: Direction; before: Call[]; recorded: Call; robot: Call; explanation: string} | undefined
}

type System = Parameters<typeof chooseCall>[0]

/** Compare the robot's calls with one game's recorded auction; undefined when the game has no deal or auction. */
export function compareBoard(system: System, game: PbnGame, fallback: 'natural' | 'pass' | undefined): BoardComparison | undefined {
  const {deal, auction} = game
  if (!deal || !auction) return undefined
  const dealer = game.dealer ?? auction.first
  const vulnerability = game.vulnerability ?? 'none'
  const result: BoardComparison = {board: game.board, calls: 0, agreed: 0}
  const before: Call[] = []
  let seat = auction.first
  for (const [index, turn] of auction.calls.entries()) {
    // Turns written `-` before the dealer's first call only fill the columns.
    if (turn.call === undefined) {
      seat = nextSeat(seat)
      continue
    }

    const hand = deal[seatIndex(seat)]!
    if (hand.some((holding) => holding !== 0)) {
      const choice = chooseCall(system, {hand, auction: [...before], dealer, vulnerability}, {fallback})
      result.calls++
      if (choice.call === turn.call) result.agreed++
      else result.first ??= {index, seat, before: [...before], recorded: turn.call, robot: choice.call, explanation: choice.explanation}
    }

    before.push(turn.call)
    seat = nextSeat(seat)
  }

  return result
}

const percent = (part: number, whole: number) => (whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)) + '%'

/** The report: one line per board, then the totals. */
export function comparisonText(boards: readonly BoardComparison[]): string {
  const lines: string[] = []
  let calls = 0
  let agreed = 0
  let boardsAgreed = 0
  for (const [index, board] of boards.entries()) {
    calls += board.calls
    agreed += board.agreed
    if (!board.first) boardsAgreed++
    const name = 'board ' + (board.board ?? '#' + (index + 1))
    let line = name + ': ' + board.agreed + ' of ' + board.calls + ' calls agree'
    if (board.first) {
      const {seat, before, recorded, robot, explanation} = board.first
      line +=
        '; first difference: ' + seat + ' after ' + (before.length === 0 ? '(opening)' : before.join(' ')) + ': robot ' + robot + ', recorded ' + recorded
      const reason = explanation.split('\n')[0]
      if (reason) line += ' (' + reason + ')'
    }

    lines.push(line)
  }

  lines.push('calls: ' + agreed + ' of ' + calls + ' agree (' + percent(agreed, calls) + ')')
  lines.push('boards: ' + boardsAgreed + ' of ' + boards.length + ' bid alike throughout (' + percent(boardsAgreed, boards.length) + ')')
  return lines.join('\n') + '\n'
}

/** Read a PBN file (ISO 8859-1, as PBN files are); undefined, with a message, when it cannot be read. */
export async function readPbnFile(pbnName: string, io: Io): Promise<string | undefined> {
  try {
    return await readFile(path.resolve(io.cwd, pbnName), 'latin1')
  } catch (error) {
    io.stderr.write('bidding bid: cannot read `' + pbnName + '`: ' + (error instanceof Error ? error.message : String(error)) + '\n')
    return undefined
  }
}

/** Bid the games of a PBN text and write the report. */
export async function bidPbn(system: System, pbnName: string, value: string, fallback: 'natural' | 'pass' | undefined, io: Io): Promise<number> {
  const file = new VFile({path: pbnName})
  const games = parsePbn(value, file)
  if (file.messages.length > 0) io.stderr.write(reporter(file, {quiet: true}) + '\n')
  const boards = games.flatMap((game) => compareBoard(system, game, fallback) ?? [])
  await writeStdout(io, comparisonText(boards))
  return 0
}
