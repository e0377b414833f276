/**
 * What the fuzz suite feeds each reader: documents to mutate (the
 * project's fixtures and, when it is there, the shared corpus) and snippets
 * of the reader's own syntax to splice in, so that mutations stay close to
 * what the reader understands (structure-aware, not only random bytes).
 */

import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const sharedDir = process.env.BIDDING_SHARED ? path.resolve(process.env.BIDDING_SHARED) : path.resolve(repoRoot, '../shared')

/** A reader under fuzzing. */
export interface FuzzTarget {
  /** Registry format name, or `dealer` for the dealer-script reader. */
  reader: string
  /** File name the documents are read as. */
  path: string
  seeds: string[]
  snippets: string[]
}

/** Largest seed kept (characters): mutating a large file says little more and costs much. */
const maxSeed = 20_000

function read(file: string): string | undefined {
  if (!existsSync(file) || statSync(file).size > maxSeed * 4) return undefined
  return readFileSync(file, 'utf8').slice(0, maxSeed)
}

/** `input.*` of each fixture folder of a package's `test/fixtures`. */
function fixtures(name: string): string[] {
  const folder = path.join(repoRoot, 'packages', name, 'test', 'fixtures')
  if (!existsSync(folder)) return []
  return readdirSync(folder).flatMap((entry) => {
    const sub = path.join(folder, entry)
    if (!statSync(sub).isDirectory()) return []
    return readdirSync(sub)
      .filter((file) => file.startsWith('input.'))
      .flatMap((file) => read(path.join(sub, file)) ?? [])
  })
}

/** Files of the shared corpus (skipped when it is absent). */
function corpus(...names: string[]): string[] {
  return names.flatMap((name) => read(path.join(sharedDir, 'corpus', name)) ?? [])
}

/** Keys of `Object.prototype`, deep nesting and long runs: what broke readers before. */
const hostile = ['constructor', '__proto__', 'toString', ' '.repeat(200), '-'.repeat(100), '\n'.repeat(50), '\u0000', '\uD800', '🂡', '\r\n', '\t']

export const targets: FuzzTarget[] = [
  {
    reader: 'bml',
    path: 'fuzz.bml',
    seeds: [...fixtures('bml-parse'), ...corpus('bml/gpaulissen-bml/test/data/example.bml')],
    snippets: ['1C ', '  1D ', '    1H ', '1N-2C-', '(1S)', 'P ', 'X ', 'XX ', '2X ', '{15-17 HCP, balanced}', '{2+ of top 3 in ♠}', '{alert; forcing}', '#VUL NV', '#SEATS 12', '#+title: t', '#INCLUDE x.bml', '#PASTE a', '#HIDE', '#BIDTABLE', '#CUT', '#ENDCUT', '!s', '!h', '*bold*', '/it/', '=', '\n\n', '  ', ...hostile]
  },
  {
    reader: 'json',
    path: 'fuzz.json',
    seeds: [
      '{"type":"root","children":[{"type":"sequence","children":[{"type":"bid","call":"1N","by":"we","constraint":{"type":"points","scale":"hcp","min":15,"max":17},"children":[{"type":"meaning","children":[{"type":"text","value":"strong"}]}]}]}]}',
      '{"type":"root","children":[{"type":"heading","depth":1,"children":[{"type":"text","value":"t"}]},{"type":"paragraph","children":[{"type":"suit","suit":"S"}]}]}'
    ],
    snippets: ['{', '}', '[', ']', ',', ':', '"type"', '"bid"', '"children":[]', '"call":"7N"', '"by":"they"', '1e999', '-0', 'null', 'true', '"\\u0000"', ...hostile]
  },
  {
    reader: 'bss',
    path: 'fuzz.bss',
    // Our own small document first, so the reader is fuzzed without the shared corpus too.
    seeds: [
      '*00{SAYC=NYYYYYY\n001C=NYYYYYY00312+ HCP, 3+ clubs\n001C1D=NYYYYYY00F4+ diamonds, 6+ HCP\n001N=YYYYYYY01315-17 HCP, balanced\n',
      ...fixtures('bss-parse'),
      ...corpus('bss/example.bss', 'bss/example1.bss', 'bss/bbo-stock-excerpt.bss')
    ],
    snippets: ['*00{S}=NYYYYYY', '?00=NNNNNNN', '1C', '1N2C', 'PD', 'R', '{', '}', '=', ';', '\n', ...hostile]
  },
  {
    reader: 'bidspace',
    path: 'fuzz.txt',
    seeds: [...fixtures('bidspace-parse'), ...corpus('bidding-space/bidding_space_2.txt')],
    snippets: ['state: s0\n', 'prev_bid: 1c\n', 'priority: 1c 1d nb\n', '1c\trsp0\t', 'p(hp,15,17)', 's(c,gt,4)', 'dt(eq,2)', 'h(s,gte,2)', '@', '\t', '#', ...hostile]
  },
  {
    reader: 'rules-xml',
    path: 'fuzz.xml',
    seeds: fixtures('rules-xml-parse'),
    snippets: ['<if>', '</if>', '<name>point count</name>', '<comparison>&gt;=</comparison>', '<value>5</value>', '<bid>1 spade</bid>', '<group>', '</group>', '<!--', '-->', '<![CDATA[', ']]>', '&amp;', '&x;', '<!DOCTYPE r SYSTEM "[">', ...hostile]
  },
  {
    reader: 'slam-conv',
    path: 'fuzz.conv',
    seeds: [...fixtures('slam-parse'), ...corpus('slam/conventionsv2/auto1.conv')],
    snippets: ['<open bid="1C">', '</open>', '<tell bid="1N" over="1C">', '<handtypes><type><HCP min="5"/></type></handtypes>', '<spades min="5" honorsmin="2"/>', '<subconvention name="a"/>', ' seats="34"', '<!--', '<![CDATA[', '&amp;', ...hostile]
  },
  {
    reader: 'slam-system',
    path: 'fuzz.system',
    seeds: [...fixtures('slam-parse'), ...corpus('slam/systems/SAYC.system')],
    snippets: ['<system>', '</system>', '<name>n</name>', '<convention name="x"/>', '<parent>p</parent>', '<!--', ...hostile]
  },
  {
    reader: 'dealer',
    path: 'fuzz.dl',
    seeds: [read(path.join(repoRoot, 'packages/deal/test/fixtures/every-construct.dl')) ?? 'condition hcp(north) > 12\nproduce 1\n', ...['a_uncond.dl', 'b_1nt_5major.dl', 'c_stats_1M.dl'].flatMap((name) => read(path.join(sharedDir, 'bench', 'dealer', name)) ?? [])],
    snippets: ['condition ', 'produce 1\n', 'generate 100\n', 'hcp(north)', 'spades(south)', '&&', '||', '!', '(', ')', '?', ':', 'shape(north, any 4333)', 'action printall\n', 'average ', 'frequency ', 'predeal north SAK\n', 'dealer west\n', 'vulnerable all\n', 'x = ', '"', '#', '@', ...hostile]
  }
]
