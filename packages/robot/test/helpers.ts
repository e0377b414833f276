/** Helpers shared by the robot's tests. */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {auctionStatus, legalCalls, parseAuction, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {parseHand, type Hand} from '@bidding/hand'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {chooseCall, compileSystem, type Choice, type ChooseOptions, type CompiledSystem, type CompileOptions} from '@bidding/robot'

export const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Read a hand in PBN order (`AK2.KQ2.J432.Q32`); throws on a typo in a test. */
export function hand(text: string): Hand {
  const result = parseHand(text, {complete: true})
  if (!result.ok) throw new Error(result.message + ' in `' + text + '`')
  return result.hand
}

/** Read an auction (`1N P 2C`); throws on a typo in a test. */
export function calls(text: string): Call[] {
  const result = parseAuction(text)
  if (result.problems.length > 0) throw new Error(result.problems[0]!.reason + ' in `' + text + '`')
  return result.calls
}

/** A random legal auction that has not ended, of at most `maxLength` calls: each number picks a legal call (a pass one time in three). */
export function unendedAuctions(maxLength: number): fc.Arbitrary<Call[]> {
  return fc.array(fc.nat(), {maxLength}).map((picks) => {
    const auction: Call[] = []
    for (const pick of picks) {
      const legal = legalCalls(auction)
      const next = pick % 3 === 0 ? 'P' : legal[pick % legal.length]!
      if (auctionStatus([...auction, next]).ended) break
      auction.push(next)
    }

    return auction
  })
}

/** Read BML text into a tree, with its file. */
export function bml(value: string, filePath = 'test.bml'): {tree: Root; file: VFile} {
  const file = new VFile({path: filePath, value})
  return {tree: fromBml(value, file), file}
}

/** Compile a BML fixture file. */
export function fixtureSystem(name: string, options: CompileOptions = {}): {system: CompiledSystem; file: VFile; tree: Root} {
  const filePath = path.join(fixtures, name)
  const {tree, file} = bml(readFileSync(filePath, 'utf8'), filePath)
  return {system: compileSystem(tree, file, options), file, tree}
}

/** Choose with a hand and an auction written as text. */
export function choose(
  system: CompiledSystem | Root,
  handText: string,
  auction = '',
  board: {dealer?: Direction; vulnerability?: DealVulnerability} = {},
  options: ChooseOptions = {}
): Choice {
  return chooseCall(system, {hand: hand(handText), auction: calls(auction), ...board}, options)
}
