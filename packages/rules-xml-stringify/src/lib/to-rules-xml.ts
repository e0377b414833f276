/**
 * bdast → Ray's Bridge Game rules (XML), as the game's parser reads it
 * (formats.md §2.2): an optional XML declaration and stylesheet reference,
 * then `<rules>`; every data element on one line, no comments or processing
 * instructions, text escaped. Indented by two spaces.
 */

import {messageAt} from '@bidding/core'
import type {Opaque, Root, Rule, RuleAssign, RuleBid, RuleComment, RuleContent, RuleGroup, RuleGroupContent, RuleSet} from '@bidding/core'
import type {RulesXmlNodeData} from '@bidding/rules-xml-util'
import type {Node} from 'unist'
import type {VFile} from 'vfile'

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

interface State {
  file: VFile | undefined
  lines: string[]
}

function warn(state: State, node: Node | undefined, reason: string, ruleId: string): void {
  messageAt(state.file, reason, node, {ruleId, source})
}

function escape(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function escapeAttribute(value: string): string {
  return escape(value).replaceAll('"', '&quot;').replaceAll('\t', '&#9;').replaceAll('\n', '&#10;').replaceAll('\r', '&#13;')
}

function startTag(name: string, attributes: Record<string, string> | undefined): string {
  let result = '<' + name
  for (const [key, value] of Object.entries(attributes ?? {})) result += ' ' + key + '="' + escapeAttribute(value) + '"'
  return result + '>'
}

/** A data element on one line: the game's parser needs that. */
function data(state: State, depth: number, name: string, text: string, node: Node, attributes?: Record<string, string>): void {
  let value = text
  if (/[\n\r]/.test(value)) {
    warn(state, node, 'Unexpected line break in `<' + name + '>`, the game needs a data element on one line (written as a space)', 'data-line')
    value = value.replaceAll(/\r\n|[\n\r]/g, ' ')
  }

  state.lines.push('  '.repeat(depth) + startTag(name, attributes) + escape(value) + '</' + name + '>')
}

/** XML kept by the reader, as written (re-indented by its first line). */
function raw(state: State, depth: number, value: string): void {
  state.lines.push('  '.repeat(depth) + value)
}

/** Write a tree's rule set as a rules file. */
export function toRulesXml(tree: Root, options: Readonly<Options> = {}, file?: VFile): string {
  const state: State = {file, lines: []}
  // A tree read from rules XML has its prolog as read (perhaps none); any other gets a declaration.
  const prolog = tree.data?.rulesXml
  if (options.declaration ?? (prolog ? prolog.declaration !== undefined : true)) {
    state.lines.push(prolog?.declaration ?? '<?xml version="1.0" encoding="UTF-8"?>')
  }
  if (options.stylesheet) {
    state.lines.push('<?xml-stylesheet type="text/xsl" href="' + escapeAttribute(options.stylesheet) + '"?>')
  } else if (prolog?.stylesheet) {
    state.lines.push(prolog.stylesheet)
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
  state.lines.push(startTag('rules', setData?.attributes))
  if (first) {
    const fields = [
      ['type', first.kind],
      ['name', first.name],
      ['level', first.level],
      ['owner', first.owner],
      ['contact', first.contact]
    ] as const
    for (const [name, value] of fields) {
      if (value !== undefined) data(state, 1, name, value, first, setData?.fields?.[name])
    }
  }

  for (const set of sets) {
    for (const child of set.children) {
      if (child.type === 'ruleGroup') group(state, child)
      else if (child.type === 'opaque') opaque(state, 1, child)
      else unknown(state, child)
    }
  }

  state.lines.push('</rules>')
  return state.lines.join('\n') + '\n'
}

function opaque(state: State, depth: number, node: Opaque): void {
  if (node.format === 'xml') raw(state, depth, node.value)
  else warn(state, node, 'Cannot write opaque `' + node.format + '` content in rules XML (dropped)', 'unsupported-node')
}

function unknown(state: State, node: Node): void {
  warn(state, node, 'Unexpected node `' + node.type + '` in a rule set (dropped)', 'unknown-node')
}

function group(state: State, node: RuleGroup): void {
  const nodeData = node.data?.rulesXml
  state.lines.push('  ' + startTag('group', nodeData?.attributes))
  data(state, 2, 'purpose', node.purpose, node, nodeData?.fields?.purpose)
  for (const child of node.children) groupChild(state, child, 2)
  state.lines.push('  </group>')
}

function groupChild(state: State, child: RuleGroupContent | RuleContent, depth: number): void {
  switch (child.type) {
    case 'rule': {
      rule(state, child, depth)
      break
    }

    case 'ruleComment': {
      comment(state, child, depth)
      break
    }

    case 'ruleAssign': {
      assign(state, child, depth)
      break
    }

    case 'ruleBid': {
      bid(state, child, depth)
      break
    }

    case 'opaque': {
      opaque(state, depth, child)
      break
    }

    default: {
      unknown(state, child)
    }
  }
}

function rule(state: State, node: Rule, depth: number): void {
  const nodeData: RulesXmlNodeData | undefined = node.data?.rulesXml
  const indent = '  '.repeat(depth)
  state.lines.push(indent + startTag('if', nodeData?.attributes))
  data(state, depth + 1, 'name', node.test.quality, node, nodeData?.fields?.name)
  data(state, depth + 1, 'comparison', node.test.comparison, node, nodeData?.fields?.comparison)
  data(state, depth + 1, 'value', node.test.value, node, nodeData?.fields?.value)
  let bids = 0
  for (const child of node.children) {
    if (child.type === 'ruleBid' && ++bids === 2) {
      warn(state, child, 'Unexpected second `ruleBid` in a rule, the game allows one `<bid>` in `<if>`', 'duplicate-bid')
    }

    groupChild(state, child, depth + 1)
  }

  state.lines.push(indent + '</if>')
}

function assign(state: State, node: RuleAssign, depth: number): void {
  const nodeData = node.data?.rulesXml
  const indent = '  '.repeat(depth)
  state.lines.push(indent + startTag('set', nodeData?.attributes))
  data(state, depth + 1, 'name', node.quality, node, nodeData?.fields?.name)
  data(state, depth + 1, 'value', node.value, node, nodeData?.fields?.value)
  for (const extra of nodeData?.extra ?? []) raw(state, depth + 1, extra)
  state.lines.push(indent + '</set>')
}

function comment(state: State, node: RuleComment, depth: number): void {
  data(state, depth, 'comment', node.value, node, node.data?.rulesXml?.attributes)
}

function bid(state: State, node: RuleBid, depth: number): void {
  data(state, depth, 'bid', node.value, node, node.data?.rulesXml?.attributes)
}
