/**
 * The opening-lead table: how many tricks the defence takes after each card
 * the opening leader can lead, through `SolveBoardPBN` with every card
 * scored (`solutions` 3).
 */

import type {Contract, Direction} from '@bidding/core/calls'
import {nextSeat, rankCharacters, seatIndex} from '@bidding/hand'
import {ddsDealText} from './deal-text.js'
import {check} from './errors.js'
import {dds, loadDds} from './library.js'
import {callAsync, serial} from './queue.js'
import type {DealInput} from './types.js'

/** One opening lead and its result. */
export interface LeadResult {
  /** The card (`SA`, `H7`). */
  card: string
  /** Tricks the defence takes with best play after this lead. */
  defenceTricks: number
  /** Tricks declarer takes. */
  declarerTricks: number
}

const trumpCodes: Readonly<Record<string, number>> = {S: 0, H: 1, D: 2, C: 3, N: 4}
const suitLetters = 'SHDC'

/**
 * Every card the opening leader (declarer's left-hand opponent) can lead,
 * with the tricks each gives, best leads first.
 *
 * @throws {DdsUnavailableError} when libdds is not installed.
 * @throws {DealError} when the deal is not four hands of 13 different cards.
 */
export async function solveLead(deal: DealInput, contract: Pick<Contract, 'bid' | 'declarer'>): Promise<LeadResult[]> {
  const text = ddsDealText(deal)
  const library = loadDds()
  const leader: Direction = nextSeat(contract.declarer)
  const input = {
    trump: trumpCodes[contract.bid.charAt(1)]!,
    first: seatIndex(leader),
    currentTrickSuit: [0, 0, 0],
    currentTrickRank: [0, 0, 0],
    remainCards: text
  }

  const future = Buffer.alloc(dds.futureTricksBytes)
  await serial(async () => {
    // target -1 (find the maximum), solutions 3 (score every card), mode 1 (always search), thread 0.
    check(await callAsync(library.solveBoardPbn, input, -1, 3, 1, future, 0), 'SolveBoardPBN')
  })

  const leads: LeadResult[] = []
  const cards = future.readInt32LE(4)
  for (let index = 0; index < cards; index++) {
    const suit = future.readInt32LE(8 + index * 4)
    const rank = future.readInt32LE(60 + index * 4)
    const equals = future.readInt32LE(112 + index * 4)
    const score = future.readInt32LE(164 + index * 4)
    // `rank` is 2 … 14; `equals` has bit r set for each equivalent lower card.
    for (let r = 14; r >= 2; r--) {
      if (r === rank || (equals >> r) & 1) {
        leads.push({card: suitLetters[suit]! + rankCharacters[r - 2]!, defenceTricks: score, declarerTricks: 13 - score})
      }
    }
  }

  return leads
}
