/**
 * zod schemas for every bdast node, to validate a tree that arrives as JSON
 * or from a user. Objects are loose: fields added by module augmentation
 * pass through. Positions are checked when present.
 */

import {z} from 'zod'
import {dispositions} from './call/dispositions.js'
import {isCallPattern} from './call/pattern.js'
import {isClassStep} from './auction/class.js'
import {constraintSchema} from './constraint/schema.js'
import type * as T from './nodes.js'

const point = z.object({
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  offset: z.number().int().min(0).optional()
})

export const positionSchema = z.object({start: point, end: point})

const base = {
  position: positionSchema.optional(),
  data: z.record(z.string(), z.unknown()).optional()
}

const callMessage = 'Expected a call (`1N`, `P`, `X`, `XX`) or a call pattern (`1M`, `2X`, `3CD`, `2steps`) in canonical spelling'

/** A call or a call pattern in canonical spelling. */
export const callPatternSchema = z.string().refine((value) => isCallPattern(value), {message: callMessage})

/** A concrete call in canonical spelling. */
export const callSchema = z.string().regex(/^(?:[1-7][CDHSN]|P|X|XX)$/, 'Expected a call (`1C`…`7N`, `P`, `X`, `XX`)')

const side = z.enum(['we', 'they'])
const direction = z.enum(['N', 'E', 'S', 'W'])
const seats = z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
const vulnerable = z.enum(['yes', 'no', 'any'])
const vulnerabilityCondition = z.object({we: vulnerable, they: vulnerable})
const dealVulnerability = z.enum(['none', 'ns', 'ew', 'all'])
const alert = z.object({
  artificial: z.boolean().optional(),
  disposition: z.enum(dispositions as unknown as [string, ...string[]]).optional()
})
const holding = z.string().regex(/^[AKQJT2-9x]*$/, 'Expected ranks `AKQJT98765432` or `x`')

// Phrasing

function phrasingParent<Type extends string>(type: Type) {
  return z.looseObject({type: z.literal(type), ...base, children: z.array(z.lazy(() => phrasingSchema))})
}

export const textSchema = z.looseObject({type: z.literal('text'), value: z.string(), ...base})
export const inlineCodeSchema = z.looseObject({type: z.literal('inlineCode'), value: z.string(), ...base})
export const suitSchema = z.looseObject({type: z.literal('suit'), suit: z.enum(['C', 'D', 'H', 'S']), ...base})
export const breakSchema = z.looseObject({type: z.literal('break'), ...base})
export const emphasisSchema = phrasingParent('emphasis')
export const strongSchema = phrasingParent('strong')

export const phrasingSchema: z.ZodType<T.PhrasingContent> = z.lazy(() =>
  z.discriminatedUnion('type', [textSchema, inlineCodeSchema, suitSchema, breakSchema, emphasisSchema, strongSchema])
) as unknown as z.ZodType<T.PhrasingContent>

export const opaqueSchema = z.looseObject({type: z.literal('opaque'), format: z.string(), value: z.string(), ...base})

// Document

export const headingSchema = z.looseObject({
  type: z.literal('heading'),
  depth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  ...base,
  children: z.array(phrasingSchema)
})
export const paragraphSchema = phrasingParent('paragraph')
export const listItemSchema = z.looseObject({
  type: z.literal('listItem'),
  ...base,
  children: z.array(z.lazy(() => flowSchema))
})
export const listSchema = z.looseObject({
  type: z.literal('list'),
  ordered: z.boolean(),
  start: z.number().int().optional(),
  ...base,
  children: z.array(listItemSchema)
})
export const descriptionTermSchema = phrasingParent('descriptionTerm')
export const descriptionDetailsSchema = phrasingParent('descriptionDetails')
export const descriptionItemSchema = z.looseObject({
  type: z.literal('descriptionItem'),
  ...base,
  children: z.array(z.discriminatedUnion('type', [descriptionTermSchema, descriptionDetailsSchema]))
})
export const descriptionListSchema = z.looseObject({
  type: z.literal('descriptionList'),
  ...base,
  children: z.array(descriptionItemSchema)
})
export const tableCellSchema = phrasingParent('tableCell')
export const tableRowSchema = z.looseObject({
  type: z.literal('tableRow'),
  rule: z.boolean().optional(),
  ...base,
  children: z.array(tableCellSchema)
})
export const tableSchema = z.looseObject({type: z.literal('table'), ...base, children: z.array(tableRowSchema)})
export const auctionCallSchema = z.looseObject({
  type: z.literal('auctionCall'),
  call: z.union([callSchema, z.literal(''), z.literal('?')]),
  raw: z.string().optional(),
  alert: alert.optional(),
  ...base,
  children: z.array(phrasingSchema)
})
export const auctionDiagramSchema = z.looseObject({
  type: z.literal('auctionDiagram'),
  first: direction.optional(),
  dealer: direction.optional(),
  vulnerability: dealVulnerability.optional(),
  ...base,
  children: z.array(auctionCallSchema)
})
export const dealDiagramSchema = z.looseObject({
  type: z.literal('dealDiagram'),
  dealer: direction.optional(),
  vulnerability: dealVulnerability.optional(),
  board: z.number().int().min(0).optional(),
  contract: z
    .string()
    .regex(/^(?:P|[1-7][CDHSN](?:X|XX)?)$/, 'Expected a contract such as `4SX`, or `P`')
    .optional(),
  declarer: direction.optional(),
  lead: z
    .string()
    .regex(/^[SHDC][AKQJT2-9x]$/, 'Expected a lead such as `HK`')
    .optional(),
  hands: z.partialRecord(direction, z.tuple([holding, holding, holding, holding])),
  ...base
})

// Bidding trees

export const meaningSchema = phrasingParent('meaning')
export const conventionReferenceSchema = z.looseObject({
  type: z.literal('conventionReference'),
  name: z.string(),
  ...base
})
export const bidSchema = z.looseObject({
  type: z.literal('bid'),
  call: callPatternSchema,
  raw: z.string().optional(),
  by: side,
  constraint: constraintSchema.optional(),
  criteria: constraintSchema.optional(),
  alert: alert.optional(),
  forcing: z.enum(['non-forcing', 'one-round', 'game', 'slam']).optional(),
  priority: z.number().finite().optional(),
  fallback: z.boolean().optional(),
  nextState: z.string().optional(),
  action: z.string().optional(),
  over: z.union([z.array(z.string()), z.literal('all')]).optional(),
  seats: seats.optional(),
  vulnerability: vulnerabilityCondition.optional(),
  ...base,
  children: z.array(z.lazy(() => bidContentSchema))
})

const bidContentSchema: z.ZodType<T.BidContent> = z.lazy(() =>
  z.discriminatedUnion('type', [meaningSchema, bidSchema, conventionReferenceSchema, opaqueSchema])
) as unknown as z.ZodType<T.BidContent>
export const contextCallSchema = z.looseObject({
  call: callPatternSchema,
  by: side,
  raw: z.string().optional(),
  position: positionSchema.optional()
})
export const classStepSchema = z.looseObject({
  call: z.string().refine(isClassStep, {message: 'Expected a call, a call pattern, `*`, `3*` or `...`'}),
  by: side,
  position: positionSchema.optional()
})
export const auctionClassSchema = z.looseObject({
  name: z.string().optional(),
  pattern: z.array(classStepSchema),
  condition: constraintSchema.optional(),
  position: positionSchema.optional()
})
export const sequenceSchema = z.looseObject({
  type: z.literal('sequence'),
  context: z.array(contextCallSchema).optional(),
  seats: seats.optional(),
  vulnerability: vulnerabilityCondition.optional(),
  hidden: z.boolean().optional(),
  auctionClass: auctionClassSchema.optional(),
  ...base,
  children: z.array(z.discriminatedUnion('type', [bidSchema, opaqueSchema]))
})

// State machines

export const stateSchema = z.looseObject({
  type: z.literal('state'),
  name: z.string().min(1),
  prevBid: callSchema.optional(),
  priority: z.array(callSchema).optional(),
  ...base,
  children: z.array(z.discriminatedUnion('type', [bidSchema, opaqueSchema]))
})
export const stateMachineSchema = z.looseObject({
  type: z.literal('stateMachine'),
  ...base,
  children: z.array(stateSchema)
})

// Rule sets

export const ruleCommentSchema = z.looseObject({type: z.literal('ruleComment'), value: z.string(), ...base})
export const ruleAssignSchema = z.looseObject({
  type: z.literal('ruleAssign'),
  quality: z.string(),
  value: z.string(),
  ...base
})
export const ruleBidSchema = z.looseObject({
  type: z.literal('ruleBid'),
  value: z.string(),
  call: callPatternSchema.optional(),
  ...base
})
export const ruleSchema = z.looseObject({
  type: z.literal('rule'),
  test: z.object({quality: z.string(), comparison: z.string(), value: z.string()}),
  constraint: constraintSchema.optional(),
  ...base,
  children: z.array(z.lazy(() => ruleContentSchema))
})

const ruleContentSchema: z.ZodType<T.RuleContent> = z.lazy(() =>
  z.discriminatedUnion('type', [ruleSchema, ruleAssignSchema, ruleCommentSchema, ruleBidSchema, opaqueSchema])
) as unknown as z.ZodType<T.RuleContent>
export const ruleGroupSchema = z.looseObject({
  type: z.literal('ruleGroup'),
  purpose: z.string(),
  ...base,
  children: z.array(z.discriminatedUnion('type', [ruleSchema, ruleCommentSchema, opaqueSchema]))
})
export const ruleSetSchema = z.looseObject({
  type: z.literal('ruleSet'),
  kind: z.string().optional(),
  name: z.string().optional(),
  level: z.string().optional(),
  owner: z.string().optional(),
  contact: z.string().optional(),
  ...base,
  children: z.array(z.discriminatedUnion('type', [ruleGroupSchema, opaqueSchema]))
})

// Conventions and systems

export const conventionSchema = z.looseObject({
  type: z.literal('convention'),
  names: z.array(z.string()),
  parents: z.array(z.string()).optional(),
  ...base,
  children: z.array(z.discriminatedUnion('type', [bidSchema, conventionReferenceSchema, opaqueSchema]))
})
export const systemSchema = z.looseObject({
  type: z.literal('system'),
  names: z.array(z.string()),
  ...base,
  children: z.array(z.discriminatedUnion('type', [conventionSchema, conventionReferenceSchema, opaqueSchema]))
})

// Flow and root

export const flowSchema: z.ZodType<T.FlowContent> = z.lazy(() =>
  z.discriminatedUnion('type', [
    headingSchema,
    paragraphSchema,
    listSchema,
    descriptionListSchema,
    tableSchema,
    auctionDiagramSchema,
    dealDiagramSchema,
    sequenceSchema,
    stateMachineSchema,
    ruleSetSchema,
    conventionSchema,
    systemSchema,
    opaqueSchema
  ])
) as unknown as z.ZodType<T.FlowContent>

export const rootSchema = z.looseObject({
  type: z.literal('root'),
  metadata: z.record(z.string(), z.string()).optional(),
  ...base,
  children: z.array(flowSchema)
}) as unknown as z.ZodType<T.Root>
