/**
 * Compare: the PBN report of `bidding simulate --compare … --score
 * --report FILE` (two games per board, `[Room "Open"]` and `"Closed"`, the
 * double-dummy table on the first) read into boards where the systems differ.
 */

import {parsePbn, type PbnGame} from '@bidding/hand'
import {VFile} from 'vfile'
import type {CompareBoard, CompareResult} from '../protocol.js'
import {suitsOf} from './robot.js'

const directions = ['N', 'E', 'S', 'W'] as const

function tag(game: PbnGame, name: string): string | undefined {
  return game.tags.find((entry) => entry.name === name)?.value
}

export function compareOf(text: string, name: string): CompareResult {
  const file = new VFile({path: name, value: text})
  let games: PbnGame[]
  try {
    games = parsePbn(text, file)
  } catch (error) {
    return {names: [], boards: [], differ: 0, problems: [error instanceof Error ? error.message : String(error)]}
  }

  const problems = file.messages.map((message) => name + ':' + (message.line ?? 1) + ': ' + message.reason)
  const byBoard = new Map<number, PbnGame[]>()
  for (const game of games) {
    if (game.board === undefined) continue
    const list = byBoard.get(game.board) ?? []
    list.push(game)
    byBoard.set(game.board, list)
  }

  const names: string[] = []
  const boards: CompareBoard[] = []
  for (const [number, list] of byBoard) {
    const first = list[0]!
    const hands: Record<string, string[]> = {}
    if (first.deal) for (const [index, direction] of directions.entries()) hands[direction] = suitsOf(first.deal[index]!)
    const auctions = list.map((game) => {
      const system = tag(game, 'BidSystemNS') ?? tag(game, 'Room') ?? 'system'
      if (!names.includes(system)) names.push(system)
      const score = /^NS\s+(-?\d+)/.exec(tag(game, 'Score') ?? '')
      return {
        name: system,
        calls: game.auction?.calls.map((call) => call.call ?? call.placeholder ?? '-') ?? [],
        contract: tag(game, 'Contract') ?? '—',
        score: score ? Number(score[1]) : undefined
      }
    })
    boards.push({
      board: number,
      dealer: first.dealer ?? 'N',
      vulnerable: first.vulnerability ?? 'none',
      hands,
      auctions,
      tricks: tricksOf(first)
    })
  }

  const differ = boards.filter((board) => new Set(board.auctions.map((auction) => auction.calls.join(' '))).size > 1)
  return {names, boards: differ, differ: differ.length, problems}
}

/** The double-dummy table of `OptimumResultTable` (`N  S 10` rows), per strain. */
function tricksOf(game: PbnGame): CompareBoard['tricks'] {
  const section = game.tags.find((entry) => entry.name === 'OptimumResultTable')?.section
  if (!section) return undefined
  const table = new Map<string, number[]>()
  for (const row of section) {
    const match = /^([NESW])\s+(NT|[SHDC])\s+(\d+)/.exec(String(row).trim())
    if (!match) continue
    const tricks = table.get(match[2]!) ?? [0, 0, 0, 0]
    tricks[directions.indexOf(match[1] as (typeof directions)[number])] = Number(match[3])
    table.set(match[2]!, tricks)
  }

  return [...table].map(([strain, tricks]) => ({strain, tricks}))
}
