/**
 * JSON text → bdast, validated. Syntax errors and schema problems become
 * fatal messages positioned in the JSON text.
 */

import {maxNesting, type Root} from '@bidding/core'
import {validateTree} from '@bidding/core/schemas'
import {readerArguments} from '@bidding/core/registry'
import {findNodeAtLocation, parseTree, printParseErrorCode, type ParseError} from 'jsonc-parser'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'

/** Options of the JSON reader. */
export interface Options {
  /** Most problems to report before giving up (default: 20). */
  maxProblems?: number | undefined
}

const source = '@bidding/json'

const reasons: Readonly<Record<string, string>> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Unexpected number format',
  PropertyNameExpected: 'Unexpected token, expected a property name',
  ValueExpected: 'Unexpected token, expected a value',
  ColonExpected: 'Unexpected token, expected `:`',
  CommaExpected: 'Unexpected token, expected `,`',
  CloseBraceExpected: 'Unexpected end of object, expected `}`',
  CloseBracketExpected: 'Unexpected end of array, expected `]`',
  EndOfFileExpected: 'Unexpected content after the JSON value',
  InvalidCommentToken: 'Unexpected comment, JSON has none',
  UnexpectedEndOfComment: 'Unexpected end of comment',
  UnexpectedEndOfString: 'Unexpected end of string, expected `"`',
  UnexpectedEndOfNumber: 'Unexpected end of number',
  InvalidUnicode: 'Unexpected unicode escape',
  InvalidEscapeCharacter: 'Unexpected escape character',
  InvalidCharacter: 'Unexpected control character in a string'
}

/**
 * Read bdast from JSON.
 *
 * @throws {VFileMessage} (fatal) when the text is not JSON or not a valid tree.
 */
export function fromJson(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromJson(value, options, file)`. */
export function fromJson(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromJson(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {options, file} = readerArguments<Options>(value, second, third)
  const place = location(value)
  const limit = options.maxProblems ?? 20

  if (value.trim() === '') {
    file.fail('Unexpected empty file, expected a bdast tree as JSON', {place: {line: 1, column: 1}, ruleId: 'empty', source})
  }

  // Positioning errors builds a syntax tree recursively, and so do the schemas: refuse deep nesting first.
  const deep = offsetDeeperThan(value, maxNesting)
  if (deep !== undefined) {
    file.fail('Unexpected nesting deeper than ' + maxNesting + ' objects and arrays', {place: place.toPoint(deep), ruleId: 'too-deep', source})
  }

  let tree: unknown
  try {
    tree = JSON.parse(value)
  } catch {
    // Only now build a syntax tree: it gives the positions of every error.
    const errors: ParseError[] = []
    parseTree(value, errors, {disallowComments: true, allowTrailingComma: false})
    const [first, ...rest] = errors
    for (const error of rest.slice(0, limit - 1)) {
      const message = file.message(reasons[printParseErrorCode(error.error)] ?? 'Unexpected token', {
        place: place.toPoint(error.offset),
        ruleId: 'invalid-json',
        source
      })
      message.fatal = true
    }

    file.fail(first ? (reasons[printParseErrorCode(first.error)] ?? 'Unexpected token') : 'Unexpected JSON', {
      place: first ? place.toPoint(first.offset) : undefined,
      ruleId: 'invalid-json',
      source
    })
  }

  const result = validateTree(tree)
  if (result.ok) return result.tree

  // JSON.parse succeeded, so there is a syntax tree.
  const syntax = parseTree(value)!
  const issues = result.issues.slice(0, limit)
  for (const [index, issue] of issues.entries()) {
    // Point into the JSON text, not at the node's own (source) position.
    let path = issue.path
    let found = findNodeAtLocation(syntax, path)
    while (!found && path.length > 0) {
      path = path.slice(0, -1)
      found = findNodeAtLocation(syntax, path)
    }

    const start = found?.parent?.type === 'property' ? found.parent.offset : (found?.offset ?? 0)
    const end = found ? found.offset + found.length : start
    const options = {
      place: {start: place.toPoint(start) ?? {line: 1, column: 1}, end: place.toPoint(end) ?? {line: 1, column: 1}},
      ruleId: 'invalid-tree',
      source
    }
    if (index < issues.length - 1) {
      file.message(issue.reason, options).fatal = true
      continue
    }

    const more: number = result.issues.length - issues.length
    file.fail(issue.reason + (more > 0 ? ' (and ' + more + ' more problems)' : ''), options)
  }

  return file.fail('Unexpected invalid tree', {ruleId: 'invalid-tree', source})
}

/** Offset of the first `[` or `{` nested deeper than `limit` (strings skipped), if any. */
function offsetDeeperThan(text: string, limit: number): number | undefined {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index)
    if (inString) {
      if (character === 0x5c /* backslash */) index++
      else if (character === 0x22 /* " */) inString = false
    } else if (character === 0x22) {
      inString = true
    } else if (character === 0x5b /* [ */ || character === 0x7b /* { */) {
      if (++depth > limit) return index
    } else if (character === 0x5d /* ] */ || character === 0x7d /* } */) {
      depth--
    }
  }

  return undefined
}
