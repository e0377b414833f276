/**
 * `bidding dd DEAL | FILE.pbn [--dealer D] [--vul V] [--json] [-o FILE]`:
 * the double-dummy table and par of a deal (libdds), or of every deal of a
 * PBN file, which comes back with `OptimumScore`, `ParContract` and
 * `OptimumResultTable` tags added.
 */

import path from 'node:path'
import type {LazyRegistry} from '@bidding/core/registry'
import {ddPbnTags, ddStrains, par, solveTables, type DdTable, type ParResult} from '@bidding/dds'
import {cardCount, formatDeal, parseDeal, parsePbn, seats, toPbn, type PbnGame} from '@bidding/hand'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString} from '../args.js'
import {UsageError} from '../errors.js'
import {inputsOf, readInput} from '../inputs.js'
import type {Io} from '../io.js'
import {writeResult, writeStdout} from '../output.js'
import {createProgress} from '../progress.js'
import {hasFailures, printReport} from '../report.js'
import {directionFlag, vulnerabilityFlag} from './bid.js'

const own = ['dealer', 'vul', 'o', 'output', 'threads']
const flags = ['json']

/** The JSON of one deal's results. */
export function ddJson(deal: string, table: DdTable, result: ParResult) {
  return {deal, tricks: table, par: {score: result.score, contracts: result.contracts.map((contract) => contract.text)}}
}

/** The table and par as text. */
export function ddText(table: DdTable, result: ParResult): string {
  const lines = ['     ' + seats.map((seat) => seat.padStart(3)).join('')]
  for (const strain of ddStrains) lines.push(strain.padEnd(5) + seats.map((seat) => String(table[strain][seat]).padStart(3)).join(''))
  const contracts = result.contracts.map((contract) => contract.text).join(', ')
  lines.push('Par: ' + (result.score > 0 ? '+' : '') + result.score + ' for North–South' + (contracts ? ' (' + contracts + ')' : ' (pass)'))
  return lines.join('\n')
}

/** Run `bidding dd`. */
export async function dd(argv: readonly string[], io: Io, _registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set(own))
  const dealer = directionFlag(takeString(args, 'dealer'), 'dealer')
  const vulnerability = vulnerabilityFlag(takeString(args, 'vul'))
  const output = takeString(args, 'o', 'output')
  const threadsText = takeString(args, 'threads')
  const json = takeFlag(args, 'json') === true
  rejectUnknownFlags(args, new Set([...own, ...flags]))
  if (args.positionals.length !== 1) throw new UsageError('Expected one deal (`N:AK2.… …`) or one PBN file')
  if (threadsText !== undefined && !/^[1-9]\d*$/.test(threadsText)) throw new UsageError('Expected a whole number of at least 1 after `--threads`, not `' + threadsText + '`')
  const threads = threadsText === undefined ? undefined : Number(threadsText)
  const subject = args.positionals[0]!

  // A deal on the command line: `N:` (or another seat) then four hands.
  if (/^[NESW]:/i.test(subject.trim())) {
    const parsed = parseDeal(subject)
    if (!parsed.ok) throw new UsageError(parsed.message + ' in `' + subject + '`')
    const [table] = await solveTables([parsed.deal], {threads})
    const result = par(table!, vulnerability ?? 'none', dealer ?? 'N')
    const text = formatDeal(parsed.deal)
    await writeStdout(io, json ? JSON.stringify(ddJson(text, table!, result), null, 2) + '\n' : text + '\n\n' + ddText(table!, result) + '\n')
    return 0
  }

  const [input] = inputsOf([subject], io)
  const target = output === undefined || output === '-' ? undefined : path.resolve(io.cwd, output)
  if (target !== undefined && input!.absolute === target) throw new UsageError('Refusing to overwrite the input `' + subject + '`; write elsewhere with `-o`')
  const file = await readInput(input!, io)
  const games = hasFailures([file]) ? [] : parsePbn(String(file.value), file)
  const solvable: PbnGame[] = []
  for (const game of games) {
    if (!game.deal) continue
    if (game.deal.some((hand) => cardCount(hand) !== 13)) {
      file.message('Expected four full hands for double dummy; skipping this deal', {place: game.position, ruleId: 'incomplete-deal', source: '@bidding/cli'})
      continue
    }

    solvable.push(game)
  }

  await printReport([file], io)
  if (hasFailures([file])) return 1

  const progress = createProgress({total: solvable.length, unit: 'tables', stream: io.stderr})
  let done = 0
  const tables = await solveTables(
    solvable.map((game) => game.deal!),
    {
      threads,
      onProgress(count) {
        progress.tick(count - done)
        done = count
      }
    }
  )
  progress.done()

  const results = solvable.map((game, index) => par(tables[index]!, vulnerability ?? game.vulnerability ?? 'none', dealer ?? game.dealer ?? 'N'))
  if (json) {
    const value = solvable.map((game, index) => ddJson(formatDeal(game.deal!), tables[index]!, results[index]!))
    await writeResult(io, target, JSON.stringify(value, null, 2) + '\n')
    return 0
  }

  const replaced = new Set(['OptimumScore', 'ParContract', 'OptimumResultTable'])
  for (const [index, game] of solvable.entries()) {
    game.tags = [...game.tags.filter((tag) => !replaced.has(tag.name)), ...ddPbnTags(tables[index]!, results[index]!)]
  }

  await writeResult(io, target, toPbn(games))
  return 0
}
