import {readFileSync} from 'node:fs'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {removePosition} from 'unist-util-remove-position'
import {visit} from 'unist-util-visit'
import {describe, expect, it} from 'vitest'
import {dispositions, type Disposition, type Side} from '@bidding/core/calls'
import type {Bid, PhrasingContent, Root, Sequence} from '@bidding/core'
import {fromBss} from '@bidding/bss-parse'
import {toBss} from '@bidding/bss-stringify'

/** The reader's fixtures. */
const fixture = (name: string) => readFileSync(new URL('../../bss-parse/test/fixtures/' + name, import.meta.url), 'utf8')

/** Read and write back; every message must be a positioned warning. */
function cycle(value: string): string {
  const file = new VFile({path: 'fuzz.bss', value})
  const tree = fromBss(value, file)
  for (const message of file.messages) {
    expect(message).toBeInstanceOf(VFileMessage)
    expect(message.fatal).toBe(false)
    expect(message.source).toBe('@bidding/bss-parse')
    expect(message.line).toBeGreaterThanOrEqual(1)
    expect(message.column).toBeGreaterThanOrEqual(1)
  }

  return toBss(tree, {}, new VFile())
}

/** Characters BSS files are made of, and some they are not. */
const bssCharacter = fc.constantFrom(...'*?$+%0123456789=YNPDR1234567CDHSN{}!\\n ab\r\n\t-é')

const call = fc.oneof(
  fc.constantFrom('P', 'D', 'R'),
  fc.tuple(fc.integer({min: 1, max: 7}), fc.constantFrom('C', 'D', 'H', 'S', 'N')).map(([level, strain]) => level + strain)
)
const qualification = fc.option(fc.string({unit: fc.constantFrom(...'abc xyz-+'), maxLength: 6}), {nil: undefined})
const flag = fc.constantFrom('Y', 'N')
const text = fc.string({unit: fc.constantFrom(...'abc 15-17+!!s!H\\nx,;#é'), maxLength: 20}).filter((value) => !value.endsWith('\\n'))

const record = fc
  .record({
    they: fc.boolean(),
    seat: fc.integer({min: 0, max: 6}),
    vulnerability: fc.integer({min: 0, max: 8}),
    calls: fc.array(fc.tuple(call, qualification), {minLength: 1, maxLength: 6}),
    artificial: flag,
    outcomes: fc.array(flag, {minLength: 6, maxLength: 6}).map((flags) => flags.join('')),
    disposition: fc.constantFrom(...'0123456789ABCDE'),
    length: fc.tuple(fc.integer({min: 0, max: 8}), fc.integer({min: 0, max: 8})).map(([k, l]) => String(k) + l),
    description: text
  })
  .map((value) => {
    const calls = value.calls.map(([token, note]) => (note === undefined ? token : token + '{' + note + '}')).join('')
    const key = (value.they ? '*' : '') + value.seat + value.vulnerability + calls
    const last = value.calls.at(-1)![0]
    const suit = /^[1-7][CDHS]$/.test(last)
    return {key, line: key + '=' + value.artificial + value.outcomes + value.disposition + (suit ? value.length : '') + value.description}
  })

const bssFile = fc
  .record({
    title: fc.string({unit: fc.constantFrom(...'Abc 12-'), maxLength: 10}),
    summary: fc.string({unit: fc.constantFrom(...'abc ,.!h'), maxLength: 10}),
    stock: fc.boolean(),
    records: fc.uniqueArray(record, {selector: (value) => value.key, maxLength: 25}),
    includes: fc.array(fc.string({unit: fc.constantFrom(...'abc .'), minLength: 1, maxLength: 8}), {maxLength: 2}),
    carding: fc.boolean()
  })
  .map((value) => {
    const lines = ['*00{' + value.title + '}=NYYYYYY' + value.summary]
    if (value.stock) lines.push('$Stock card.bss')
    for (const item of value.records) lines.push(item.line)
    for (const name of value.includes) lines.push('+' + name)
    if (value.carding) lines.push('%' + 'B'.repeat(22) + 'C'.repeat(18) + 'ABCDEFGHIJKABCDEFG' + 'notes')
    return lines.join('\n') + '\n'
  })

describe('fuzzing the reader', () => {
  it('should only ever warn on random text, and write it back stably', () => {
    fc.assert(
      fc.property(fc.string({unit: bssCharacter, maxLength: 200}), (value) => {
        const once = cycle(value)
        expect(cycle(once)).toBe(once)
      }),
      {numRuns: 300}
    )
  })

  it('should only ever warn on mutated records, and write them back stably', () => {
    const lines = [...fixture('every-record.bss').split('\r\n'), ...fixture('malformed.bss').split('\n')]
    const mutation = fc.record({
      line: fc.integer({min: 0, max: lines.length - 1}),
      at: fc.nat(),
      remove: fc.integer({min: 0, max: 3}),
      insert: fc.string({unit: bssCharacter, maxLength: 3})
    })
    fc.assert(
      fc.property(fc.array(mutation, {minLength: 1, maxLength: 6}), (mutations) => {
        const copy = [...lines]
        for (const {line, at, remove, insert} of mutations) {
          const value = copy[line]!
          const index = at % (value.length + 1)
          copy[line] = value.slice(0, index) + insert + value.slice(index + remove)
        }

        const once = cycle(copy.join('\n'))
        expect(cycle(once)).toBe(once)
      }),
      {numRuns: 300}
    )
  })

  it('should write any well-formed file back unchanged', () => {
    fc.assert(
      fc.property(bssFile, (value) => {
        const file = new VFile({value})
        const tree = fromBss(value, file)
        expect(file.messages).toEqual([])
        expect(toBss(tree)).toBe(value)
      }),
      {numRuns: 300}
    )
  })
})

/** A meaning in the reader's normal form: no empty or adjacent texts, no trailing break. */
const phrasing = fc
  .array(
    fc.oneof(
      fc.string({unit: fc.constantFrom(...'abc 15-17+,.#'), minLength: 1, maxLength: 8}).map((value): PhrasingContent => ({type: 'text', value})),
      fc.constantFrom('C', 'D', 'H', 'S').map((suit): PhrasingContent => ({type: 'suit', suit: suit as 'C'})),
      fc.constantFrom('C', 'D', 'H', 'S').map((suit): PhrasingContent => ({type: 'suit', suit: suit as 'C', data: {bssRaw: '!' + suit}})),
      fc.constant<PhrasingContent>({type: 'break'})
    ),
    {minLength: 1, maxLength: 5}
  )
  .map((nodes) => {
    const merged: PhrasingContent[] = []
    for (const node of nodes) {
      const last = merged.at(-1)
      if (node.type === 'text' && last?.type === 'text') last.value += node.value
      else merged.push(node)
    }

    while (merged.at(-1)?.type === 'break') merged.pop()
    return merged
  })
  .filter((nodes) => nodes.length > 0)

const bidFields = fc.record({
  meaning: fc.option(phrasing, {nil: undefined}),
  artificial: fc.boolean(),
  disposition: fc.constantFrom<Disposition>(...dispositions),
  outcomes: fc.option(fc.array(fc.constantFrom('Y', 'N'), {minLength: 6, maxLength: 6}).map((flags) => flags.join('')), {nil: undefined}),
  length: fc.tuple(fc.integer({min: 0, max: 8}), fc.integer({min: 0, max: 8})),
  qualification: fc.option(fc.string({unit: fc.constantFrom(...'abc -'), maxLength: 5}), {nil: undefined})
})

type Fields = typeof bidFields extends fc.Arbitrary<infer T> ? T : never

const contractBids = ['1C', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S', '2N', '3N', '4S']
const callsOf = ['P', 'X', 'XX', ...contractBids]

/** A bid in the reader's normal form, with children by the other side (every call has its record). */
function bidOf(call: string, by: Side, fields: Fields, children: Bid[]): Bid {
  const bid: Bid = {type: 'bid', call, by, children: []}
  if (call === 'X') bid.raw = 'D'
  if (call === 'XX') bid.raw = 'R'
  if (fields.artificial || fields.disposition !== 'none') {
    bid.alert = {}
    if (fields.artificial) bid.alert.artificial = true
    if (fields.disposition !== 'none') bid.alert.disposition = fields.disposition
  }

  const [min, max] = fields.length
  if (/^[1-7][CDHS]$/.test(call) && (min > 0 || max < 8)) {
    bid.constraint = {type: 'length', suit: call.charAt(1) as 'C', raw: String(min) + String(max)}
    if (min > 0) bid.constraint.min = min
    if (max < 8) bid.constraint.max = max
  }

  if (fields.outcomes !== undefined && fields.outcomes !== 'YYYYYY') bid.data = {bssOutcomes: fields.outcomes}
  if (fields.qualification !== undefined) bid.data = {...bid.data, bssQualification: fields.qualification}
  if (fields.meaning) bid.children.push({type: 'meaning', children: fields.meaning})
  bid.children.push(...children)
  return bid
}

function bidsOf(depth: number, by: Side): fc.Arbitrary<Bid[]> {
  const one = fc.tuple(fc.constantFrom(...callsOf), bidFields, depth > 0 ? bidsOf(depth - 1, by === 'we' ? 'they' : 'we') : fc.constant([]))
  return fc
    .uniqueArray(one, {selector: ([call]) => call, maxLength: depth > 1 ? 3 : 2})
    .map((items) => items.map(([call, fields, children]) => bidOf(call, by, fields, children)))
}

const canonicalTree = fc
  .record({
    title: fc.option(fc.string({unit: fc.constantFrom(...'Abc 1-'), minLength: 1, maxLength: 6}), {nil: undefined}),
    description: fc.option(fc.string({unit: fc.constantFrom(...'xyz ,!h'), minLength: 1, maxLength: 6}), {nil: undefined}),
    groups: fc.uniqueArray(
      fc.record({
        they: fc.boolean(),
        seat: fc.constantFrom(undefined, [1], [2], [3], [4], [1, 2], [3, 4]),
        vulnerability: fc.constantFrom(undefined, {we: 'no', they: 'no'}, {we: 'yes', they: 'any'}, {we: 'any', they: 'yes'})
      }),
      {selector: (group) => JSON.stringify(group), maxLength: 3}
    ),
    bids: fc.array(fc.oneof(bidsOf(3, 'we'), bidsOf(3, 'they')), {minLength: 3, maxLength: 3})
  })
  .map(({title, description, groups, bids}): Root => {
    const root: Root = {type: 'root', children: []}
    if (title || description) root.metadata = {...(title ? {title} : {}), ...(description ? {description} : {})}
    for (const [index, group] of groups.entries()) {
      const sequence: Sequence = {type: 'sequence', children: []}
      if (group.seat) sequence.seats = [...group.seat] as Sequence['seats']
      if (group.vulnerability) sequence.vulnerability = {...group.vulnerability} as Sequence['vulnerability']
      const side: Side = group.they ? 'they' : 'we'
      sequence.children = structuredClone(bids[index]!).filter((bid) => bid.by === side)
      if (sequence.children.length > 0) root.children.push(sequence)
    }

    return root
  })

function withoutBookkeeping(tree: Root): Root {
  removePosition(tree, {force: true})
  visit(tree, (node) => {
    const data = (node as {data?: Record<string, unknown>}).data
    if (data) {
      delete data.bssIndex
      if (Object.keys(data).length === 0) delete (node as {data?: unknown}).data
    }
  })
  return tree
}

describe('round trips through BSS', () => {
  it('should bring back any tree in the reader’s normal form', () => {
    fc.assert(
      fc.property(canonicalTree, (tree) => {
        const file = new VFile()
        const back = fromBss(toBss(tree), file)
        expect(file.messages).toEqual([])
        expect(withoutBookkeeping(back)).toEqual(tree)
      }),
      {numRuns: 200}
    )
  })

  it('should write any tree the same after a read (idempotence)', () => {
    const loose = canonicalTree.chain((tree) =>
      fc.constantFrom('keep', 'flip').map((mode) => {
        // Children of the same side too: implicit passes.
        if (mode === 'flip') visit(tree, 'bid', (bid: Bid) => void (bid.by = bid.call.length % 2 === 0 ? 'we' : 'they'))
        return tree
      })
    )
    fc.assert(
      fc.property(loose, (tree) => {
        const once = toBss(tree)
        expect(toBss(fromBss(once, new VFile()))).toBe(once)
      }),
      {numRuns: 200}
    )
  })
})
