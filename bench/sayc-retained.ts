/**
 * What a SAYC engine keeps (examples/sayc): one engine bids N fresh seeded
 * deals from its first auction (as a simulation runs it), and the heap used
 * after a full collection, before and after, tells the bytes it retains per
 * auction. That is what the scavenger copies and promotes as the engine
 * grows (the collector's cost in a young engine), apart from what it
 * allocates and drops at once (`sayc-profile.ts`).
 *
 * With `--kinds` it also writes a heap snapshot before and after and prints
 * what grew, by kind (constructor and first property names, or the kind of
 * its first holder for arrays and backing stores): bytes and objects per
 * auction. Deterministic for a seed (no timing): compare before/after a
 * change directly.
 *
 * Run: `node --expose-gc --import tsx bench/sayc-retained.ts [count] [--kinds]`
 * (after `npx tsc --build packages/robot examples/sayc`, the built dist; with
 * `--conditions=@bidding/source`, the sources).
 */

import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import {loadSystem} from '../examples/sayc/measure.js'

const collect = (globalThis as {gc?: () => void}).gc
if (!collect) throw new Error('Run with `node --expose-gc`: the heap is measured after full collections')

const count = Number(process.argv.find((argument, index) => index > 1 && /^\d+$/.test(argument)) ?? 10_000)
const byKind = process.argv.includes('--kinds')
const directions = ['N', 'E', 'S', 'W'] as const
const {system} = loadSystem()
const deals = generateDealsSync({count, seed: 'sayc retained'}).deals

/** Heap used after full collections (twice: the first may leave what finalizers free). */
function heapUsed(): number {
  collect!()
  collect!()
  return v8.getHeapStatistics().used_heap_size
}

/** A heap snapshot summed by kind: bytes and objects. */
function kindsOf(file: string): Map<string, {bytes: number; objects: number}> {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: {meta: {node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]]}}
    nodes: number[]
    edges: number[]
    strings: string[]
  }
  const {meta} = snapshot.snapshot
  const {nodes, edges, strings} = snapshot
  const nodeWidth = meta.node_fields.length
  const edgeWidth = meta.edge_fields.length
  const typeField = meta.node_fields.indexOf('type')
  const nameField = meta.node_fields.indexOf('name')
  const sizeField = meta.node_fields.indexOf('self_size')
  const edgeCountField = meta.node_fields.indexOf('edge_count')
  const edgeTypeField = meta.edge_fields.indexOf('type')
  const edgeNameField = meta.edge_fields.indexOf('name_or_index')
  const edgeToField = meta.edge_fields.indexOf('to_node')
  const nodeTypes = meta.node_types[0]
  const edgeTypes = meta.edge_types[0]
  const total = nodes.length / nodeWidth
  const own: string[] = new Array<string>(total)
  const holder = new Int32Array(total).fill(-1)
  let edge = 0
  for (let node = 0; node < total; node++) {
    const at = node * nodeWidth
    const type = nodeTypes[nodes[at + typeField]!]!
    const names: string[] = []
    for (let index = 0; index < nodes[at + edgeCountField]!; index++, edge += edgeWidth) {
      const edgeType = edgeTypes[edges[edge + edgeTypeField]!]!
      if (edgeType === 'property' && names.length < 4) names.push(strings[edges[edge + edgeNameField]!]!)
      const to = edges[edge + edgeToField]! / nodeWidth
      if (edgeType !== 'weak' && edgeType !== 'shortcut' && holder[to] === -1) holder[to] = node
    }

    const name = strings[nodes[at + nameField]!]!
    own[node] = type === 'object' && name !== 'Array' && name !== 'Map' && name !== 'ArrayBuffer' && !name.endsWith('Array') ? name + '{' + names.join(',') + '}' : ''
  }

  const kinds = new Map<string, {bytes: number; objects: number}>()
  for (let node = 0; node < total; node++) {
    const at = node * nodeWidth
    let kind = own[node]!
    if (!kind) {
      // An array, map, string or backing store: named by the first holder that is a record (at most four steps up).
      let up = holder[node]!
      for (let step = 0; step < 4 && up !== -1 && !own[up]; step++) up = holder[up]!
        const type = nodeTypes[nodes[at + typeField]!]!
      kind = (type.includes('string') || type === 'code' ? type : type + ' ' + strings[nodes[at + nameField]!]!) + ' in ' + (up === -1 ? '?' : own[up] || '?')
    }

    const found = kinds.get(kind) ?? {bytes: 0, objects: 0}
    found.bytes += nodes[at + sizeField]!
    found.objects++
    kinds.set(kind, found)
  }

  return kinds
}

const folder = byKind ? mkdtempSync(path.join(tmpdir(), 'sayc-retained-')) : undefined
const before = heapUsed()
if (folder) v8.writeHeapSnapshot(path.join(folder, 'before.heapsnapshot'))
const start = heapUsed()
let calls = 0
for (const [index, deal] of deals.entries()) calls += bidDeal(deal, system, {dealer: directions[index % 4], explain: false}).calls.length
const after = heapUsed()
const retained = after - start
// The system and the deals are read after the heap is measured: alive then (a variable not read again may be collected).
console.log(
  deals.length.toLocaleString('en') + ' fresh auctions (' + calls.toLocaleString('en') + ' calls) from a new ' + system.kind + ' engine: ' +
    Math.round(retained / count).toLocaleString('en') + ' bytes retained per auction (' + (retained / 1e6).toFixed(1) + ' MB; heap ' +
    (before / 1e6).toFixed(1) + ' -> ' + (after / 1e6).toFixed(1) + ' MB)'
)

if (folder) {
  v8.writeHeapSnapshot(path.join(folder, 'after.heapsnapshot'))
  const earlier = kindsOf(path.join(folder, 'before.heapsnapshot'))
  const later = kindsOf(path.join(folder, 'after.heapsnapshot'))
  rmSync(folder, {recursive: true})
  const grown = [...later].map(([kind, {bytes, objects}]) => ({kind, bytes: bytes - (earlier.get(kind)?.bytes ?? 0), objects: objects - (earlier.get(kind)?.objects ?? 0)}))
  grown.sort((a, b) => b.bytes - a.bytes)
  const objects = grown.reduce((sum, row) => sum + row.objects, 0)
  console.log('grown: ' + (objects / count).toFixed(1) + ' objects per auction; by kind (bytes, objects per auction):')
  for (const row of grown.slice(0, 60)) console.log((row.bytes / count).toFixed(0).padStart(6) + ' ' + (row.objects / count).toFixed(2).padStart(6) + '  ' + row.kind)
}
