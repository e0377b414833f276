/**
 * `@bidding/core/schemas`: the zod schemas of bdast (`schemas`, one per
 * node type; `rootSchema`; the constraint schemas) and validation against
 * them (`validateTree`, `reportInvalidTree`). The only entry that loads zod.
 */

export * as schemas from './lib/schema.js'
export {rootSchema} from './lib/schema.js'
export {constraintSchema, suitRefSchema} from './lib/constraint/schema.js'
export {
  formatPath,
  reportInvalidTree,
  validateTree,
  type TreeIssue,
  type ValidateTreeResult
} from './lib/validate.js'
