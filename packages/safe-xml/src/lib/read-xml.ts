/**
 * Reading untrusted XML safely with `xast-util-from-xml`: size and depth
 * limits checked before parsing, DOCTYPEs that declare entities refused, and
 * every failure turned into a positioned fatal message of the calling
 * package (`source`).
 */

import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {VFileMessage} from 'vfile-message'
import type {Root as XastRoot} from 'xast'
import {fromXml} from 'xast-util-from-xml'
import {placeElements} from './place-elements.js'

/** Limits on a document, so hostile input cannot exhaust memory or the stack. */
export interface XmlLimits {
  /** Largest document, in characters (default: `10_485_760`, 10 MiB). */
  maxSize?: number | null | undefined
  /** Deepest nesting of elements (default: `100`). */
  maxDepth?: number | null | undefined
}

export const defaultMaxSize = 10 * 1024 * 1024
export const defaultMaxDepth = 100

/**
 * Parse `value` as XML.
 *
 * @throws {VFileMessage} (fatal) when the document is too large, too deep,
 *   declares entities, or is not well-formed.
 */
export function readXml(value: string, file: VFile, limits: XmlLimits, source: string): XastRoot {
  const place = location(value)
  const maxSize = limits.maxSize ?? defaultMaxSize
  const maxDepth = limits.maxDepth ?? defaultMaxDepth

  if (value.length > maxSize) {
    file.fail('Unexpected document of ' + value.length + ' characters, expected at most ' + maxSize + ' (`maxSize`)', {
      place: place.toPoint(maxSize) ?? {line: 1, column: 1},
      ruleId: 'too-large',
      source
    })
  }

  const problem = scan(value, maxDepth)
  if (problem) {
    file.fail(problem.reason, {
      place: place.toPoint(problem.offset) ?? {line: 1, column: 1},
      ruleId: problem.ruleId,
      source
    })
  }

  try {
    const tree = fromXml(value)
    placeElements(tree, value, place)
    return tree
  } catch (error) {
    if (error instanceof VFileMessage) {
      // `xast-util-from-xml` says “Could not parse XML with `@rgrove/parse-xml`”;
      // the useful part is in its cause.
      const detail = error.cause instanceof Error ? error.cause.message.split(' (line ')[0]! : error.reason
      file.fail('Cannot parse XML: ' + detail.charAt(0).toLowerCase() + detail.slice(1), {
        cause: error,
        place: error.place ?? {line: 1, column: 1},
        ruleId: 'xml',
        source
      })
    }

    /* c8 ignore next 6 -- the scan above keeps the parser off the paths that throw anything else */
    file.fail('Cannot parse XML', {
      cause: error instanceof Error ? error : new Error(String(error)),
      place: {line: 1, column: 1},
      ruleId: 'xml',
      source
    })
  }
}

interface ScanProblem {
  offset: number
  reason: string
  ruleId: string
}

/**
 * One pass over the raw text before the real parser sees it: the parser
 * recurses per element and has no entity limits, so depth and entity
 * declarations are checked here. Unclosed constructs end the scan: the
 * parser reports them with better positions.
 */
function scan(value: string, maxDepth: number): ScanProblem | undefined {
  let depth = 0
  let index = 0

  while (index < value.length) {
    const open = value.indexOf('<', index)
    if (open === -1) break

    if (value.startsWith('<!--', open)) {
      const end = value.indexOf('-->', open + 4)
      if (end === -1) break
      index = end + 3
    } else if (value.startsWith('<![CDATA[', open)) {
      const end = value.indexOf(']]>', open + 9)
      if (end === -1) break
      index = end + 3
    } else if (value.startsWith('<?', open)) {
      const end = value.indexOf('?>', open + 2)
      if (end === -1) break
      index = end + 2
    } else if (value.startsWith('<!DOCTYPE', open)) {
      // Quoted literals may hold `[`, `]` and `>` (`SYSTEM "[">`): skip them, or the scan would end here.
      const doctype = doctypeParts(value, open + 9)
      if (doctype.subset) {
        const body = value.slice(doctype.subset.start, doctype.subset.end)
        const entity = body.search(/<!ENTITY/)
        if (entity !== -1) {
          return {
            offset: doctype.subset.start + entity,
            reason: 'Unexpected entity declaration in the DOCTYPE, expected none (entities are never expanded)',
            ruleId: 'doctype-entity'
          }
        }
      }

      if (doctype.end === -1) break
      index = doctype.end + 1
    } else if (value.startsWith('</', open)) {
      depth--
      const end = value.indexOf('>', open)
      if (end === -1) break
      index = end + 1
    } else if (/[A-Za-z_:\u00C0-\uFFFF]/.test(value.charAt(open + 1))) {
      const end = endOfTag(value, open + 1)
      if (end === -1) break
      if (value.charAt(end - 1) !== '/') {
        depth++
        if (depth > maxDepth) {
          return {
            offset: open,
            reason: 'Unexpected element nested ' + depth + ' deep, expected at most ' + maxDepth + ' (`maxDepth`)',
            ruleId: 'too-deep'
          }
        }
      }

      index = end + 1
    } else {
      index = open + 1
    }
  }

  return undefined
}

/** Offset of the `>` that closes the start tag begun before `from`, skipping quoted values; `-1` when unclosed. */
function endOfTag(value: string, from: number): number {
  let index = from
  while (index < value.length) {
    const char = value.charAt(index)
    if (char === '>') return index
    if (char === '"' || char === "'") {
      const close = value.indexOf(char, index + 1)
      if (close === -1) return -1
      index = close + 1
    } else {
      index++
    }
  }

  return -1
}

/**
 * The parts of a DOCTYPE whose name starts at `from`: its internal subset
 * (`[` … `]`, to the end of the text when unclosed) and the offset of its
 * closing `>` (`-1` when unclosed). Quoted literals and comments are
 * skipped wherever they are.
 */
function doctypeParts(value: string, from: number): {subset?: {start: number; end: number}; end: number} {
  let subset: {start: number; end: number} | undefined
  let inSubset = false
  let index = from
  while (index < value.length) {
    const char = value.charAt(index)
    if (char === '"' || char === "'") {
      const close = value.indexOf(char, index + 1)
      if (close === -1) break
      index = close + 1
    } else if (inSubset && value.startsWith('<!--', index)) {
      const close = value.indexOf('-->', index + 4)
      if (close === -1) break
      index = close + 3
    } else if (!inSubset && char === '[') {
      inSubset = true
      subset = {start: index, end: value.length}
      index++
    } else if (inSubset && char === ']') {
      inSubset = false
      subset!.end = index
      index++
    } else if (!inSubset && char === '>') {
      return subset ? {subset, end: index} : {end: index}
    } else {
      index++
    }
  }

  return subset ? {subset, end: -1} : {end: -1}
}
