/**
 * `bidding play`: bid a deal at the terminal, as SLAMBidding offers it —
 * four seats, each a human or a robot with its system; robots bid with
 * their reasoning shown, humans type calls (refused with a reason when
 * illegal); at the end the auction, the four hands and simple statistics.
 * Humans' input comes from stdin, so a script can play too.
 */

import {createInterface} from 'node:readline'
import {
  contractOf,
  directions,
  formatContract,
  illegalReason,
  parseCall,
  rotate,
  type Call,
  type DealVulnerability,
  type Direction
} from '@bidding/core/calls'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import type {LazyRegistry} from '@bidding/core/registry'
import {generateDealsSync} from '@bidding/deal'
import {formatHand, formatVulnerability, hcp, seatIndex, shapeString, undecidableAtoms, type Deal} from '@bidding/hand'
import {chooseCall, explainAuction, summaryText, type Choice, type CompiledSystem} from '@bidding/robot'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString} from '../args.js'
import {UsageError} from '../errors.js'
import {plural} from '../plural.js'
import {seedFlag} from '../seed.js'
import type {Io} from '../io.js'
import {writeStdout} from '../output.js'
import {directionFlag, fallbackFlag, vulnerabilityFlag} from './bid.js'
import {loadSystem, readerFlags, readersOf, readerValueFlags} from './load-system.js'

const seatFlags = {N: 'north', E: 'east', S: 'south', W: 'west'} as const
const own = ['north', 'east', 'south', 'west', 'system', 'from', 'seed', 'where', 'seat', 'dealer', 'vul', 'fallback']
const flags = ['verbose', 'reference', 'infer']
const names = {N: 'North', E: 'East', S: 'South', W: 'West'} as const

function auctionTable(calls: readonly Call[], dealer: Direction): string {
  const lines = [['West', 'North', 'East', 'South'].map((name) => name.padEnd(6)).join('').trimEnd()]
  const cells: string[] = []
  const first = (seatIndex(dealer) + 1) % 4 // columns W N E S
  for (let index = 0; index < first; index++) cells.push('')
  cells.push(...calls)
  for (let index = 0; index < cells.length; index += 4) lines.push(cells.slice(index, index + 4).map((cell) => cell.padEnd(6)).join('').trimEnd())
  return lines.join('\n')
}

/**
 * What a robot's call tells the table: its meaning, what it shows and
 * requires, alert and forcing — never why other calls did not fit, which
 * is read from the robot's hand (`Not 1H: 5+♥ (has 4)`), nor a fallback's
 * reasons, which count its points.
 */
function publicLines(choice: Choice): string[] {
  const lines = choice.explanation.split('\n').filter(Boolean)
  if (choice.node && choice.reason !== 'fallback') {
    // The reasons other calls failed come last, after what the call shows.
    return lines.length > 1 && lines.at(-1)!.startsWith('Not ') ? lines.slice(0, -1) : lines
  }

  if (choice.reason === 'fallback') return ['Fallback (not in the system)' + (choice.shows ? ': shows ' + choice.shows : '')]
  if (choice.reason === 'natural') return ['Natural layer (no call of the system fits)' + (choice.shows ? ': shows ' + choice.shows : '')]
  return lines.slice(0, 1)
}

/** Run `bidding play`. */
export async function play(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set([...own, ...readerValueFlags(registry)]))
  const given: Partial<Record<Direction, string>> = {}
  for (const direction of directions) {
    const value = takeString(args, seatFlags[direction])
    if (value !== undefined) given[direction] = value
  }

  const defaultSystem = takeString(args, 'system')
  const from = takeString(args, 'from')
  const seed = seedFlag(takeString(args, 'seed'))
  const whereText = takeString(args, 'where')
  const whereSeat = directionFlag(takeString(args, 'seat'), 'seat') ?? 'S'
  const dealer = directionFlag(takeString(args, 'dealer'), 'dealer') ?? 'N'
  const vulnerability: DealVulnerability = vulnerabilityFlag(takeString(args, 'vul')) ?? 'none'
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  const infer = takeFlag(args, 'infer') === true
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '`')

  // Who sits where: a named seat, South a human, the others the default system (or humans).
  const players: Record<Direction, string> = {N: 'human', E: 'human', S: 'human', W: 'human'}
  for (const direction of directions) {
    players[direction] = given[direction] ?? (direction === 'S' ? 'human' : (defaultSystem ?? 'human'))
  }

  const files = [...new Set([...Object.values(players), ...(defaultSystem ? [defaultSystem] : [])].filter((player) => player !== 'human'))]
  const readers = readersOf(files, from, io, registry)
  rejectUnknownFlags(args, new Set([...own, ...flags, ...readerFlags(readers)]))

  let where: Constraint | undefined
  if (whereText !== undefined) {
    const result = parseConstraint(whereText)
    if (!result.ok) throw new UsageError(result.message + ' at column ' + (result.start + 1) + ' of `--where ' + whereText + '`')
    if (undecidableAtoms(result.constraint).length > 0) throw new UsageError('Cannot deal to `--where ' + whereText + '`: it depends on the auction')
    where = result.constraint
  }

  const compiled = new Map<string, CompiledSystem>()
  for (const [index, file] of files.entries()) {
    const loaded = await loadSystem(file, readers[index]!, args, io, registry, {verbose, reference, infer})
    if (!loaded) return 1
    compiled.set(file, loaded.system)
  }

  const robots: Partial<Record<Direction, CompiledSystem>> = {}
  for (const direction of directions) {
    const player = players[direction]
    if (player !== 'human') robots[direction] = compiled.get(player)!
  }

  // A human reads calls with the system of their partner if a robot, else the default one.
  const interpreters: Partial<Record<Direction, CompiledSystem>> = {...robots}
  for (const direction of directions) {
    if (interpreters[direction]) continue
    const system = robots[rotate(direction, 2)] ?? (defaultSystem ? compiled.get(defaultSystem) : undefined)
    if (system) interpreters[direction] = system
  }

  const result = generateDealsSync({count: 1, seed, constraints: where ? {[whereSeat]: where} : undefined, maxGenerated: 10_000_000})
  if (result.deals.length === 0) {
    io.stderr.write('bidding play: no deal fits `--where` within ' + plural(result.generated, 'deal') + '\n')
    return 1
  }

  const deal: Deal = result.deals[0]!
  const out = (text: string) => writeStdout(io, text + '\n')
  await out('Deal (seed ' + result.seed + '): dealer ' + names[dealer] + ', vulnerable: ' + formatVulnerability(vulnerability))
  for (const direction of directions) {
    const player = players[direction]
    await out('  ' + names[direction].padEnd(6) + ' ' + (player === 'human' ? 'human' : 'robot (' + player + ')'))
  }

  // With a human at the table, robots show only what their calls show; their full reasoning waits for the end.
  const human = directions.some((direction) => players[direction] === 'human')
  const reasoning: Array<{direction: Direction; call: Call; explanation: string}> = []
  const lines = createInterface({input: io.stdin, crlfDelay: Infinity, terminal: false})
  const input = lines[Symbol.asyncIterator]()
  const calls: Call[] = []
  try {
    while (contractOf(calls, dealer) === undefined) {
      const direction = rotate(dealer, calls.length)
      const robot = robots[direction]
      if (robot) {
        const choice = chooseCall(robot, {hand: deal[seatIndex(direction)]!, auction: calls, dealer, vulnerability}, {fallback})
        calls.push(choice.call)
        reasoning.push({direction, call: choice.call, explanation: choice.explanation})
        await out(names[direction] + ': ' + choice.call)
        for (const line of human ? publicLines(choice) : choice.explanation.split('\n')) if (line) await out('    ' + line)
        continue
      }

      await out('')
      await out(names[direction] + ', your hand: ' + formatHand(deal[seatIndex(direction)]!, {notation: 'symbols'}) + ' (' + hcp(deal[seatIndex(direction)]!) + ' HCP)')
      await out('Auction so far: ' + (calls.length === 0 ? '(none)' : calls.join(' ')))
      for (;;) {
        await writeStdout(io, names[direction] + ', your call (? explains the auction, hint asks the robot, quit stops): ')
        const next = await input.next()
        if (next.done) {
          await out('')
          io.stderr.write('bidding play: input ended before the auction did\n')
          return 1
        }

        const text = next.value.trim()
        if (text === '') continue
        if (text === 'quit' || text === 'q') {
          await out('Stopped.')
          return 0
        }

        if (text === '?' || text === 'explain') {
          const summary = summaryText(explainAuction(interpreters, {auction: calls, dealer, vulnerability}))
          await out(summary || 'Nothing has been shown yet.')
          continue
        }

        if (text === 'hint') {
          const system = interpreters[direction]
          if (!system) {
            await out('No system to ask: give one with --system.')
            continue
          }

          const choice = chooseCall(system, {hand: deal[seatIndex(direction)]!, auction: calls, dealer, vulnerability}, {fallback})
          await out('The robot would bid ' + choice.call + (choice.explanation ? ': ' + choice.explanation.split('\n').join('; ') : ''))
          continue
        }

        const call = parseCall(text)
        if (!call) {
          await out('Unexpected `' + text + '`, expected a call such as 1NT, 2C, Pass, X or XX')
          continue
        }

        const reason = illegalReason(calls, call)
        if (reason) {
          await out('Illegal call ' + call + ': ' + reason)
          continue
        }

        calls.push(call)
        await out(names[direction] + ': ' + call)
        break
      }
    }
  } finally {
    lines.close()
  }

  const contract = contractOf(calls, dealer)!
  await out('')
  await out('Auction:')
  await out(auctionTable(calls, dealer))
  await out('')
  await out('Hands:')
  for (const direction of directions) {
    const hand = deal[seatIndex(direction)]!
    await out('  ' + names[direction].padEnd(6) + ' ' + formatHand(hand, {notation: 'symbols'}).padEnd(26) + ' ' + String(hcp(hand)).padStart(2) + ' HCP  ' + shapeString(hand))
  }

  if (human && reasoning.length > 0) {
    await out('')
    await out('The robots’ reasoning:')
    for (const {direction, call, explanation} of reasoning) {
      await out('  ' + names[direction] + ': ' + call)
      for (const line of explanation.split('\n')) if (line) await out('      ' + line)
    }
  }

  const northSouth = hcp(deal[0]!) + hcp(deal[2]!)
  await out('')
  await out('North–South ' + northSouth + ' HCP, East–West ' + (40 - northSouth) + ' HCP')
  await out(contract === 'passed-out' ? 'Passed out' : 'Contract: ' + formatContract(contract) + ' by ' + names[contract.declarer])
  return 0
}
