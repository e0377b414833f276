/**
 * `bidding bid --system FILE [--from FORMAT] --hand HAND [--auction "1C P"]
 * [--dealer N] [--vul NS] [--json]`: the call the robot makes, on the first
 * line alone, then its explanation (or, with `--json`, the call, its
 * explanation and what each seat has shown).
 *
 * `bidding bid --system FILE --cases FILE.jsonl [--subtests] [--json OUT]`:
 * bid every case of an expectation file (saycbridge's table shape), print
 * each failure and `passed P of N (xx.x%)` last; `--json` writes the
 * per-case results to OUT.
 *
 * `bidding bid --system FILE --pbn BOARDS.pbn`: bid every recorded auction of
 * a PBN file and report the agreement per call and per board (see bid-pbn.ts).
 */

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {parseAuction, type Direction} from '@bidding/core/calls'
import type {LazyRegistry} from '@bidding/core/registry'
import {parseDirection, parseHand, parseVulnerability} from '@bidding/hand'
import {casesText, chooseCall, explainAuction, parseCases, runCases} from '@bidding/robot'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString, type ParsedArgs} from '../args.js'
import {UsageError} from '../errors.js'
import type {Io} from '../io.js'
import {ReadFiles, writeResult, writeStdout} from '../output.js'
import {bidPbn, readPbnFile} from './bid-pbn.js'
import {loadSystem, readerFlags, readersOf, readerValueFlags} from './load-system.js'

const own = ['system', 'from', 'hand', 'auction', 'dealer', 'vul', 'fallback', 'cases', 'pbn']
const flags = ['json', 'verbose', 'reference', 'subtests', 'infer']

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
export async function bid(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  // With `--cases`, `--json` names the file the per-case results go to.
  const withCases = argv.some((arg) => arg === '--cases' || arg.startsWith('--cases='))
  const args = splitArgs(argv, new Set([...own, ...readerValueFlags(registry), ...(withCases ? ['json'] : [])]))
  const systemName = takeString(args, 'system')
  const from = takeString(args, 'from')
  if (withCases) return bidCases(args, systemName, from, io, registry)
  const pbnName = takeString(args, 'pbn')
  if (pbnName !== undefined) return bidBoards(args, systemName, from, pbnName, io, registry)
  const handText = takeString(args, 'hand')
  const auctionText = takeString(args, 'auction') ?? ''
  const dealer = directionFlag(takeString(args, 'dealer'), 'dealer') ?? 'N'
  const vulnerability = vulnerabilityFlag(takeString(args, 'vul')) ?? 'none'
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const json = takeFlag(args, 'json') === true
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  const infer = takeFlag(args, 'infer') === true
  if (systemName === undefined) throw new UsageError('Expected `--system FILE`')
  if (handText === undefined) throw new UsageError('Expected `--hand HAND` (spades.hearts.diamonds.clubs, such as `AK2.KQ2.J432.Q32`)')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '` (the system is given with `--system`)')
  const [reader] = readersOf([systemName], from, io, registry)
  rejectUnknownFlags(args, new Set([...own, ...flags, ...readerFlags([reader!])]))

  const hand = parseHand(handText, {complete: true})
  if (!hand.ok) throw new UsageError(hand.message + ' in `--hand ' + handText + '` (at column ' + (hand.start + 1) + ')')
  const {calls, problems} = parseAuction(auctionText)
  if (problems.length > 0) throw new UsageError(problems[0]!.reason + ' in `--auction ' + auctionText + '`')

  const loaded = await loadSystem(systemName, reader!, args, io, registry, {verbose, reference, infer})
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
    await writeStdout(io, JSON.stringify(result, null, 2) + '\n')
    return 0
  }

  await writeStdout(io, choice.call + '\n' + (choice.explanation ? choice.explanation + '\n' : ''))
  return 0
}

/** Run `bidding bid --pbn`. */
async function bidBoards(args: ParsedArgs, systemName: string | undefined, from: string | undefined, pbnName: string, io: Io, registry: LazyRegistry): Promise<number> {
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  const infer = takeFlag(args, 'infer') === true
  if (systemName === undefined) throw new UsageError('Expected `--system FILE`')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '` (the system is given with `--system`)')
  const [reader] = readersOf([systemName], from, io, registry)
  rejectUnknownFlags(args, new Set(['system', 'from', 'pbn', 'fallback', 'verbose', 'reference', 'infer', ...readerFlags([reader!])]))
  const value = await readPbnFile(pbnName, io)
  if (value === undefined) return 1
  const loaded = await loadSystem(systemName, reader!, args, io, registry, {verbose, reference, infer})
  if (!loaded) return 1
  return bidPbn(loaded.system, pbnName, value, fallback, io)
}

/** Run `bidding bid --cases`. */
async function bidCases(args: ParsedArgs, systemName: string | undefined, from: string | undefined, io: Io, registry: LazyRegistry): Promise<number> {
  const casesName = takeString(args, 'cases')!
  const jsonName = takeString(args, 'json')
  const subtests = takeFlag(args, 'subtests') === true
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  const infer = takeFlag(args, 'infer') === true
  if (systemName === undefined) throw new UsageError('Expected `--system FILE`')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '` (the system is given with `--system`)')
  const [reader] = readersOf([systemName], from, io, registry)
  rejectUnknownFlags(args, new Set(['system', 'from', 'cases', 'json', 'subtests', 'fallback', 'verbose', 'reference', 'infer', ...readerFlags([reader!])]))

  let value: string
  try {
    value = await readFile(path.resolve(io.cwd, casesName), 'utf8')
  } catch (error) {
    io.stderr.write('bidding bid: cannot read `' + casesName + '`: ' + (error instanceof Error ? error.message : String(error)) + '\n')
    return 1
  }

  const {cases, problems} = parseCases(value)
  for (const problem of problems) io.stderr.write(casesName + ':' + problem.line + ': ' + problem.message + '\n')
  const loaded = await loadSystem(systemName, reader!, args, io, registry, {verbose, reference, infer})
  if (!loaded) return 1
  const report = runCases(loaded.system, cases, {subtests, fallback})
  if (jsonName !== undefined) {
    const reads = new ReadFiles(io.cwd)
    reads.add(casesName)
    reads.addFile(loaded.file)
    await writeResult(io, jsonName, JSON.stringify(report, null, 2) + '\n', reads)
  }

  await writeStdout(io, casesText(report))
  return 0
}
