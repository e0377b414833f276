/**
 * Real files written for the BML 1 fork enerqi/bml (fixtures in
 * `test/real/enerqi`, MIT, see its MANIFEST.md), read with `dialect: 'bml1'`.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Bid, Root, Sequence} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'real', 'enerqi')

function read(name: string): {tree: Root; file: VFile} {
  const value = readFileSync(path.join(folder, name), 'utf8')
  const file = new VFile({path: path.join(folder, name), value})
  return {tree: fromBml(value, file, {dialect: 'bml1'}), file}
}

function sequences(tree: Root): Sequence[] {
  const result: Sequence[] = []
  const walk = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'sequence') result.push(node as Sequence)
    for (const child of node.children ?? []) walk(child as {type: string; children?: unknown[]})
  }

  walk(tree)
  return result
}

function bids(parent: {children: unknown[]}): Bid[] {
  return parent.children.filter((child): child is Bid => (child as Bid).type === 'bid')
}

/**
 * The bid at the end of a history row (`1C--(X)` is the context `1C` and
 * their bid `X`), as `by:call` words.
 */
function rowBid(tree: Root, calls: string): Bid {
  const words = calls.split(' ')
  const context = words.slice(0, -1).join(' ')
  const last = words.at(-1)!
  const found = sequences(tree)
    .filter((sequence) => (sequence.context ?? []).map((call) => call.by + ':' + call.call).join(' ') === context)
    .flatMap((sequence) => bids(sequence))
    .find((bid) => bid.by + ':' + bid.call === last)
  expect(found, calls).toBeDefined()
  return found!
}

describe('enerqi’s BML 1 fork', () => {
  it('should read calls linked to their section as calls that keep the link', () => {
    const {tree} = read('1c-opening.bml')
    const opening = sequences(tree).flatMap((sequence) => bids(sequence)).find((bid) => bid.call === '1C' && bids(bid).some((child) => child.data?.link))
    expect(opening).toBeDefined()
    const responses = bids(opening!)
    const negative = responses.find((bid) => bid.call === '1D')!
    expect(negative.data?.link).toBe('#1C--1D')
    expect(negative.position?.start.column).toBe(6)
    expect(responses.find((bid) => bid.call === '4HS')?.data?.link).toBe('#1C--4HS')
    // The description starts after the link, not inside it.
    const meaning = negative.children.find((child) => child.type === 'meaning')
    expect(JSON.stringify(meaning)).toContain('Negative 0--7 hcp')
    expect(JSON.stringify(meaning)).not.toContain('](#')
  })

  it('should read double dashes as one separator and `X`, `XX`, `Dbl` as doubles', () => {
    const {tree} = read('1c-opening.bml')
    // `1C--(X)`
    const overDouble = rowBid(tree, 'we:1C they:X')
    expect(bids(overDouble).map((bid) => bid.call).slice(0, 3)).toEqual(['P', 'XX', '1D'])
    // `1C--(1x)--P` then `Dbl = strong, opener re-opening`
    const reopening = rowBid(tree, 'we:1C they:1X we:P')
    expect(bids(reopening).map((bid) => [bid.call, bid.raw]).slice(0, 2)).toEqual([
      ['P', undefined],
      ['X', 'Dbl']
    ])
  })

  it('should keep calls in words (`(any)`, `others`, `nextSuit`) as calls with their spelling', () => {
    const {tree} = read('1c-opening.bml')
    const pass = bids(rowBid(tree, 'we:1C they:X'))[0]!
    // `        (any) = interference, opener passes with a weak hand` then `others = pretend they opened`.
    const any = bids(pass).find((bid) => bid.call === 'any')!
    expect(any.by).toBe('they')
    expect(any.raw).toBeUndefined()
    expect(bids(any).map((bid) => [bid.call, bid.raw, bid.by])).toEqual([['other', 'others', 'we']])
    const double = bids(rowBid(tree, 'we:1C they:1X we:P'))[1]!
    expect(bids(double).map((bid) => bid.call)).toContain('nextSuit')
  })

  it('should leave only what names no call as positioned warnings', () => {
    const first = read('1c-opening.bml')
    expect(first.file.messages).toEqual([])
    const {file} = read('nt-bidding.bml')
    // Their calls written with words inside the parentheses: `(2!c artificial OR natural)`.
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([
      [989, 'invalid-call'],
      [992, 'invalid-call'],
      [1003, 'invalid-call'],
      [1014, 'invalid-call'],
      [1018, 'invalid-call'],
      [1022, 'invalid-call'],
      [1026, 'invalid-call'],
      [1062, 'invalid-call']
    ])
    expect(file.messages[0]!.reason).toContain('`(2!c`')
    expect(file.messages[0]!.column).toBe(5)
  })
})
