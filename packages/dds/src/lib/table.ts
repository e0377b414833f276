/// <reference types="node" preserve="true" />
/**
 * Double-dummy tables: one deal through `CalcDDtablePBN`, many through
 * `CalcAllTablesPBN`, which spreads a batch over DDS's own threads.
 */

import {seats} from '@bidding/hand'
import type {Direction} from '@bidding/core/calls'
import {ddsDealText} from './deal-text.js'
import {check} from './errors.js'
import {dds, loadDds} from './library.js'
import {callAsync, serial} from './queue.js'
import {ddStrains, type DdStrain, type DdTable, type DealInput} from './types.js'

/** Options of `solveTables`. */
export interface SolveTablesOptions {
  /**
   * Solver threads (DDS's `SetMaxThreads`); default: DDS's own choice, one
   * per core.
   */
  threads?: number | undefined
  /** Called after each batch with how many tables are done. */
  onProgress?: ((done: number, total: number) => void) | undefined
}

let configuredThreads = 0

/** Read the 20 trick counts of a `struct ddTableResults` at `offset`. */
export function tableFrom(view: DataView, offset: number): DdTable {
  const table = {} as Record<DdStrain, Record<Direction, number>>
  for (const [strain, name] of ddStrains.entries()) {
    const row = {} as Record<Direction, number>
    for (const [hand, seat] of seats.entries()) row[seat] = view.getInt32(offset + (strain * 4 + hand) * 4, true)
    table[name] = row
  }

  return table
}

/** Write a table as a `struct ddTableResults`. */
export function tableBuffer(table: DdTable): Buffer {
  const buffer = Buffer.alloc(dds.tableBytes)
  for (const [strain, name] of ddStrains.entries()) {
    for (const [hand, seat] of seats.entries()) buffer.writeInt32LE(table[name][seat], (strain * 4 + hand) * 4)
  }

  return buffer
}

function configure(threads: number | undefined): void {
  const wanted = threads ?? 0
  if (wanted === configuredThreads) return
  loadDds().setMaxThreads(wanted)
  configuredThreads = wanted
}

/**
 * The double-dummy table of one deal: tricks for each declarer in each
 * strain.
 *
 * @throws {DdsUnavailableError} when libdds is not installed.
 * @throws {DealError} when the deal is not four hands of 13 different cards.
 */
export async function solveTable(deal: DealInput): Promise<DdTable> {
  const text = ddsDealText(deal)
  const library = loadDds()
  return serial(async () => {
    const results = Buffer.alloc(dds.tableBytes)
    check(await callAsync(library.calcDdTablePbn, {cards: text}, results), 'CalcDDtablePBN')
    return tableFrom(new DataView(results.buffer, results.byteOffset, results.byteLength), 0)
  })
}

/**
 * The double-dummy tables of many deals, in order, solved in batches of up
 * to 40 tables by `CalcAllTablesPBN` on all of DDS's threads.
 *
 * @throws {DdsUnavailableError} when libdds is not installed.
 * @throws {DealError} when a deal is not four hands of 13 different cards.
 */
export async function solveTables(deals: readonly DealInput[], options: SolveTablesOptions = {}): Promise<DdTable[]> {
  const texts = deals.map((deal) => ddsDealText(deal))
  const library = loadDds()
  const tables: DdTable[] = []
  const dealBuffer = Buffer.alloc(4 + dds.maxBoards * dds.pbnLength)
  const resultBuffer = Buffer.alloc(4 + dds.maxBoards * dds.tableBytes)
  const view = new DataView(resultBuffer.buffer, resultBuffer.byteOffset, resultBuffer.byteLength)
  const filter = new Int32Array(5)
  // Par is computed on demand by `par`, so `mode` is -1 (none) and the par buffer unused.
  const parBuffer = Buffer.alloc(8)

  for (let start = 0; start < texts.length; start += dds.maxTables) {
    const batch = texts.slice(start, start + dds.maxTables)
    await serial(async () => {
      configure(options.threads)
      dealBuffer.fill(0)
      dealBuffer.writeInt32LE(batch.length, 0)
      for (const [index, text] of batch.entries()) dealBuffer.write(text, 4 + index * dds.pbnLength, dds.pbnLength - 1, 'latin1')
      check(await callAsync(library.calcAllTablesPbn, dealBuffer, -1, filter, resultBuffer, parBuffer), 'CalcAllTablesPBN')
    })
    for (let index = 0; index < batch.length; index++) tables.push(tableFrom(view, 4 + index * dds.tableBytes))
    options.onProgress?.(tables.length, texts.length)
  }

  return tables
}
