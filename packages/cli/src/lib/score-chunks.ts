/**
 * A scored simulation cut into chunks for `@bidding/queue`: what every chunk
 * shares (the systems as bdast, bidding options), each chunk's deals, and
 * running one chunk on a worker. The deals are dealt once by the
 * coordinator from the seed, so the chunks and their totals are the same
 * whatever the number of workers.
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {formatDeal, parseDeal} from '@bidding/hand'
import {compileSystem, type CompiledSystem} from '@bidding/robot'
import {VFile} from 'vfile'
import {scoreDeals, type ScoredDeals} from './score-run.js'

/** What every chunk of a run shares. */
export interface SharedRun {
  /** Systems as bdast (includes resolved, positions dropped). */
  systems: {ns: Root; compare?: Root | undefined; ew?: Root | undefined}
  profile: 'default' | 'reference'
  dealer: Direction | 'board'
  vulnerability: DealVulnerability | 'board'
  fallback?: 'natural' | 'pass' | undefined
}

/** One chunk: consecutive boards. */
export interface RunChunk {
  firstBoard: number
  /** PBN deal text (`N:…`). */
  deals: string[]
}

/** A tree as plain data without positions: the systems travel to other machines through Redis. */
export function portableTree(tree: Root): Root {
  return JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value))) as Root
}

/** Cut deals into chunks of `size` boards. */
export function chunksOf(deals: readonly Parameters<typeof formatDeal>[0][], size: number): RunChunk[] {
  const chunks: RunChunk[] = []
  for (let start = 0; start < deals.length; start += size) {
    chunks.push({firstBoard: start + 1, deals: deals.slice(start, start + size).map((deal) => formatDeal(deal))})
  }

  return chunks
}

const compiled = new WeakMap<SharedRun, {ns: CompiledSystem; compare?: CompiledSystem | undefined; ew?: CompiledSystem | undefined}>()

function systemsOf(shared: SharedRun) {
  let systems = compiled.get(shared)
  if (!systems) {
    const compile = (tree: Root | undefined) => (tree ? compileSystem(tree, new VFile(), {profile: shared.profile}) : undefined)
    systems = {ns: compile(shared.systems.ns)!, compare: compile(shared.systems.compare), ew: compile(shared.systems.ew)}
    compiled.set(shared, systems)
  }

  return systems
}

/** Bid and score one chunk (on a worker). */
export async function runChunk(chunk: RunChunk, shared: SharedRun, threads?: number): Promise<ScoredDeals> {
  const deals = chunk.deals.map((text) => {
    const parsed = parseDeal(text)
    if (!parsed.ok) throw new Error('Bad deal in chunk: ' + parsed.message)
    return parsed.deal
  })
  return scoreDeals(deals, chunk.firstBoard, systemsOf(shared), {dealer: shared.dealer, vulnerability: shared.vulnerability, fallback: shared.fallback, threads})
}
