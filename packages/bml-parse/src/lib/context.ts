/**
 * The reader's state while it walks a document, and how it reports.
 * `#VUL`, `#SEAT`, metadata and the clipboard change as paragraphs are read
 * and affect only what follows (bml.md §2).
 */

import type {Data, Metadata, Nodes, Text} from '@bidding/core'
import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'
import type {Point, Position} from 'unist'
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import type {ConstraintLanguage} from './constraint-language.js'
import {pointOf, sharedText, type Line, type PasteOrigin, type Source} from './source.js'

/** Settings after defaults. */
export interface Settings {
  reference: boolean
  bml1: boolean
  unit: number
  readFile: ((path: string) => string) | undefined
  /** Real path of an absolute path (symbolic links resolved); `undefined` compares paths as written (an injected `readFile`). */
  realpath: ((path: string) => string) | undefined
  allowOutside: boolean
  /** Folder includes must stay in (absolute or relative to `cwd`); `undefined` when the document has no path and none was given. */
  includeRoot: string | undefined
  maxIncludeSize: number
  maxIncludeDepth: number
  maxIncludes: number
  /** Reads `{…}` constraints and `#CLASS` (`bmlConstraints`); `undefined`: they stay text. */
  constraints: ConstraintLanguage | undefined
}

/** The reader's state. */
export interface Context {
  file: VFile
  settings: Settings
  sources: Source[]
  /** `#CUT`/`#COPY` entries, document-wide; a later one replaces an earlier one. */
  clipboard: Map<string, Line[]>
  seats: Seat[] | undefined
  vulnerability: VulnerabilityCondition | undefined
  metadata: Metadata
  hasMetadata: boolean
  /** `provenance` bound to this context (made once: it is called for every inline node). */
  provenanceOf: (line: Line) => Data | undefined
  /** Whether the note that the constraint language is not read was given (once per document). */
  constraintsNoted: boolean
}

export const source = '@bidding/bml-parse'

/** Where a message points: a position, or a line and a character range of it. */
export type Place = Position | Point | {line: Line; from: number; to: number}

function isLineRange(place: Place): place is {line: Line; from: number; to: number} {
  return 'line' in place && typeof place.line === 'object'
}

function resolvePlace(place: Place): Position | Point {
  if (isLineRange(place)) {
    return {start: pointOf(place.line, place.from), end: pointOf(place.line, Math.max(place.from, place.to))}
  }

  return place
}

/** What to say about where a line comes from, when it is not plainly in the document. */
function origin(context: Context, line: Line | undefined): string {
  if (!line) return ''
  let text = ''
  const from = context.sources[line.source]
  if (from && !from.main) text += ' in `' + (from.path ?? '?') + '`'
  if (line.paste) {
    const at = pointOf(line.paste.line, 0)
    const pasteSource = context.sources[line.paste.line.source]
    text +=
      ' (pasted by `#PASTE ' + line.paste.name + '` at ' + at.line + ':' + at.column +
      (pasteSource && !pasteSource.main ? ' in `' + (pasteSource.path ?? '?') + '`' : '') + ')'
  }

  return text
}

/** Report a recoverable problem (a warning). */
export function warn(context: Context, reason: string, place: Place, ruleId: string, line?: Line): VFileMessage {
  const message = context.file.message(reason + origin(context, line), {place: resolvePlace(place), ruleId, source})
  const from = line ? context.sources[line.source] : undefined
  if (from && !from.main && from.path) message.file = from.path
  return message
}

/** Report an unrecoverable problem (throws a fatal `VFileMessage`). */
export function fail(context: Context, reason: string, place: Place, ruleId: string, line?: Line): never {
  const message = warn(context, reason, place, ruleId, line)
  message.fatal = true
  throw message
}

/**
 * Report a problem the reference cannot recover from: fatal in the
 * `reference` profile, a warning otherwise.
 */
export function crash(context: Context, reason: string, place: Place, ruleId: string, line?: Line): void {
  if (context.settings.reference) fail(context, reason, place, ruleId, line)
  warn(context, reason, place, ruleId, line)
}

/** `data` for a node made from `line`: the included file and the paste, when there are any. */
export function provenance(context: Context, line: Line): Data | undefined {
  const from = context.sources[line.source]
  let data: Data | undefined
  if (from && !from.main && from.path) data = {file: from.path}
  if (line.paste) {
    const pasted = line.paste.line
    const position: Position = {start: pointOf(pasted, 0), end: pointOf(pasted, pasted.text.length)}
    const pasteSource = context.sources[pasted.source]
    data = {
      ...data,
      paste:
        pasteSource && !pasteSource.main && pasteSource.path
          ? {name: line.paste.name, position, file: pasteSource.path}
          : {name: line.paste.name, position}
    }
  }

  return data
}

/**
 * `provenance` made once per included file and per `#PASTE`, not once per
 * node: the nodes of a pasted line share its `paste` object (and its
 * position). Callers put `nodeData(data)` on a node: a copy of the `data`
 * object itself, so the shared parts are never written to.
 */
export function provenanceCache(make: (line: Line) => Data | undefined): (line: Line) => Data | undefined {
  const byPaste = new WeakMap<PasteOrigin, Map<number, Data | undefined>>()
  const bySource = new Map<number, Data | undefined>()
  return (line) => {
    if (line.paste) {
      // A paste's position is its `#PASTE` line's; the file is the pasted line's source.
      let perSource = byPaste.get(line.paste)
      if (!perSource) {
        perSource = new Map()
        byPaste.set(line.paste, perSource)
      }

      if (!perSource.has(line.source)) perSource.set(line.source, make(line))
      return perSource.get(line.source)
    }

    if (!bySource.has(line.source)) bySource.set(line.source, make(line))
    return bySource.get(line.source)
  }
}

/**
 * `data` (provenance) to put on a node: the node's own copy, as one literal
 * (a spread copy of a small object keeps room for more properties than it
 * has). Sharing one frozen object between the nodes of a paste saved 3 MB of
 * the 5 MB bench system's 57 MB tree, but a plugin writing `node.data.hName`
 * (a common unified idiom) would then throw: not worth it.
 */
export function nodeData(data: Data): Data {
  if (data.paste === undefined) return {file: data.file}
  return data.file === undefined ? {paste: data.paste} : {file: data.file, paste: data.paste}
}

/** Set `data` (when there is any) and `position` on a node. */
export function place<T extends Nodes>(
  context: Context,
  node: T,
  line: Line,
  position: Position
): T {
  // Nodes made with their position in the literal keep it in the object itself (no extra property store).
  if (node.position !== position) node.position = position
  // The node is finished: trim its children to size while the array is young (`push` leaves room to grow).
  if ('children' in node && Array.isArray(node.children)) (node as {children: unknown[]}).children = node.children.slice()
  const data = context.provenanceOf(line)
  if (data) node.data = node.data ? {...node.data, ...data} : nodeData(data)
  return node
}

/**
 * Say once per document, as information, that text in the constraint
 * language stays text because it is not read (no `bmlConstraints`).
 */
export function noteConstraintsOff(context: Context, place: Place, line: Line): void {
  if (context.constraintsNoted) return
  context.constraintsNoted = true
  const reason = 'Constraint blocks and `#CLASS` are kept as text: read them with `bmlConstraints` (`unified().use(bmlParse).use(bmlConstraints)`)'
  // Information, not a warning: the text is valid BML, read as other BML tools read it.
  warn(context, reason, place, 'constraints-not-read', line).fatal = undefined
}

/**
 * A text node as `place` would make it, with `data` in the literal: a
 * property added to an object after it is made costs it a second array,
 * and texts are the most common node.
 */
export function placedText(context: Context, value: string, line: Line, position: Position): Text {
  const data = context.provenanceOf(line)
  const shared = sharedText(value)
  return data ? {type: 'text', value: shared, position, data: nodeData(data)} : {type: 'text', value: shared, position}
}
