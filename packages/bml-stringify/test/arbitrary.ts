/**
 * fast-check arbitraries of bdast trees that BML can express, in the form
 * the BML reader produces (merged text, `raw` spellings of `D`/`R`).
 */

import type {
  AuctionCall,
  Bid,
  BidContent,
  ContextCall,
  DealDiagram,
  DiagramHand,
  FlowContent,
  PhrasingContent,
  Root,
  Sequence
} from '@bidding/core'
import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import fc from 'fast-check'

const word = fc.stringMatching(/^[a-z][a-z0-9+,]{0,6}$/)
const words = fc.array(word, {minLength: 1, maxLength: 3}).map((parts) => parts.join(' '))

type Atom = PhrasingContent[]

const atom: fc.Arbitrary<Atom> = fc.oneof(
  {weight: 6, arbitrary: words.map((value): Atom => [{type: 'text', value}])},
  {weight: 1, arbitrary: words.map((value): Atom => [{type: 'strong', children: [{type: 'text', value}]}])},
  {weight: 1, arbitrary: words.map((value): Atom => [{type: 'emphasis', children: [{type: 'text', value}]}])},
  {weight: 1, arbitrary: word.map((value): Atom => [{type: 'inlineCode', value}])},
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('5+', '4', ''), fc.constantFrom('C', 'D', 'H', 'S') as fc.Arbitrary<'C' | 'D' | 'H' | 'S'>)
      .map(([prefix, suit]): Atom => (prefix ? [{type: 'text', value: prefix}, {type: 'suit', suit}] : [{type: 'suit', suit}]))
  }
)

/** Join atoms with single spaces and merge neighbouring text. */
function join(atoms: Atom[]): PhrasingContent[] {
  const result: PhrasingContent[] = []
  const push = (node: PhrasingContent): void => {
    const last = result.at(-1)
    if (node.type === 'text' && last?.type === 'text') last.value += node.value
    else result.push(node.type === 'text' ? {...node} : node)
  }

  for (const [index, parts] of atoms.entries()) {
    if (index > 0) push({type: 'text', value: ' '})
    for (const part of parts) push(part)
  }

  return result
}

/** One line of phrasing. */
export const line = fc.array(atom, {minLength: 1, maxLength: 4}).map(join)

/** One line starting with a plain word (safe as the first line of a block). */
const leadLine = fc.tuple(fc.constantFrom('The', 'Opening', 'Note', 'See'), fc.array(atom, {maxLength: 3})).map(([first, rest]) =>
  join([[{type: 'text', value: first}], ...rest])
)

/** Lines of phrasing separated by `break` nodes (a meaning). */
function broken(max: number): fc.Arbitrary<PhrasingContent[]> {
  return fc.array(line, {minLength: 1, maxLength: max}).map((groups) => {
    const result: PhrasingContent[] = []
    for (const [index, group] of groups.entries()) {
      if (index > 0) result.push({type: 'break'})
      result.push(...group)
    }

    return result
  })
}

function joinLines(groups: PhrasingContent[][]): PhrasingContent[] {
  const result: PhrasingContent[] = []
  for (const [index, group] of groups.entries()) {
    const parts = index > 0 ? [{type: 'text', value: '\n'} as PhrasingContent, ...group] : group
    for (const part of parts) {
      const last = result.at(-1)
      if (part.type === 'text' && last?.type === 'text') last.value += part.value
      else result.push(part.type === 'text' ? {...part} : part)
    }
  }

  return result
}

const meaning = fc
  .tuple(broken(3), fc.boolean())
  .map(([children, marker]) => ({type: 'meaning' as const, children: marker ? [...children, {type: 'break' as const}] : children}))

const concreteCalls = ['1C', '1D', '1H', '1S', '1N', '2C', '2N', '3S', '4H', 'P', 'X', 'XX']
const patterns = ['1M', '2m', '3X', '2Y', '1red', '1black', '3CD', '2HS', '1step', '2steps', '2S/3H']

interface Spelling {
  call: string
  raw?: string
}

const callWithRaw: fc.Arbitrary<Spelling> = fc
  .constantFrom(...concreteCalls, ...patterns, '1N')
  .chain((call): fc.Arbitrary<Spelling> =>
    call === '1N'
      ? fc.constantFrom<Spelling>({call}, {call, raw: '1NT'})
      : fc.constant<Spelling>(call === 'X' ? {call, raw: 'D'} : call === 'XX' ? {call, raw: 'R'} : {call})
  )

const side = fc.constantFrom('we' as const, 'they' as const)

const vulnerable = fc.constantFrom('yes' as const, 'no' as const, 'any' as const)
const vulnerability = fc
  .record({we: vulnerable, they: vulnerable})
  .filter((value) => value.we !== 'any' || value.they !== 'any') as fc.Arbitrary<VulnerabilityCondition>

/** Constraints as the reader makes them (read from the notation). */
const constraintTexts = [
  '15-17 HCP, balanced',
  '5+!s',
  '6+X, 5-10 HCP',
  "3+ in partner's suit",
  '(5+♠ or 5+♥), 12+ HCP',
  'not balanced',
  'any hand',
  '4=4=3=2',
  '2+ of top 3 in ♦',
  '♥ longest',
  '≤7 NLTC losers',
  '[point count <= 7]',
  '8+ support points in M',
  'no voids, ♣ stopper'
]
const constraint: fc.Arbitrary<Constraint> = fc.constantFrom(...constraintTexts).map((text) => {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
})

/** The fields of a constraint block (docs/constraints.md, “In BML”). */
const blockFields = fc.record(
  {
    constraint,
    criteria: constraint,
    alert: fc.constantFrom<Bid['alert']>({artificial: true}, {artificial: true, disposition: 'transfer'}, {disposition: 'preemptive'}, {disposition: 'game-forcing'}),
    forcing: fc.constantFrom<Bid['forcing']>('non-forcing', 'one-round', 'game', 'slam'),
    priority: fc.integer({min: -3, max: 5}),
    fallback: fc.constant(true),
    seats: fc.constantFrom<Seat[]>([3, 4], [1], [1, 2, 4]),
    vulnerability: vulnerability
  },
  {requiredKeys: []}
)

const bid: fc.Memo<Bid> = fc.memo((depth) =>
  fc
    .record({
      spelling: callWithRaw,
      by: side,
      meaning: fc.option(meaning, {nil: undefined}),
      fields: fc.option(blockFields, {nil: undefined, freq: 3}),
      children: depth > 1 ? fc.array(bid(depth - 1), {maxLength: 3}) : fc.constant([])
    })
    .map(({spelling, by, meaning, fields, children}) => {
      const content: BidContent[] = []
      if (meaning) content.push(meaning)
      content.push(...children)
      const node: Bid = {type: 'bid', call: spelling.call, by, children: content}
      if (spelling.raw) node.raw = spelling.raw
      if (fields) Object.assign(node, fields)
      return node
    })
)

const contextCall = fc.record({spelling: callWithRaw, by: side}).map(({spelling, by}) => {
  const call: ContextCall = {call: spelling.call, by}
  if (spelling.raw) call.raw = spelling.raw
  return call
})

const sequence: fc.Arbitrary<Sequence> = fc
  .record({
    context: fc.array(contextCall, {maxLength: 3}),
    children: fc.array(bid(3), {maxLength: 4}),
    seats: fc.constantFrom<Seat[] | undefined>(undefined, [1, 2], [3, 4], [1], [4]),
    vulnerability: fc.option(vulnerability, {nil: undefined}),
    hidden: fc.boolean()
  })
  .filter((value) => value.context.length > 0 || value.children.length > 0)
  .map((value) => {
    const node: Sequence = {type: 'sequence', children: value.children}
    if (value.context.length > 0) node.context = value.context
    if (value.seats) node.seats = value.seats
    if (value.vulnerability) node.vulnerability = value.vulnerability
    if (value.hidden) node.hidden = true
    return node
  })

const heading = fc
  .record({depth: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const), children: leadLine})
  .map(({depth, children}): FlowContent => ({type: 'heading', depth, children}))

const paragraph = fc
  .tuple(leadLine, fc.array(line, {maxLength: 2}))
  .map(([first, rest]): FlowContent => ({type: 'paragraph', children: joinLines([first, ...rest])}))

const list = fc
  .record({ordered: fc.boolean(), items: fc.array(fc.tuple(leadLine, fc.array(line, {maxLength: 1})), {minLength: 1, maxLength: 3})})
  .map(
    ({ordered, items}): FlowContent => ({
      type: 'list',
      ordered,
      children: items.map(([first, rest]) => ({
        type: 'listItem' as const,
        children: [{type: 'paragraph' as const, children: joinLines([first, ...rest])}]
      }))
    })
  )

const descriptionList = fc.array(fc.tuple(leadLine, line), {minLength: 1, maxLength: 3}).map(
  (items): FlowContent => ({
    type: 'descriptionList',
    children: items.map(([term, details]) => ({
      type: 'descriptionItem' as const,
      children: [
        {type: 'descriptionTerm' as const, children: term},
        {type: 'descriptionDetails' as const, children: details}
      ]
    }))
  })
)

const table = fc
  .array(fc.oneof({weight: 4, arbitrary: fc.array(line, {minLength: 1, maxLength: 3})}, {weight: 1, arbitrary: fc.constant(undefined)}), {
    minLength: 1,
    maxLength: 4
  })
  .filter((rows) => rows[0] !== undefined)
  .map(
    (rows): FlowContent => ({
      type: 'table',
      children: rows.map((cells) =>
        cells
          ? {type: 'tableRow' as const, children: cells.map((children) => ({type: 'tableCell' as const, children}))}
          : {type: 'tableRow' as const, rule: true, children: []}
      )
    })
  )

const auctionToken = fc.constantFrom(
  {call: '1C'},
  {call: '2D'},
  {call: '3S'},
  {call: 'P'},
  {call: 'X', raw: 'D'},
  {call: 'XX', raw: 'R'}
)
const laterToken = fc.oneof(auctionToken, fc.constantFrom({call: ''}, {call: '?'}, {call: '', raw: 'AP'}, {call: 'X', raw: '(D)'}))
const auctionDiagram = fc.tuple(fc.array(auctionToken, {minLength: 4, maxLength: 4}), fc.array(laterToken, {maxLength: 7})).map(
  ([first, rest]): FlowContent => ({
    type: 'auctionDiagram',
    children: [...first, ...rest].map((token) => {
      const node: AuctionCall = {type: 'auctionCall', call: token.call, children: []}
      if ('raw' in token && token.raw) node.raw = token.raw
      return node
    })
  })
)

const holding = fc.stringMatching(/^[AKQJT98765432x]{0,5}$/)
const hand = fc.tuple(holding, holding, holding, holding) as fc.Arbitrary<DiagramHand>
const dealDiagram = fc
  .record({
    hands: fc.record({N: hand, E: hand, S: hand, W: hand}, {requiredKeys: ['N']}),
    board: fc.option(fc.integer({min: 1, max: 99}), {nil: undefined}),
    dealer: fc.option(fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const), {nil: undefined}),
    vulnerability: fc.option(fc.constantFrom('none' as const, 'ns' as const, 'ew' as const, 'all' as const), {nil: undefined}),
    contract: fc.option(fc.constantFrom('P', '4S', '3NX', '6HXX'), {nil: undefined}),
    lead: fc.option(fc.constantFrom('HK', 'S2', 'CT'), {nil: undefined})
  })
  .map((value): FlowContent => {
    const node: DealDiagram = {type: 'dealDiagram', hands: value.hands}
    if (value.dealer) node.dealer = value.dealer
    if (value.vulnerability) node.vulnerability = value.vulnerability
    if (value.board !== undefined) node.board = value.board
    if (value.contract) {
      node.contract = value.contract
      if (value.contract !== 'P') node.declarer = 'S'
    }

    if (value.lead) node.lead = value.lead
    return node
  })

const flow = fc.oneof(
  {weight: 4, arbitrary: sequence as fc.Arbitrary<FlowContent>},
  {weight: 1, arbitrary: heading},
  {weight: 2, arbitrary: paragraph},
  {weight: 1, arbitrary: list},
  {weight: 1, arbitrary: descriptionList},
  {weight: 1, arbitrary: table},
  {weight: 1, arbitrary: auctionDiagram},
  {weight: 1, arbitrary: dealDiagram}
)

/** A root BML can write and read back unchanged. */
export const root: fc.Arbitrary<Root> = fc
  .record({
    children: fc.array(flow, {maxLength: 6}),
    metadata: fc.option(fc.record({title: words, author: words, version_2: word}, {requiredKeys: []}), {nil: undefined})
  })
  .map(({children, metadata}) => {
    const node: Root = {type: 'root', children}
    if (metadata && Object.keys(metadata).length > 0) node.metadata = metadata
    return node
  })
