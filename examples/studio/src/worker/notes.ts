/**
 * The notes of the file in the editor: read it (BML, or read-only BSS,
 * bidding_space, SLAM, rules XML), render each top-level node of the tree
 * as one segment of html-stringify's page, and keep where each bid's item
 * comes from so the page can follow the cursor.
 *
 * Typing re-reads only the paragraph or bid table that changed (when it
 * holds no directive that could change the rest of the document); the
 * whole document is read again once typing pauses (`full`).
 */

import {fromBidspace} from '@bidding/bidspace-parse'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import type {FlowContent, Root} from '@bidding/core'
import {toHast} from '@bidding/html-stringify'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {fromSlam} from '@bidding/slam-parse'
import type {Element, Root as HastRoot, RootContent} from 'hast'
import {toHtml} from 'hast-util-to-html'
import {VFile} from 'vfile'
import type {Anchor, NotesUpdate, Segment, StudioMessage} from '../protocol.js'
import {dirname, normalize, type Folder} from './files.js'
import {failureMessage, messagesOf} from './messages.js'

/** A rendered top-level node and the lines it covers in its file. */
interface Part {
  key: string
  html: string
  file: string
  start: number
  end: number
  anchors: Anchor[]
  /** Every element id of the part (ids stay unique across parts, as in one page). */
  ids: string[]
}

export type Reader = (value: string, file: VFile) => Root

/** The reader of a file, by extension; BML when nothing else fits. */
export function readerOf(path: string): {name: string; read: Reader; editable: boolean} {
  const lower = path.toLowerCase()
  if (lower.endsWith('.bss')) return {name: 'BSS', read: (value, file) => fromBss(value, file), editable: false}
  if (lower.endsWith('.xml') && !lower.includes('slam')) {
    return {name: 'rules XML', read: (value, file) => fromRulesXml(value, file), editable: false}
  }

  if (lower.endsWith('.xml') || lower.endsWith('.slam')) return {name: 'SLAM', read: (value, file) => fromSlam(value, file), editable: false}
  if (lower.endsWith('.txt') || lower.endsWith('.bidspace')) {
    return {name: 'bidding_space', read: (value, file) => fromBidspace(value, file), editable: false}
  }

  return {name: 'BML', read: (value, file) => fromBml(value, file), editable: true}
}

const directive = /^\s*#/m

let nextKey = 0

export class Notes {
  path = ''
  version = 0
  tree: Root = {type: 'root', children: []}
  /** Version of the tree's text: the robot recompiles when it changes. */
  treeVersion = 0
  /** Whether the tree lags behind the text (only a block was read again). */
  stale = false
  #parts: Part[] = []
  #messages: StudioMessage[] = []
  /** The html of the parts the page has, by key: unchanged parts are not sent again. */
  #sent = new Set<string>()
  readonly #folder: Folder

  constructor(folder: Folder) {
    this.#folder = folder
  }

  /** Read `path` from the folder, whole. */
  full(path: string): NotesUpdate {
    const started = performance.now()
    this.path = normalize(path)
    const text = this.#folder.get(this.path) ?? ''
    const file = new VFile({path: this.path, value: text})
    let messages: StudioMessage[]
    try {
      const reader = readerOf(this.path)
      this.tree =
        reader.name === 'BML'
          ? fromBml(text, file, {readFile: this.#folder.read, includeRoot: dirname(this.path)})
          : reader.read(text, file)
      messages = messagesOf(file, this.path)
    } catch (error) {
      this.tree = {type: 'root', children: []}
      // A fatal vfile message is in the file's messages already; anything else is a bug of ours, reported too.
      messages = file.messages.includes(error as never) ? messagesOf(file, this.path) : [...messagesOf(file, this.path), failureMessage(error, this.path)]
    }

    this.treeVersion++
    this.stale = false
    const previous = new Map(this.#parts.map((part) => [part.html, part]))
    this.#used = new Set()
    this.#taken = new Set()
    this.#parts = this.tree.children.map((node) => this.#render(node, previous))
    this.#messages = messages
    return this.#update(false, started)
  }

  /**
   * The file in the editor changed: re-read only the block (lines between
   * blank lines) that changed when that is safe, else the whole document.
   */
  edit(path: string, text: string): NotesUpdate {
    const started = performance.now()
    const edited = normalize(path)
    const old = this.#folder.get(edited) ?? ''
    this.#folder.set(edited, text)
    const shown = edited === this.path || this.#parts.some((part) => part.file === edited)
    if (!shown || readerOf(this.path).name !== 'BML') return this.full(edited)
    if (!this.#partial(edited, old, text)) return this.full(this.path)
    this.stale = true
    return this.#update(true, started)
  }

  /**
   * Open `path` in the editor: the notes stay those of the document shown
   * when it includes the file (its lines are found in them), else they
   * become the file's own.
   */
  open(path: string): NotesUpdate {
    const wanted = normalize(path)
    if (wanted !== this.path && this.#parts.some((part) => part.file === wanted)) {
      this.forget()
      return this.#update(this.stale, performance.now())
    }

    return this.full(wanted)
  }

  #partial(edited: string, old: string, text: string): boolean {
    const before = old.split('\n')
    const after = text.split('\n')
    let head = 0
    while (head < before.length && head < after.length && before[head] === after[head]) head++
    let tail = 0
    while (
      tail < before.length - head &&
      tail < after.length - head &&
      before[before.length - 1 - tail] === after[after.length - 1 - tail]
    ) {
      tail++
    }

    const delta = after.length - before.length
    // The block around the change, in the new text (0-based, end exclusive).
    let start = Math.min(head, after.length)
    let end = Math.max(after.length - tail, start + 1)
    while (start > 0 && after[start - 1]!.trim() !== '') start--
    while (end < after.length && after[end]!.trim() !== '') end++
    // The parts of this file the old block overlaps (1-based lines of the old text).
    const oldStart = start + 1
    const oldEnd = end - delta
    const touched = this.#parts
      .map((part, index) => ({part, index}))
      .filter(({part}) => part.file === edited && part.start <= oldEnd && part.end >= oldStart)
    if (touched.length === 0) return false
    // A part reaching outside the block (a table spanning blank lines): read everything.
    if (touched.some(({part}) => part.start < oldStart || part.end > oldEnd)) return false
    const first = touched[0]!.index
    const last = touched.at(-1)!.index
    if (last - first + 1 !== touched.length) return false
    const block = after.slice(start, end).join('\n')
    const oldBlock = before.slice(start, end - delta).join('\n')
    if (directive.test(block) || directive.test(oldBlock)) return false

    const file = new VFile({path: edited, value: block})
    let tree: Root
    try {
      tree = fromBml(block, file)
    } catch {
      return false
    }

    for (const node of tree.children) {
      shiftNode(node, start)
      if (edited !== this.path) node.data = {...node.data, file: edited} as typeof node.data
    }
    const previous = new Map(this.#parts.map((part) => [part.html, part]))
    const others = [...this.#parts.slice(0, first), ...this.#parts.slice(last + 1)]
    this.#used = new Set(others.map((part) => part.key))
    this.#taken = new Set(others.flatMap((part) => part.ids))
    const fresh = tree.children.map((node) => this.#render(node, previous))
    const later = this.#parts.slice(last + 1).map((part) => (part.file === edited ? shiftPart(part, delta) : part))
    this.#parts = [...this.#parts.slice(0, first), ...fresh, ...later]
    this.#messages = [
      ...this.#messages
        .filter((message) => message.file !== edited || message.line < oldStart || message.line > oldEnd)
        .map((message) => (message.file === edited && message.line > oldEnd ? {...message, line: message.line + delta, endLine: message.endLine + delta} : message)),
      ...messagesOf(file, edited, start)
    ].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1))
    return true
  }

  /** Keys given in the current update: two identical parts still get two keys. */
  #used = new Set<string>()
  /** Element ids given in the current update. */
  #taken = new Set<string>()

  #render(node: FlowContent, previous: Map<string, Part>): Part {
    const file = fileOf(node, this.path)
    const hast = toHast({type: 'root', children: [node]}, {fragment: true})
    const ids = uniqueIds(hast, this.#taken)
    const html = toHtml(hast)
    const start = node.position?.start.line ?? 0
    const end = node.position?.end.line ?? start
    const anchors: Anchor[] = []
    collectAnchors(hast, file, anchors)
    const known = previous.get(html)
    const key = known && !this.#used.has(known.key) ? known.key : 'p' + (nextKey++).toString(36)
    this.#used.add(key)
    return {key, html, file, start, end, anchors, ids}
  }

  #update(partial: boolean, started: number): NotesUpdate {
    this.version++
    const segments: Segment[] = this.#parts.map((part) => (this.#sent.has(part.key) ? {key: part.key} : {key: part.key, html: part.html}))
    this.#sent = new Set(this.#parts.map((part) => part.key))
    return {
      path: this.path,
      version: this.version,
      partial,
      segments,
      anchors: this.#parts.flatMap((part) => part.anchors),
      messages: this.#messages,
      took: performance.now() - started
    }
  }

  /**
   * The whole tree of `path` for the robot: the notes' tree when they show
   * that file and are current, else a reading of its own.
   */
  systemTree(path: string): {tree: Root; version: string} {
    const wanted = normalize(path)
    if (wanted === this.path && !this.stale) return {tree: this.tree, version: 'notes:' + this.treeVersion}
    const version = 'folder:' + this.#folder.version
    if (this.#system?.path === wanted && this.#system.version === version) return this.#system
    const text = this.#folder.get(wanted) ?? ''
    const file = new VFile({path: wanted, value: text})
    let tree: Root
    try {
      tree = readerOf(wanted).name === 'BML' ? fromBml(text, file, {readFile: this.#folder.read, includeRoot: dirname(wanted)}) : readerOf(wanted).read(text, file)
    } catch {
      tree = {type: 'root', children: []}
    }

    this.#system = {path: wanted, version, tree}
    return this.#system
  }

  #system: {path: string; version: string; tree: Root} | undefined

  /** The page lost its parts (a reload of the view): send every part again. */
  forget(): void {
    this.#sent.clear()
  }
}

function fileOf(node: FlowContent, main: string): string {
  const data = node.data as {file?: unknown} | undefined
  return typeof data?.file === 'string' ? normalize(data.file) : main
}

/** Rename ids other parts have (`1N` → `1N_2`), as the writer does within one page; returns the part's ids. */
function uniqueIds(node: HastRoot | RootContent, taken: Set<string>, ids: string[] = []): string[] {
  if (node.type === 'element') {
    const id = node.properties['id']
    if (typeof id === 'string') {
      let unique = id
      for (let count = 2; taken.has(unique); count++) unique = id + '_' + count
      node.properties['id'] = unique
      taken.add(unique)
      ids.push(unique)
    }
  }

  if ('children' in node) for (const child of node.children) uniqueIds(child, taken, ids)
  return ids
}

function collectAnchors(node: HastRoot | RootContent, file: string, anchors: Anchor[]): void {
  if (node.type === 'element') {
    const element = node as Element
    const id = element.properties['id']
    if (typeof id === 'string' && element.position) {
      anchors.push({id, file, start: element.position.start.line, end: element.position.end.line})
    }
  }

  if ('children' in node) for (const child of node.children) collectAnchors(child, file, anchors)
}

/** Move a node read alone to its lines in the whole file. */
function shiftNode(node: unknown, lines: number): void {
  const stack: unknown[] = [node]
  while (stack.length > 0) {
    const current = stack.pop() as {position?: {start: {line: number}; end: {line: number}}; children?: unknown[]}
    if (current.position) {
      current.position = {
        ...current.position,
        start: {...current.position.start, line: current.position.start.line + lines},
        end: {...current.position.end, line: current.position.end.line + lines}
      }
    }

    if (Array.isArray(current.children)) stack.push(...current.children)
  }
}

function shiftPart(part: Part, lines: number): Part {
  if (lines === 0) return part
  return {
    ...part,
    start: part.start + lines,
    end: part.end + lines,
    anchors: part.anchors.map((anchor) => ({...anchor, start: anchor.start + lines, end: anchor.end + lines}))
  }
}
