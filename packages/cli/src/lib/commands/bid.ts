/**
 * `bidding bid --system FILE [--from FORMAT] --hand HAND [--auction "1C P"]
 * [--dealer N] [--vul NS] [--json]`: the call the robot makes, on the first
 * line alone, then its explanation (or, with `--json`, the call, its
 * explanation and what each seat has shown).
 */

import {parseAuction, type Direction, type Registry} from '@bidding/core'
import {parseDirection, parseHand, parseVulnerability} from '@bidding/hand'
import {chooseCall, explainAuction} from '@bidding/robot'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString} from '../args.js'
import {UsageError} from '../errors.js'
import {write, type Io} from '../io.js'
import {loadSystem, readerFlags, readersOf, readerValueFlags} from './load-system.js'

const own = ['system', 'from', 'hand', 'auction', 'dealer', 'vul', 'fallback']
const flags = ['json', 'verbose', 'reference']

/** `--dealer`, `--seat` and the like. */
export function directionFlag(value: string | undefined, flag: string): Direction | undefined {
  if (value === undefined) return undefined
  const direction = parseDirection(value)
  if (!direction) throw new UsageError('Expected `N`, `E`, `S` or `W` after `--' + flag + '`, not `' + value + '`')
  return direction
}

/** `--vul`. */
export function vulnerabilityFlag(value: string | undefined) {
  if (value === undefined) return undefined
  const vulnerability = parseVulnerability(value)
  if (!vulnerability) throw new UsageError('Expected `None`, `NS`, `EW` or `All` after `--vul`, not `' + value + '`')
  return vulnerability
}

/** `--fallback`. */
export function fallbackFlag(value: string | undefined): 'natural' | 'pass' | undefined {
  if (value === undefined) return undefined
  if (value !== 'natural' && value !== 'pass') throw new UsageError('Expected `natural` or `pass` after `--fallback`, not `' + value + '`')
  return value
}

/** Run `bidding bid`. */
export async function bid(argv: readonly string[], io: Io, registry: Registry): Promise<number> {
  const args = splitArgs(argv, new Set([...own, ...readerValueFlags(registry)]))
  const systemName = takeString(args, 'system')
  const from = takeString(args, 'from')
  const handText = takeString(args, 'hand')
  const auctionText = takeString(args, 'auction') ?? ''
  const dealer = directionFlag(takeString(args, 'dealer'), 'dealer') ?? 'N'
  const vulnerability = vulnerabilityFlag(takeString(args, 'vul')) ?? 'none'
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const json = takeFlag(args, 'json') === true
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  if (systemName === undefined) throw new UsageError('Expected `--system FILE`')
  if (handText === undefined) throw new UsageError('Expected `--hand HAND` (spades.hearts.diamonds.clubs, such as `AK2.KQ2.J432.Q32`)')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '` (the system is given with `--system`)')
  const [reader] = readersOf([systemName], from, io, registry)
  rejectUnknownFlags(args, new Set([...own, ...flags, ...readerFlags([reader!])]))

  const hand = parseHand(handText, {complete: true})
  if (!hand.ok) throw new UsageError(hand.message + ' in `--hand ' + handText + '` (at column ' + (hand.start + 1) + ')')
  const {calls, problems} = parseAuction(auctionText)
  if (problems.length > 0) throw new UsageError(problems[0]!.reason + ' in `--auction ' + auctionText + '`')

  const loaded = await loadSystem(systemName, reader!, args, io, {verbose, reference})
  if (!loaded) return 1
  const choice = chooseCall(loaded.system, {hand: hand.hand, auction: calls, dealer, vulnerability}, {fallback})
  if (json) {
    const summary = explainAuction(loaded.system, {auction: calls, dealer, vulnerability})
    const result = {
      call: choice.call,
      reason: choice.reason,
      explanation: choice.explanation,
      ...(choice.meaning ? {meaning: choice.meaning} : {}),
      ...(choice.shows ? {shows: choice.shows} : {}),
      ...(choice.alert ? {alert: choice.alert} : {}),
      ...(choice.at === undefined ? {} : {at: choice.at}),
      candidates: choice.candidates.map(({node: _, ...rest}) => rest),
      summary
    }
    await write(io.stdout, JSON.stringify(result, null, 2) + '\n')
    return 0
  }

  await write(io.stdout, choice.call + '\n' + (choice.explanation ? choice.explanation + '\n' : ''))
  return 0
}
