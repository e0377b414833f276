/**
 * bdast → Ray's Bridge Game rules (XML), as the game's parser reads it
 * (formats.md §2.2): an optional XML declaration and stylesheet reference,
 * then `<rules>`; every data element on one line, no comments or processing
 * instructions, text escaped. Built as xast, indented by two spaces with a
 * whitespace pass, and serialised by `@bidding/safe-xml`.
 */

import {messageAt} from '@bidding/core/messages'
import type {
  Opaque,
  Root,
  Rule,
  RuleAssign,
  RuleBid,
  RuleComment,
  RuleContent,
  RuleGroup,
  RuleGroupContent,
  RuleSet
} from '@bidding/core'
import type {RulesXmlNodeData} from '@bidding/rules-xml-util'
import {indentXml, pseudoAttributes, writeXml, xmlElement, type Raw} from '@bidding/safe-xml'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import type {Element, ElementContent, RootContent} from 'xast'
import {x} from 'xastscript'

/** Options of the rules writer. */
export interface Options {
  /**
   * Start with an XML declaration: the one read, else
   * `<?xml version="1.0" encoding="UTF-8"?>` (default: as read for a tree
   * read from rules XML, else `true`).
   */
  declaration?: boolean | null | undefined
  /**
   * Reference this stylesheet (`href`) on the second line (default: the
   * reference read, else none).
   */
  stylesheet?: string | null | undefined
}

const source = '@bidding/rules-xml-stringify'

/** The elements that hold others: each tag on a line of its own; every other element is a data element on one line. */
const containers = new Set(['rules', 'group', 'if', 'set'])

interface State {
  file: VFile | undefined
}

function warn(state: State, node: Node | undefined, reason: string, ruleId: string): void {
  messageAt(state.file, reason, node, {ruleId, source})
}

/** A data element on one line: the game's parser needs that. */
function data(state: State, name: string, text: string, node: Node, attributes?: Record<string, string>): Element {
  let value = text
  if (/[\n\r]/.test(value)) {
    warn(state, node, 'Unexpected line break in `<' + name + '>`, the game needs a data element on one line (written as a space)', 'data-line')
    value = value.replaceAll(/\r\n|[\n\r]/g, ' ')
  }

  return xmlElement(name, attributes, value)
}

/** XML kept by the reader, as written (indented by its first line). */
function raw(value: string): Raw {
  return {type: 'raw', value}
}

/** Write a tree's rule set as a rules file. */
export function toRulesXml(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const state: State = {file}
  const prologue: RootContent[] = []
  // A tree read from rules XML has its prolog as read (perhaps none); any other gets a declaration.
  const prolog = tree.data?.rulesXml
  if (settings.declaration ?? (prolog ? prolog.declaration !== undefined : true)) {
    prologue.push(prolog?.declaration === undefined ? {type: 'instruction', name: 'xml', value: 'version="1.0" encoding="UTF-8"'} : raw(prolog.declaration))
  }
  if (settings.stylesheet) {
    prologue.push({type: 'instruction', name: 'xml-stylesheet', value: pseudoAttributes({type: 'text/xsl', href: settings.stylesheet})})
  } else if (prolog?.stylesheet) {
    prologue.push(raw(prolog.stylesheet))
  }

  const sets: RuleSet[] = []
  for (const child of tree.children) {
    if (child.type === 'ruleSet') sets.push(child)
    else warn(state, child, 'Cannot write `' + child.type + '` as Ray’s Bridge Game rules, which hold rule sets only (dropped)', 'unsupported-node')
  }

  if (sets.length > 1) warn(state, sets[1], 'Cannot write ' + sets.length + ' rule sets in one file, which has one `<rules>` (merged their groups)', 'multiple-rule-sets')
  if (sets.length === 0) warn(state, tree, 'Unexpected tree without a rule set, expected one (wrote empty rules)', 'missing-rule-set')

  const first = sets[0]
  const setData = first?.data?.rulesXml
  const children: ElementContent[] = []
  if (first) {
    const fields = [
      ['type', first.kind],
      ['name', first.name],
      ['level', first.level],
      ['owner', first.owner],
      ['contact', first.contact]
    ] as const
    for (const [name, value] of fields) {
      if (value !== undefined) children.push(data(state, name, value, first, setData?.fields?.[name]))
    }
  }

  for (const set of sets) {
    for (const child of set.children) {
      if (child.type === 'ruleGroup') children.push(group(state, child))
      else if (child.type === 'opaque') children.push(...opaque(state, child))
      else unknown(state, child)
    }
  }

  const document = indentXml(x(null, [...prologue, xmlElement('rules', setData?.attributes, children)]), {block: (element) => containers.has(element.name)})
  document.children.push({type: 'text', value: '\n'})
  return writeXml(document)
}

function opaque(state: State, node: Opaque): Raw[] {
  if (node.format === 'xml') return [raw(node.value)]
  warn(state, node, 'Cannot write opaque `' + node.format + '` content in rules XML (dropped)', 'unsupported-node')
  return []
}

function unknown(state: State, node: Node): void {
  warn(state, node, 'Unexpected node `' + node.type + '` in a rule set (dropped)', 'unknown-node')
}

function group(state: State, node: RuleGroup): Element {
  const nodeData = node.data?.rulesXml
  const children: ElementContent[] = [data(state, 'purpose', node.purpose, node, nodeData?.fields?.purpose)]
  for (const child of node.children) children.push(...groupChild(state, child))
  return xmlElement('group', nodeData?.attributes, children)
}

function groupChild(state: State, child: RuleGroupContent | RuleContent): ElementContent[] {
  switch (child.type) {
    case 'rule': {
      return [rule(state, child)]
    }

    case 'ruleComment': {
      return [comment(state, child)]
    }

    case 'ruleAssign': {
      return [assign(state, child)]
    }

    case 'ruleBid': {
      return [bid(state, child)]
    }

    case 'opaque': {
      return opaque(state, child)
    }

    default: {
      unknown(state, child)
      return []
    }
  }
}

function rule(state: State, node: Rule): Element {
  const nodeData: RulesXmlNodeData | undefined = node.data?.rulesXml
  const children: ElementContent[] = [
    data(state, 'name', node.test.quality, node, nodeData?.fields?.name),
    data(state, 'comparison', node.test.comparison, node, nodeData?.fields?.comparison),
    data(state, 'value', node.test.value, node, nodeData?.fields?.value)
  ]
  let bids = 0
  for (const child of node.children) {
    if (child.type === 'ruleBid' && ++bids === 2) {
      warn(state, child, 'Unexpected second `ruleBid` in a rule, the game allows one `<bid>` in `<if>`', 'duplicate-bid')
    }

    children.push(...groupChild(state, child))
  }

  return xmlElement('if', nodeData?.attributes, children)
}

function assign(state: State, node: RuleAssign): Element {
  const nodeData = node.data?.rulesXml
  const children: ElementContent[] = [data(state, 'name', node.quality, node, nodeData?.fields?.name), data(state, 'value', node.value, node, nodeData?.fields?.value)]
  for (const extra of nodeData?.extra ?? []) children.push(raw(extra))
  return xmlElement('set', nodeData?.attributes, children)
}

function comment(state: State, node: RuleComment): Element {
  return data(state, 'comment', node.value, node, node.data?.rulesXml?.attributes)
}

function bid(state: State, node: RuleBid): Element {
  return data(state, 'bid', node.value, node, node.data?.rulesXml?.attributes)
}
