/**
 * bdast → SLAMBidding XML: `toSlamConv` writes one convention (a `.conv`
 * file), `toSlamSystem` a system (a `.system` file).
 */

import type {Bid, Convention, FlowContent, Root, Sequence, System} from '@bidding/core'
import {indentXml, writeXml, xmlElement, type Raw} from '@bidding/safe-xml'
import type {VFile} from 'vfile'
import type {Element, ElementContent} from 'xast'
import {x} from 'xastscript'
import {conventionV1} from './convention-v1.js'
import {conventionV2} from './convention.js'
import {opaqueOut} from './convention.js'
import {warn, warnOnce, type State} from './state.js'

/** Options of the SLAMBidding writers. */
export interface Options {
  /**
   * Write everything on one line, as SLAMBidding's live `.conv` files are
   * (default: `false`, indented by two spaces like its `prettyprint.py`).
   */
  compact?: boolean | null | undefined
  /**
   * Format of a `.conv` file: `2` (`conventionsv2/`) or `1` (`conventions/`)
   * (default: the version the convention was read from, else `2`).
   */
  version?: number | null | undefined
}

function state(file: VFile | undefined): State {
  return {file, said: new Set()}
}

/** Write the convention of a tree as a `.conv` file. */
export function toSlamConv(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const context = state(file)
  const conventions: Convention[] = []
  const sequences: Sequence[] = []
  for (const child of tree.children) {
    if (child.type === 'convention') conventions.push(child)
    else if (child.type === 'system') {
      for (const node of child.children) if (node.type === 'convention') conventions.push(node)
    } else if (child.type === 'sequence') sequences.push(child)
    else unsupported(context, child)
  }

  let convention = conventions[0]
  if (conventions.length > 1) {
    warn(context, conventions[1], 'Cannot write ' + conventions.length + ' conventions in one `.conv` file (wrote the first)', 'multiple-conventions')
  }

  if (!convention) {
    if (sequences.length === 0) {
      warn(context, tree, 'Unexpected tree without a convention or bidding sequences, expected one (wrote an empty convention)', 'missing-convention')
    }

    convention = fromSequences(context, tree, sequences)
  } else if (sequences.length > 0) {
    warn(context, sequences[0], 'Cannot write bidding sequences beside a convention (dropped)', 'unsupported-node')
  }

  const version = settings.version ?? convention.data?.slam?.version ?? 2
  const root = version === 1 ? conventionV1(context, convention) : conventionV2(context, convention)
  return document(tree, root, settings.compact ?? false)
}

/** Write the system of a tree as a `.system` file. */
export function toSlamSystem(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const context = state(file)
  let system: System | undefined
  const conventions: Convention[] = []
  for (const child of tree.children) {
    if (child.type === 'system' && !system) system = child
    else if (child.type === 'system') warn(context, child, 'Cannot write a second system in one `.system` file (dropped)', 'multiple-systems')
    else if (child.type === 'convention') conventions.push(child)
    else unsupported(context, child)
  }

  if (!system) {
    if (conventions.length === 0) {
      warn(context, tree, 'Unexpected tree without a system or conventions, expected one (wrote an empty system)', 'missing-system')
    }

    system = {type: 'system', names: tree.metadata?.title ? [tree.metadata.title] : [], children: conventions}
  } else if (conventions.length > 0) {
    warn(context, conventions[0], 'Cannot write conventions beside a system (dropped)', 'unsupported-node')
  }

  return document(tree, systemOut(context, system), settings.compact ?? false)
}

function systemOut(context: State, system: System): Element {
  const names: ElementContent[] = system.names.map((name) => x('name', {}, name))
  const children: ElementContent[] = []
  for (const child of system.children) {
    if (child.type === 'conventionReference') children.push(x('convention', {}, child.name))
    else if (child.type === 'convention') {
      const name = child.names[0]
      if (name === undefined) warn(context, child, 'Cannot refer to a convention without a name (dropped)', 'missing-name')
      else children.push(x('convention', {}, name))
    } else if (child.type === 'opaque') {
      const out = opaqueOut(context, child)
      if (out) children.push(out)
    } else {
      const node: {type: string} = child
      warnOnce(context, undefined, 'Unexpected node `' + node.type + '` in a system (dropped)', 'unknown-node')
    }
  }

  const layout = system.data?.slam?.layout
  let ordered: ElementContent[] = [...names, ...children]
  if (layout && layout.filter((item) => item === 'name').length === names.length && layout.length === names.length + children.length) {
    let name = 0
    let child = 0
    ordered = layout.map((item) => (item === 'name' ? names[name++]! : children[child++]!))
  }

  return xmlElement('system', system.data?.slam?.attributes, ordered)
}

/** A convention made of bidding sequences from another format (their contexts cannot be written). */
function fromSequences(context: State, tree: Root, sequences: readonly Sequence[]): Convention {
  const children: Bid[] = []
  for (const sequence of sequences) {
    if (sequence.context && sequence.context.length > 0) {
      warn(context, sequence, 'Cannot write a bidding sequence after other calls (`context`) as a SLAMBidding convention (dropped)', 'unsupported-context')
      continue
    }

    for (const child of sequence.children) {
      if (child.type === 'bid') children.push(child)
    }
  }

  return {type: 'convention', names: tree.metadata?.title ? [tree.metadata.title] : [], children}
}

function unsupported(context: State, node: FlowContent): void {
  warnOnce(context, node, 'Cannot write `' + node.type + '` in SLAMBidding XML (dropped)', 'unsupported-node')
}

/**
 * The whole file: what came before and after the root element, as read, and
 * the root; attributes sorted as ElementTree and minidom, which wrote the
 * reference files, sort them.
 */
function document(tree: Root, root: Element, compact: boolean): string {
  const raw = (value: string): Raw => ({type: 'raw', value})
  let nodes = x(null, [...(tree.data?.slam?.prolog ?? []).map(raw), root, ...(tree.data?.slam?.epilog ?? []).map(raw)])
  if (!compact) nodes = indentXml(nodes)
  nodes.children.push({type: 'text', value: '\n'})
  return writeXml(nodes, {closeEmptyElements: true, sortAttributes: true})
}
