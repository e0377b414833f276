/**
 * zod schemas for constraints, used when a tree arrives as JSON or from a
 * user.
 */

import {z} from 'zod'
import type {Constraint, SuitRef} from './types.js'

export const suitRefSchema: z.ZodType<SuitRef> = z.enum(['S', 'H', 'D', 'C', 'M', 'm', 'oM', 'om', 'X', 'Y', 'Z', 'bid', 'partner', 'theirs', 'unbid'])

const count = z.number().finite()
const range = {min: count.optional(), max: count.optional(), raw: z.string().optional()}
const raw = {raw: z.string().optional()}

export const constraintSchema: z.ZodType<Constraint> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({type: z.literal('and'), children: z.array(constraintSchema)}),
    z.object({type: z.literal('or'), children: z.array(constraintSchema)}),
    z.object({type: z.literal('not'), child: constraintSchema}),
    z.object({type: z.literal('points'), scale: z.string().min(1), suit: suitRefSchema.optional(), ...range}),
    z.object({type: z.literal('length'), suit: suitRefSchema, ...range}),
    z.object({type: z.literal('honours'), suit: suitRefSchema, top: z.number().int().min(1).max(13).optional(), ...range}),
    z.object({type: z.literal('controls'), suit: suitRefSchema.optional(), ...range}),
    z.object({type: z.literal('count'), of: z.enum(['void', 'singleton', 'doubleton']), ...range}),
    z.object({
      type: z.literal('shape'),
      pattern: z.string().regex(/^[0-9x]{4}$/, 'Expected four lengths (digits or `x`) such as `4432`'),
      any: z.boolean().optional(),
      ...raw
    }),
    z.object({type: z.literal('balanced'), semi: z.boolean().optional(), ...raw}),
    z.object({type: z.literal('losers'), method: z.enum(['simple', 'nltc']).optional(), ...range}),
    z.object({type: z.literal('quickTricks'), ...range}),
    z.object({type: z.literal('suitQuality'), suit: suitRefSchema, ...range}),
    z.object({type: z.literal('stopper'), suit: suitRefSchema, half: z.boolean().optional(), ...raw}),
    z.object({
      type: z.literal('card'),
      card: z.string().regex(/^[SHDC][AKQJT2-9]$/, 'Expected a card such as `SA` or `HT`'),
      ...raw
    }),
    z.object({
      type: z.literal('compare'),
      left: suitRefSchema,
      comparison: z.enum(['<', '<=', '=', '>=', '>', '!=']),
      right: suitRefSchema,
      ...raw
    }),
    z.object({type: z.literal('longest'), suit: suitRefSchema, strict: z.boolean().optional(), ...raw}),
    z.object({type: z.literal('quality'), name: z.string(), comparison: z.string(), value: z.string(), ...raw}),
    z.object({type: z.literal('shown'), seat: z.enum(['partner', 'lho', 'rho']), suit: suitRefSchema.optional(), ...range}),
    z.object({type: z.literal('combined'), scale: z.string().min(1), suit: suitRefSchema.optional(), ...range}),
    z.object({type: z.literal('fit'), suit: suitRefSchema, ...range}),
    z.object({
      type: z.literal('auction'),
      fact: z.enum(['partner-passed', 'passed-hand', 'balancing', 'total-tricks', 'vulnerable', 'they-vulnerable']),
      suit: suitRefSchema.optional(),
      ...raw
    })
  ])
)
