/**
 * Deep input: each reader refuses nesting beyond its limit with a positioned
 * fatal message (never a stack overflow), and every writer takes the deepest
 * tree a reader accepts.
 */

import {maxNesting} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {registry} from '@bidding/formats'

const writers = registry.formats.filter((format) => format.stringify && !format.binary)
const openings = ['1C', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S', '2N', '3C', '3D', '3H', '3S', '3N', '4C', '4D', '4H', '4S', '4N']

/** BML rows nested `depth` deep (a call per row, two columns more each row). */
function deepBml(depth: number): string {
  let text = ''
  for (let index = 0; index < depth; index++) text += '  '.repeat(index) + (openings[index] ?? 'P') + '    x\n'
  return text
}

/** A JSON tree of bids nested `depth` deep. */
function deepJson(depth: number): string {
  return '{"type":"root","children":[{"type":"sequence","children":[' + '{"type":"bid","call":"1C","by":"we","children":['.repeat(depth) + ']}'.repeat(depth) + ']}]}'
}

async function failure(from: string, path: string, value: string): Promise<{reason: string; ruleId: unknown; line: unknown; fatal: unknown}> {
  try {
    await registry.processor({from, to: 'json'}).process({path, value})
  } catch (error) {
    const message = error as {reason: string; ruleId: unknown; line: unknown; fatal: unknown}
    return {reason: message.reason, ruleId: message.ruleId, line: message.line, fatal: message.fatal}
  }

  throw new Error('Expected the ' + from + ' reader to refuse the document')
}

describe('deep input', () => {
  it('should write BML rows nested 320 deep (more than any auction) with every writer', async () => {
    for (const writer of writers) {
      const file = await registry.processor({from: 'bml', to: writer.name}).process({path: 'deep.bml', value: deepBml(320)})
      expect(file.messages.filter((message) => message.fatal), writer.name).toEqual([])
    }
  })

  it('should refuse BML rows nested 321 and 2,000 deep at the first row too deep', async () => {
    for (const depth of [321, 2000]) {
      expect(await failure('bml', 'deep.bml', deepBml(depth))).toEqual({
        reason: 'Unexpected row nested 321 deep, expected at most 320 (the longest auction has 319 calls)',
        ruleId: 'too-deep',
        line: 321,
        fatal: true
      })
    }
  })

  it('should refuse a BML history of more than 320 calls', async () => {
    expect(await failure('bml', 'deep.bml', '1C-' + 'P-'.repeat(400) + 'P x\n')).toEqual({
      reason: 'Unexpected history of more than 320 calls (the longest auction has 319 calls)',
      ruleId: 'too-deep',
      line: 1,
      fatal: true
    })
  })

  it('should write the deepest JSON tree the reader accepts with every writer', async () => {
    for (const writer of writers) {
      const file = await registry.processor({from: 'json', to: writer.name}).process({path: 'deep.json', value: deepJson(348)})
      expect(file.messages.filter((message) => message.fatal), writer.name).toEqual([])
    }
  })

  it('should refuse JSON nested 5,000 deep where it gets too deep', async () => {
    for (const value of [deepJson(5000), '['.repeat(5000) + ']'.repeat(5000)]) {
      expect(await failure('json', 'deep.json', value)).toMatchObject({
        reason: 'Unexpected nesting deeper than ' + maxNesting + ' objects and arrays',
        ruleId: 'too-deep',
        line: 1,
        fatal: true
      })
    }
  })
})
