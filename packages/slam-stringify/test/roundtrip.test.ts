import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Convention, Root} from '@bidding/core'
import {fromSlam, type Options} from '@bidding/slam-parse'
import {toSlamConv, toSlamSystem} from '@bidding/slam-stringify'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'

const parseFixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'slam-parse', 'test', 'fixtures')

function parse(value: string, options: Options = {}): Root {
  return fromSlam(value, new VFile({value}), options)
}

function write(tree: Root, compact: boolean): string {
  const file = new VFile()
  const first = tree.children[0]
  return first?.type === 'system' ? toSlamSystem(tree, {compact}, file) : toSlamConv(tree, {compact}, file)
}

function strip(tree: Root): unknown {
  const copy = structuredClone(tree)
  removePosition(copy, {force: true})
  return JSON.parse(JSON.stringify(copy))
}

/** Sort the attributes of every start tag (ElementTree and minidom wrote them sorted; hand edits did not). */
function sortAttributes(value: string): string {
  return value.replaceAll(/<([A-Za-z]+)((?:\s+[A-Za-z]+="[^"]*")+)\s*(\/?)>/g, (_, name: string, attributes: string, empty: string) => {
    const sorted = attributes.trim().split(/\s+(?=[A-Za-z]+=)/).sort().join(' ')
    return '<' + name + ' ' + sorted + (empty ? ' /' : '') + '>'
  })
}

/** parse → stringify → parse gives the same tree, in both styles, and writing again gives the same text. */
function roundTrip(value: string, options: Options = {}): void {
  const tree = parse(value, options)
  for (const compact of [false, true]) {
    const output = write(tree, compact)
    const again = parse(output, options)
    expect(strip(again)).toEqual(strip(tree))
    expect(write(again, compact)).toBe(output)
  }
}

describe('round trip of the reader’s fixtures', () => {
  for (const name of readdirSync(parseFixtures).sort()) {
    const folder = path.join(parseFixtures, name)
    const input = readdirSync(folder).find((file) => file.startsWith('input.'))!
    const value = readFileSync(path.join(folder, input), 'utf8')
    const options = existsSync(path.join(folder, 'config.json')) ? (JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as Options) : {}
    let readable = true
    try {
      parse(value, options)
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error
      readable = false
    }

    if (readable) {
      test('should give `' + name + '` back as it was read', () => {
        roundTrip(value, options)
      })
    }
  }
})

describe('round trip of what the reader keeps as written', () => {
  test('should give back stray text that stood on either side of a version 1 action’s auctions, hand or name', () => {
    // The writer puts `<name>`, `<PossibleAuctions>`, `<shape>` and `<HCP>` in their own places, so text around them meets.
    roundTrip('<convention><name>n</name>a<action bid="2H">!<PossibleAuctions><auction>1NT, PASS</auction></PossibleAuctions>b<shape><hearts min="2"/></shape>c<HCP min="3"/></action></convention>')
    roundTrip('<convention>a<name>n</name>b<reqconv name="p"/>c<action bid="1C"/></convention>')
  })

  test('should give back a convention read with nothing in it without adding `<actions>`', () => {
    roundTrip('<convention>\n</convention>\n')
    expect(write(parse('<convention></convention>'), true)).toBe('<convention />\n')
  })
})

describeCorpus('round trip of the corpus', () => {
  const files = [
    'conventionsv2/auto1.conv',
    'conventionsv2/auto2.conv',
    'conventionsv2/auto1.conv.pretty',
    'conventionsv2/auto2.conv.pretty',
    'conventionsv2/stayman.conv.pretty',
    'conventionsv2/auto3.oldconv',
    'conventionsv2/auto4.oldconv',
    'conventionsv2/auto5.oldconv',
    'conventionsv2/auto3.oldconv.pretty',
    'conventions/auto1.conv',
    'conventions/auto2.conv',
    'conventions/auto3.conv',
    'conventions/auto4.conv',
    'conventions/auto5.conv',
    'systems/SAYC.system',
    'systems/SAYC.system.pretty'
  ]

  for (const name of files) {
    test('should read `' + name + '` back identically after writing it, indented and compact', () => {
      roundTrip(readFileSync(corpus('slam', name), 'utf8'))
    })
  }

  test('should write the pretty-printed files exactly as `prettyprint.py` did', () => {
    for (const name of [
      'conventionsv2/auto1.conv.pretty',
      'conventionsv2/auto2.conv.pretty',
      'conventionsv2/stayman.conv.pretty',
      'conventionsv2/auto3.oldconv.pretty',
      'systems/SAYC.system.pretty'
    ]) {
      const value = readFileSync(corpus('slam', name), 'utf8')
      expect(write(parse(value), false), name).toBe(value)
    }
  })

  test('should write the compact files as they are, attributes in ElementTree’s sorted order', () => {
    for (const name of ['conventionsv2/auto1.conv', 'conventionsv2/auto2.conv', 'systems/SAYC.system', 'conventions/auto1.conv', 'conventions/auto2.conv', 'conventions/auto3.conv']) {
      const value = readFileSync(corpus('slam', name), 'utf8')
      // `conventionmaker.py` wrote no final newline; the live v2 files have one.
      expect(write(parse(value), true), name).toBe(sortAttributes(value).replace(/\n?$/, '\n'))
    }

    expect(write(parse(readFileSync(corpus('slam', 'systems/SAYC.system'), 'utf8')), true)).toBe(
      readFileSync(corpus('slam', 'systems/SAYC.system'), 'utf8')
    )
  })

  test('should write the version 1 Stayman as version 2, its auctions as nested actions', () => {
    const tree = parse(readFileSync(corpus('slam', 'conventions/auto2.conv'), 'utf8'))
    expect(toSlamConv(tree, {version: 2, compact: true})).toBe(
      '<convention><name>stayman</name><name>Stayman</name><parent>strong 1NT</parent><actions>' +
        '<subconv name="responses to stayman" />' +
        '<open bid="1NT">' +
        '<tell bid="2C" over="PASS, X" seats="1234"><handtypes><type><HCP max="40" min="8" /><spades max="4" min="4" /><hearts max="13" min="0" /><diamonds max="13" min="0" /><clubs max="13" min="0" /></type></handtypes></tell>' +
        '<tell bid="2C" over="PASS, X" seats="1234"><handtypes><type><HCP max="40" min="8" /><spades max="13" min="0" /><hearts max="4" min="4" /><diamonds max="13" min="0" /><clubs max="13" min="0" /></type></handtypes></tell>' +
        '</open></actions></convention>\n'
    )
  })

  test('should write a version 2 convention as version 1 and back without losing an action', () => {
    const tree = parse(readFileSync(corpus('slam', 'conventionsv2/auto1.conv'), 'utf8'))
    const v1 = toSlamConv(tree, {version: 1})
    expect(v1).toContain('<action bid="1NT">')
    expect(v1).toContain('<auction> </auction>')
    expect(v1).toContain('<auction>1NT, PASS</auction>')
    const again = parse(v1)
    expect((again.children[0] as Convention).data?.slam?.version).toBe(1)
    const calls = (node: unknown): string[] =>
      JSON.stringify(node)
        .match(/"call":"[^"]+"/g)!
        .map((match) => match.slice(8, -1))
    // Every action of the v2 file is an action (or a context call) in v1.
    expect(new Set(calls(again))).toEqual(new Set(calls(tree)))
  })
})
