/**
 * The XML readers and writers (SLAMBidding conventions, Ray's Bridge Game
 * rules) on generated files of about 10,000 actions and rules. The reference
 * for SLAMBidding is Python's ElementTree, which its robot parses with (its
 * own Python 2 code cannot run here); Ray's Bridge Game has no reader to run.
 */

import {execFileSync} from 'node:child_process'
import {mkdtempSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {toRulesXml} from '@bidding/rules-xml-stringify'
import {readXml, writeXml} from '@bidding/safe-xml'
import {fromSlam} from '@bidding/slam-parse'
import {toSlamConv} from '@bidding/slam-stringify'
import {VFile} from 'vfile'
import {toXml} from 'xast-util-to-xml'
import type {BenchCase} from '../harness.js'

const calls = ['1C', '1D', '1H', '1S', '1NT', '2C', '2D', '2H', '2S', '2NT']

/** A convention of 10 openings × 100 responses × 10 rebids: 11,010 actions. */
function convention(): string {
  const hand = '<handtypes><type><HCP min="12" max="21" /><spades max="4" /><hearts min="2" max="4" /></type><type><HCP min="22" /></type></handtypes>'
  let responses = ''
  for (let index = 0; index < 100; index++) {
    let rebids = ''
    for (const call of calls) rebids += '<tell bid="' + call.replace('1', '3') + '" over="PASS, X">' + hand + '</tell>'
    responses += '<!-- response ' + index + ' --><raise bid="' + calls[index % 10]!.replace('1', '2') + '" over="all">' + hand + rebids + '</raise>'
  }

  let actions = ''
  for (const call of calls) actions += '<open bid="' + call + '" seats="1234">' + hand + responses + '</open>'
  return '<convention><name>bench</name><actions>' + actions + '</actions></convention>\n'
}

/** Rules: 100 groups × 100 rules, each with a nested rule and a bid. */
function rules(): string {
  const lines = ['<?xml version="1.0"?>', '<rules>', '  <type>bid</type>']
  for (let group = 0; group < 100; group++) {
    lines.push('  <group>', '    <purpose>Group ' + group + '</purpose>')
    for (let rule = 0; rule < 100; rule++) {
      lines.push(
        '    <if>',
        '      <name>point count</name>',
        '      <comparison>&gt;=</comparison>',
        '      <value>' + (rule % 30) + '</value>',
        '      <if>',
        '        <name>length of spades</name>',
        '        <comparison>&gt;=</comparison>',
        '        <value>5</value>',
        '        <bid>1S</bid>',
        '      </if>',
        '      <bid>Pass</bid>',
        '    </if>'
      )
    }

    lines.push('  </group>')
  }

  lines.push('</rules>', '')
  return lines.join('\n')
}

const conv = convention()
const convTree = fromSlam(conv, new VFile())
const rulesText = rules()
const rulesTree = fromRulesXml(rulesText, new VFile())
/** The convention as the SLAMBidding writer hands it to `writeXml`. */
const convXast = readXml(toSlamConv(convTree, {compact: true}), new VFile(), {}, 'bench')

/** Median CPU seconds of five runs (after one warm-up). */
function cpuSeconds(run: () => void): number {
  run()
  const times: number[] = []
  for (let index = 0; index < 5; index++) {
    const start = process.cpuUsage()
    run()
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1e6)
  }

  return times.sort((a, b) => a - b)[2]!
}

async function elementTree(): Promise<{seconds: number; units: number} | undefined> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-slam-'))
  const file = path.join(folder, 'bench.conv')
  writeFileSync(file, conv)
  const script = [
    'import sys, time, statistics',
    'import xml.etree.ElementTree as ET',
    'text = open(sys.argv[1]).read()',
    'ET.fromstring(text)',
    'times = []',
    'for _ in range(5):',
    '    start = time.perf_counter()',
    '    ET.fromstring(text)',
    '    times.append(time.perf_counter() - start)',
    'print(statistics.median(times))'
  ].join('\n')
  try {
    const seconds = Number(execFileSync('python3', ['-c', script, file], {encoding: 'utf8'}).trim())
    return Number.isFinite(seconds) ? {seconds, units: 11_010} : undefined
  } catch {
    return undefined
  }
}

export const cases: BenchCase[] = [
  {
    name: 'slam-parse',
    description: 'read a .conv of 11,010 actions into bdast',
    unit: 'actions',
    run() {
      fromSlam(conv, new VFile())
      return 11_010
    },
    reference: elementTree,
    referenceNote: 'Python 3 xml.etree.ElementTree.fromstring, the parser SLAMBidding reads with (XML only, no tree of calls)'
  },
  {
    name: 'slam-stringify',
    description: 'write 11,010 actions as a compact .conv',
    unit: 'actions',
    run() {
      toSlamConv(convTree, {compact: true})
      return 11_010
    }
  },
  {
    // Both XML writers serialise with xast-util-to-xml since issue #19, which made slam-stringify
    // about 2× slower in CPU time (11,010 actions, compact: 0.09–0.15 s → 0.31 s at a third of the
    // size, 1.0–1.5 s → 2.4–2.7 s here; machine under load): this line shows where that time goes.
    name: 'slam-stringify serialise',
    description: 'serialise the xast of the 11,010-action .conv with writeXml (xast-util-to-xml, then the reference pass)',
    unit: 'actions',
    run() {
      // CPU time, as the reference's, so that the machine's load favours neither.
      const start = process.cpuUsage()
      writeXml(convXast, {closeEmptyElements: true, sortAttributes: true})
      const used = process.cpuUsage(start)
      return {units: 11_010, seconds: (used.user + used.system) / 1e6}
    },
    async reference() {
      return {seconds: cpuSeconds(() => toXml(convXast)), units: 11_010}
    },
    referenceNote: 'xast-util-to-xml alone (CPU time, median of 5): the difference is writeXml’s placeholder swap and reference pass'
  },
  {
    name: 'rules-xml-parse',
    description: 'read 20,000 rules of Ray’s Bridge Game into bdast',
    unit: 'rules',
    run() {
      fromRulesXml(rulesText, new VFile())
      return 20_000
    },
    referenceNote: 'no reader to compare: the game is Windows freeware with a closed parser'
  },
  {
    name: 'rules-xml-stringify',
    description: 'write 20,000 rules as rules XML',
    unit: 'rules',
    run() {
      toRulesXml(rulesTree)
      return 20_000
    }
  }
]
