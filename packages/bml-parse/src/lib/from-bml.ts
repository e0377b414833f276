/**
 * BML text → bdast: includes, comments, paragraphs, and each paragraph
 * classified by its first characters (bml.md §2, §3).
 */

import {capMessages} from '@bidding/core/messages'
import {maxNesting, pathDeeperThan, type FlowContent, type Root} from '@bidding/core'
import {readerArguments} from '@bidding/core/registry'
import type {VFile} from 'vfile'
import type {Position} from 'unist'
import {VFileMessage} from 'vfile-message'
import {bidTable, firstRowIsCall} from './bid-table.js'
import {
  auctionDiagram,
  dealDiagram,
  descriptionList,
  diagramHands,
  heading,
  list,
  metadata,
  paragraph,
  setting,
  table
} from './blocks.js'
import {constraintLanguage, type ConstraintLanguage} from './constraint-language.js'
import {provenance, provenanceCache, source, warn, type Context} from './context.js'
// Declares the `data` fields this reader sets (`paste`, `history`).
import type {} from '@bidding/bml-util'
import {
  defaultMaxIncludeDepth,
  defaultMaxIncludeSize,
  defaultMaxIncludes,
  defaultReadFile,
  defaultRealpath,
  expandIncludes,
  hasIncludes,
  normalizeNewlines
} from './include.js'
import {eachLine, forgetShared, isSpaceAt, lastLineOf, pointOf, positionOf, useCompactPositions, type Line} from './source.js'

/** Options of the BML reader. */
export interface Options {
  /**
   * `'default'` (recommended): the reference's bugs fixed, its crashes turned
   * into warnings where reading can go on. `'reference'`: read as BML 2.7.0
   * does, for output byte-identical to it; what it crashes on is a fatal
   * message.
   */
  profile?: 'default' | 'reference' | null | undefined
  /**
   * `'bml2'` (default): BML 2 (gpaulissen/bml). `'bml1'`: BML 1
   * (Kungsgeten/bml): free indentation, `;` in histories, `//` comments
   * anywhere, rows after a history continue it.
   */
  dialect?: 'bml2' | 'bml1' | null | undefined
  /** Columns per level of a bid table, 1–9 (the `-i` of the reference; default 2). */
  indentation?: number | null | undefined
  /**
   * Read an included file (path relative to the current directory, or
   * absolute), synchronously. Default: `fs.readFileSync` in Node; none in a
   * browser (includes are then reported as missing).
   */
  readFile?: ((path: string) => string) | null | undefined
  /**
   * Real path of an absolute path, symbolic links resolved, synchronously
   * (default: `fs.realpathSync.native` with the default `readFile`; none
   * with an injected one, which then sees paths as written).
   */
  realpath?: ((path: string) => string) | null | undefined
  /** Allow `#INCLUDE` of files outside the include root (default: `false`). */
  allowOutside?: boolean | null | undefined
  /**
   * Folder `#INCLUDE`d files must be in (relative to the file's `cwd`;
   * default: the document's folder). A document without a path (stdin)
   * includes nothing unless this is given (or `allowOutside`).
   */
  includeRoot?: string | null | undefined
  /** Largest document with its includes, in characters (default: 52428800, 50 MiB). */
  maxIncludeSize?: number | null | undefined
  /** Deepest nesting of included files (default: 32). */
  maxIncludeDepth?: number | null | undefined
  /** Most `#INCLUDE` directives expanded in one document (default: 10000). */
  maxIncludes?: number | null | undefined
  /**
   * Give nodes compact positions (default: `false`; `true` in the registry,
   * so in `bidding convert`): each a small object holding two offsets, with
   * `start` and `end` getters (and setters) and a `toJSON` that writes the
   * plain position. The tree takes about a quarter less memory and reads
   * the same through unist utilities, vfile messages and `JSON.stringify`;
   * but `structuredClone`, spread and deep equality with a literal see no
   * `start` and `end` (copy with `JSON.parse(JSON.stringify(tree))`).
   */
  compactPositions?: boolean | null | undefined
}

const bidding = /^\s*\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s*/

/**
 * Read BML into a bdast root, with the constraint language (`{…}`
 * constraints and `#CLASS`; see `readBml` to read without it).
 *
 * @param value the BML text.
 * @param options see `Options`.
 * @param file the file to report messages on (its `path` anchors `#INCLUDE`); optional.
 * @returns the tree.
 * @throws {VFileMessage} (fatal) when the input cannot be read (in the
 *   `reference` profile: whatever BML 2.7.0 crashes on).
 */
export function fromBml(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromBml(value, options, file)`. */
export function fromBml(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromBml(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {options, file} = readerArguments<Options>(value, second, third)
  return readBml(value, options, file, constraintLanguage)
}

/**
 * Read BML into a bdast root; the constraint language only with `language`
 * (without it, what is written in it stays text). What `bmlParse` calls: a
 * bundle that never passes `constraintLanguage` leaves it out.
 */
export function readBml(value: string, options: Readonly<Options>, given: VFile, language: ConstraintLanguage | undefined): Root {
  // Annotated so that `file.fail` (which never returns) ends the function for the compiler.
  const file: VFile = given
  try {
    return read(value, file, options, language)
  } catch (error) {
    if (error instanceof VFileMessage) throw error
    // A bug of ours: still only ever a VFileMessage.
    file.fail('Unexpected internal error: ' + (error instanceof Error ? error.message : String(error)), {
      cause: error instanceof Error ? error : undefined,
      ruleId: 'internal',
      source
    })
  } finally {
    // A line of 100,000 bad calls gives 100,000 warnings: keep the first 100 of each rule.
    capMessages(file)
    forgetShared()
  }
}

function read(value: string, file: VFile, options: Readonly<Options>, language: ConstraintLanguage | undefined): Root {
  const unit = options.indentation ?? 2
  if (!Number.isInteger(unit) || unit < 1 || unit > 9) {
    file.fail('Unexpected indentation option `' + unit + '`, expected an integer from 1 to 9', {
      place: {line: 1, column: 1},
      ruleId: 'options',
      source
    })
  }

  const text = normalizeNewlines(value)
  const context: Context = {
    file,
    settings: {
      reference: options.profile === 'reference',
      bml1: options.dialect === 'bml1',
      unit,
      readFile: options.readFile ?? defaultReadFile,
      realpath: options.realpath ?? (options.readFile ? undefined : defaultRealpath),
      allowOutside: options.allowOutside === true,
      includeRoot: options.includeRoot ?? (file.path === undefined ? undefined : file.dirname),
      maxIncludeSize: options.maxIncludeSize ?? defaultMaxIncludeSize,
      maxIncludeDepth: options.maxIncludeDepth ?? defaultMaxIncludeDepth,
      maxIncludes: options.maxIncludes ?? defaultMaxIncludes,
      constraints: language
    },
    sources: [{path: file.path, text, main: true}],
    clipboard: new Map(),
    seats: undefined,
    vulnerability: undefined,
    metadata: {},
    hasMetadata: false,
    provenanceOf: provenanceCache((line) => provenance(context, line)),
    constraintsNoted: false
  }

  if (text.trim() === '') {
    warn(context, 'Unexpected empty file, expected BML (bid tables, text, directives)', {line: 1, column: 1}, 'empty')
  }

  if (options.compactPositions === true) useCompactPositions(context.sources)
  // The lines are made as the paragraphs are read (with `#INCLUDE`, after a first run that reads the files).
  const lines = hasIncludes(text) ? expandIncludes(context, text) : eachLine(text, 0)
  const root: Root = {type: 'root', children: []}
  for (const paragraphLines of paragraphs(context, lines)) {
    const node = classify(context, paragraphLines)
    if (node) root.children.push(node)
  }

  // Rows and histories are bounded; together with meanings they may still nest too deep for the writers.
  const deep = pathDeeperThan(root, maxNesting)
  if (deep) {
    let node: unknown = root
    let position: Position | undefined
    for (const key of deep) {
      node = (node as Record<string | number, unknown>)[key]
      const at = (node as {position?: Position} | undefined)?.position
      if (at) position = at
    }

    file.fail('Unexpected nesting deeper than ' + maxNesting + ' objects and arrays', {place: position, ruleId: 'too-deep', source})
  }

  if (context.hasMetadata) root.metadata = context.metadata
  root.children = root.children.slice()
  const last = lastLineOf(text, 0)
  root.position = {start: {line: 1, column: 1, offset: 0}, end: pointOf(last, last.text.length)}
  return root
}

/** `line` without its comment, or `undefined` when it is one. */
function uncommented(context: Context, line: Line, last: boolean): Line | undefined {
  // The reference's `^//.*\n` misses a last line without a newline.
  if (line.text.startsWith('//') && (!last || !context.settings.reference)) return undefined
  if (context.settings.bml1) {
    const at = line.text.indexOf('//')
    if (at !== -1) return {...line, text: line.text.slice(0, at)}
  }

  return line
}

/**
 * Paragraphs: runs of lines between blank lines (spaces only; a TAB is not
 * blank; the last line is never blank), once `//` comment lines are gone
 * (BML 1: `//` anywhere on a line starts one). One at a time, so that each
 * is garbage once read; in one generator, not a generator of comments
 * under one of paragraphs (a result object per line per layer).
 */
function* paragraphs(context: Context, lines: Iterable<Line>): Generator<Line[]> {
  let current: Line[] = []
  // Two lines behind: whether a line is the last decides both what is a comment and what is blank.
  let previous: Line | undefined
  let kept: Line | undefined
  // Take the next line that is no comment; the paragraph it ends, if `kept` was blank.
  const take = (next: Line): Line[] | undefined => {
    let ended: Line[] | undefined
    if (kept) {
      if (spacesOnly.test(kept.text)) {
        if (current.length > 0) ended = current
        current = []
      } else {
        current.push(kept)
      }
    }

    kept = next
    return ended
  }

  for (const line of lines) {
    const next = previous && uncommented(context, previous, false)
    const ended = next && take(next)
    if (ended) yield ended
    previous = line
  }

  const next = previous && uncommented(context, previous, true)
  const ended = next && take(next)
  if (ended) yield ended
  if (kept) current.push(kept)
  if (current.length > 0) yield current
}

const spacesOnly = /^ *$/

/** What a paragraph starts with (made once: a literal is a new object each time it runs). */
const starts = {
  dash: /^\s*-/,
  vulnerability: /^\s*#VUL/,
  seat: /^\s*#SEAT/,
  ordered: /^\s*1\./,
  call: /^\s*\(?\d[A-Za-z]+/,
  bar: /^\s*\|/,
  metadata: /^\s*#\+[\p{L}\p{N}_]+:/u,
  hash: /^\s*#/,
  visible: /\S/
}

/**
 * The start of a paragraph, as much as the tests of `classify` look at: its
 * first 8 lines, or fewer once they hold 4 words (runs of non-whitespace).
 * Every test reads at most the first 4 words (`bidding`: four calls, the
 * others the first word); a word never spans lines, so the lines after the
 * one that holds the 4th change no test's result. Most paragraphs have 4
 * words on their first line: no joined copy of their 8 lines per paragraph.
 */
function headOf(lines: Line[]): string {
  let words = 0
  let count = 0
  while (count < lines.length && count < 8 && words < 4) {
    const line = lines[count]!.text
    let inWord = false
    for (let index = 0; index < line.length && words < 4; index++) {
      const space = isSpaceAt(line, index)
      if (!space && !inWord) words++
      inWord = !space
    }

    count++
  }

  if (count === 1) return lines[0]!.text
  // One joined string, not a chain of concatenations that each regex would flatten.
  const head: string[] = []
  for (let index = 0; index < count; index++) head.push(lines[index]!.text)
  return head.join('\n')
}

/** Read one paragraph (bml.md §3: the first test that matches decides). */
function classify(context: Context, lines: Line[]): FlowContent | undefined {
  const text = headOf(lines)
  if (text.startsWith('*')) {
    const depth = text.startsWith('****') ? 4 : text.startsWith('***') ? 3 : text.startsWith('**') ? 2 : 1
    return heading(context, lines, depth)
  }

  if (starts.dash.test(text)) {
    return lines.some((line) => line.text.includes(' :: ')) ? descriptionList(context, lines) : list(context, lines, false)
  }
  if (starts.vulnerability.test(text)) {
    setting(context, lines, 'VUL')
    return undefined
  }

  if (starts.seat.test(text)) {
    setting(context, lines, 'SEAT')
    return undefined
  }

  if (starts.ordered.test(text)) return list(context, lines, true)
  if (bidding.test(text)) return auctionDiagram(context, lines)
  if (starts.call.test(text)) {
    const first = lines.find((line) => line.text.trim() !== '')!
    if (!context.settings.reference && !firstRowIsCall(first, context.settings.bml1)) {
      const start = first.text.length - first.text.trimStart().length
      warn(
        context,
        'Unexpected `' + (/^\S+/.exec(first.text.slice(start))?.[0] ?? '') + '` at the start of a paragraph, read as text; ' +
          'expected a call to start a bid table (start it with `#BIDTABLE` if it is one)',
        positionOf(first, start, first.text.trimEnd().length),
        'not-a-bid-table',
        first
      )
      return paragraph(context, lines)
    }

    return bidTable(context, lines)
  }

  if (starts.bar.test(text)) return table(context, lines)
  const hands = diagramHands(lines)
  if (hands) return dealDiagram(context, lines, hands)
  if (starts.metadata.test(text)) {
    metadata(context, lines)
    return undefined
  }

  if (starts.hash.test(text)) return bidTable(context, lines)
  if (lines.some((line) => starts.visible.test(line.text))) return paragraph(context, lines)
  return undefined
}
