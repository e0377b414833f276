/**
 * Ray's Bridge Game rules (XML, formats.md §2) → bdast: `<rules>` →
 * `ruleSet`, `<group>` → `ruleGroup`, `<if>` → `rule`, `<set>` →
 * `ruleAssign`, `<comment>` → `ruleComment`, `<bid>` → `ruleBid`, in
 * document order (the evaluation order). The reader takes any well-formed
 * XML and warns about what the game's own parser would reject.
 */

import {setOwn} from '@bidding/core/own'
import {readerArguments} from '@bidding/core/registry'
import type {Opaque, Root, Rule, RuleAssign, RuleBid, RuleComment, RuleGroup, RuleSet} from '@bidding/core'
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import type {Element, ElementContent, Nodes} from 'xast'
import {callOfBid} from './calls.js'
import {testToConstraint} from './qualities.js'
import type {RulesXmlNodeData, RulesXmlRootData} from '@bidding/rules-xml-util'
import {isWhitespace, readXml, sliceOf, textOf, type XmlLimits} from '@bidding/safe-xml'

/** Options of the rules reader. */
export interface Options extends XmlLimits {}

const source = '@bidding/rules-xml-parse'

interface Context {
  value: string
  file: VFile
}

const headerFields = {type: 'kind', name: 'name', level: 'level', owner: 'owner', contact: 'contact'} as const
const testFields = {name: 'quality', comparison: 'comparison', value: 'value'} as const

/**
 * Read a rules file of Ray's Bridge Game into bdast.
 *
 * @throws {VFileMessage} (fatal) when the XML is malformed, too large, too
 *   deep, declares entities, or its root is not `<rules>`.
 */
export function fromRulesXml(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromRulesXml(value, options, file)`. */
export function fromRulesXml(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromRulesXml(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {options, file} = readerArguments<Options>(value, second, third)
  const document = readXml(value, file, options, source)
  const context: Context = {value, file}
  const data: RulesXmlRootData = {}
  let root: Element | undefined

  for (const child of document.children) {
    if (isWhitespace(child)) continue
    switch (child.type) {
      case 'element': {
        root = child
        break
      }

      case 'instruction': {
        if (child.name === 'xml') {
          data.declaration = sliceOf(value, child)
        } else if (child.name === 'xml-stylesheet' && data.stylesheet === undefined) {
          data.stylesheet = sliceOf(value, child)
          if (root) warn(context, child, 'Unexpected stylesheet reference after `<rules>`, expected it before (moved)', 'stylesheet-position')
        } else {
          warn(
            context,
            child,
            'Unexpected processing instruction `<?' + child.name + '?>`, the game accepts only the XML declaration and one stylesheet reference (dropped)',
            'instruction'
          )
        }

        break
      }

      case 'comment': {
        warn(context, child, 'Unexpected comment, the game’s parser rejects comments (dropped)', 'comment')
        break
      }

      case 'doctype': {
        warn(context, child, 'Unexpected DOCTYPE, the game accepts only an XML declaration and a stylesheet reference (dropped)', 'doctype')
        break
      }

      /* c8 ignore next 3 -- the XML parser allows nothing else outside the root */
      default: {
        break
      }
    }
  }

  /* c8 ignore next -- the XML parser requires a root element */
  if (!root) return file.fail('Unexpected document without a root element', {ruleId: 'xml', source})
  if (root.name !== 'rules') {
    return file.fail('Unexpected root element `<' + root.name + '>`, expected `<rules>`', {
      place: root.position,
      ruleId: 'unknown-root',
      source
    })
  }

  const tree: Root = {type: 'root', children: [ruleSet(context, root)]}
  if (document.position) tree.position = document.position
  // Always there: it also says the tree was read from rules XML (so no prolog means none).
  tree.data = {rulesXml: data}
  return tree
}

function warn(context: Context, node: Nodes, reason: string, ruleId: string): void {
  context.file.message(reason, {place: node.position, ruleId, source})
}

function positionOf(node: Nodes): Position | undefined {
  const position = node.position
  /* c8 ignore next -- xast-util-from-xml positions every node */
  if (!position) return undefined
  return {start: {...position.start}, end: {...position.end}}
}

/** Attributes of an element (the game defines none): warned about, kept. */
function attributes(context: Context, element: Element): Record<string, string> | undefined {
  let result: Record<string, string> | undefined
  for (const [name, value] of Object.entries(element.attributes)) {
    if (typeof value !== 'string') continue
    warn(context, element, 'Unexpected attribute `' + name + '` on `<' + element.name + '>`, the game defines no attributes (kept)', 'attribute')
    result ??= {}
    setOwn(result, name, value)
  }

  return result
}

/**
 * The text of a data element, as written; warns about what the game's
 * parser cannot read in one (a line break, markup, CDATA).
 */
function dataText(context: Context, element: Element, nodeData: RulesXmlNodeData, field?: string): string {
  const own = attributes(context, element)
  if (own) {
    if (field) {
      nodeData.fields ??= {}
      nodeData.fields[field] = own
    } else {
      nodeData.attributes = own
    }
  }

  for (const child of element.children) {
    if (child.type === 'element' || child.type === 'comment' || child.type === 'instruction') {
      warn(
        context,
        child,
        'Unexpected ' + (child.type === 'element' ? 'element `<' + child.name + '>`' : child.type) + ' in `<' + element.name + '>`, expected text only (dropped)',
        'unexpected-child'
      )
    } else if (child.type === 'cdata') {
      warn(context, child, 'Unexpected CDATA in `<' + element.name + '>`, the game’s parser expects plain text (kept as text)', 'cdata')
    }
  }

  const source = sliceOf(context.value, element)
  if (/[\n\r]/.test(source)) {
    warn(context, element, 'Unexpected line break in `<' + element.name + '>`, the game needs a data element on one line', 'data-line')
  }

  return textOf(element)
}

/** Kept as written, for the writer. */
function opaque(context: Context, node: ElementContent): Opaque {
  const result: Opaque = {type: 'opaque', format: 'xml', value: sliceOf(context.value, node)}
  const position = positionOf(node)
  if (position) result.position = position
  return result
}

/**
 * Warn about a child that is not an element (comment, instruction, text);
 * the game's parser rejects each.
 */
function stray(context: Context, node: ElementContent, parent: Element): void {
  if (isWhitespace(node)) return
  if (node.type === 'comment') {
    warn(context, node, 'Unexpected comment, the game’s parser rejects comments (dropped)', 'comment')
  } else if (node.type === 'instruction') {
    warn(context, node, 'Unexpected processing instruction `<?' + node.name + '?>` in `<' + parent.name + '>` (dropped)', 'instruction')
  } else if (node.type === 'text' || node.type === 'cdata') {
    warn(context, node, 'Unexpected text in `<' + parent.name + '>`, which holds elements only (dropped)', 'mixed-content')
  }
}

function finish<T extends {data?: {rulesXml?: RulesXmlNodeData | undefined} | undefined; position?: Position | undefined}>(
  node: T,
  element: Element,
  nodeData: RulesXmlNodeData
): T {
  const position = positionOf(element)
  if (position) node.position = position
  if (Object.keys(nodeData).length > 0) node.data = {rulesXml: nodeData}
  return node
}

function ruleSet(context: Context, element: Element): RuleSet {
  const header: Partial<Record<(typeof headerFields)[keyof typeof headerFields], string>> = {}
  const children: RuleSet['children'] = []
  const nodeData: RulesXmlNodeData = {}
  const own = attributes(context, element)
  if (own) nodeData.attributes = own

  for (const child of element.children) {
    if (child.type !== 'element') {
      stray(context, child, element)
      continue
    }

    if (child.name === 'group') {
      children.push(ruleGroup(context, child))
      continue
    }

    const field = Object.hasOwn(headerFields, child.name) ? headerFields[child.name as keyof typeof headerFields] : undefined
    if (field) {
      if (header[field] !== undefined) {
        warn(context, child, 'Unexpected second `<' + child.name + '>` in `<rules>`, the game allows one (kept as written)', 'duplicate-element')
        children.push(opaque(context, child))
        continue
      }

      const text = dataText(context, child, nodeData, child.name)
      if (field === 'kind' && text !== 'bid' && text !== 'play') {
        warn(context, child, 'Unexpected type `' + text + '`, expected `bid` or `play`', 'invalid-type')
      }

      header[field] = text
      continue
    }

    warn(
      context,
      child,
      'Unexpected element `<' + child.name + '>` in `<rules>`, expected `<type>`, `<name>`, `<level>`, `<owner>`, `<contact>` or `<group>` (kept as written)',
      'unknown-element'
    )
    children.push(opaque(context, child))
  }

  // Header fields in the order of the format page, before the groups.
  const ordered: typeof header = {}
  for (const field of Object.values(headerFields)) if (header[field] !== undefined) ordered[field] = header[field]
  const node: RuleSet = {type: 'ruleSet', ...ordered, children}
  return finish(node, element, nodeData)
}

function ruleGroup(context: Context, element: Element): RuleGroup {
  const node: RuleGroup = {type: 'ruleGroup', purpose: '', children: []}
  const nodeData: RulesXmlNodeData = {}
  const own = attributes(context, element)
  if (own) nodeData.attributes = own
  let purpose = false
  let first = true

  for (const child of element.children) {
    if (child.type !== 'element') {
      stray(context, child, element)
      continue
    }

    if (child.name === 'purpose') {
      if (purpose) {
        warn(context, child, 'Unexpected second `<purpose>` in `<group>`, the game allows one (kept as written)', 'duplicate-element')
        node.children.push(opaque(context, child))
      } else {
        if (!first) warn(context, child, 'Unexpected `<purpose>` after other elements, the game needs it first in `<group>`', 'purpose-position')
        node.purpose = dataText(context, child, nodeData, 'purpose')
        purpose = true
      }
    } else if (child.name === 'if') {
      node.children.push(rule(context, child))
    } else if (child.name === 'comment') {
      node.children.push(comment(context, child))
    } else {
      warn(
        context,
        child,
        'Unexpected element `<' + child.name + '>` in `<group>`, expected `<purpose>` or `<if>` (kept as written)',
        'unknown-element'
      )
      node.children.push(opaque(context, child))
    }

    first = false
  }

  if (!purpose) warn(context, element, 'Unexpected `<group>` without `<purpose>`, the game needs one', 'missing-element')
  return finish(node, element, nodeData)
}

function rule(context: Context, element: Element): Rule {
  const test = {quality: '', comparison: '', value: ''}
  const seen = new Set<string>()
  const node: Rule = {type: 'rule', test, children: []}
  const nodeData: RulesXmlNodeData = {}
  const own = attributes(context, element)
  if (own) nodeData.attributes = own
  let bids = 0

  for (const child of element.children) {
    if (child.type !== 'element') {
      stray(context, child, element)
      continue
    }

    const field = Object.hasOwn(testFields, child.name) ? testFields[child.name as keyof typeof testFields] : undefined
    if (field) {
      if (seen.has(child.name)) {
        warn(context, child, 'Unexpected second `<' + child.name + '>` in `<if>`, the game allows one (kept as written)', 'duplicate-element')
        node.children.push(opaque(context, child))
        continue
      }

      seen.add(child.name)
      test[field] = dataText(context, child, nodeData, child.name)
    } else if (child.name === 'if') {
      node.children.push(rule(context, child))
    } else if (child.name === 'set') {
      node.children.push(assign(context, child))
    } else if (child.name === 'comment') {
      node.children.push(comment(context, child))
    } else if (child.name === 'bid') {
      if (++bids === 2) warn(context, child, 'Unexpected second `<bid>` in `<if>`, the game allows one', 'duplicate-element')
      node.children.push(bid(context, child))
    } else {
      warn(
        context,
        child,
        'Unexpected element `<' + child.name + '>` in `<if>`, expected `<name>`, `<comparison>`, `<value>`, `<if>`, `<set>`, `<comment>` or `<bid>` (kept as written)',
        'unknown-element'
      )
      node.children.push(opaque(context, child))
    }
  }

  for (const name of Object.keys(testFields)) {
    if (!seen.has(name)) warn(context, element, 'Unexpected `<if>` without `<' + name + '>`, the game needs exactly one', 'missing-element')
  }

  const result: Rule = {type: 'rule', test, constraint: testToConstraint(test), children: node.children}
  return finish(result, element, nodeData)
}

function assign(context: Context, element: Element): RuleAssign {
  const node: RuleAssign = {type: 'ruleAssign', quality: '', value: ''}
  const nodeData: RulesXmlNodeData = {}
  const own = attributes(context, element)
  if (own) nodeData.attributes = own
  const seen = new Set<string>()

  for (const child of element.children) {
    if (child.type !== 'element') {
      stray(context, child, element)
      continue
    }

    if ((child.name === 'name' || child.name === 'value') && !seen.has(child.name)) {
      seen.add(child.name)
      const text = dataText(context, child, nodeData, child.name)
      if (child.name === 'name') node.quality = text
      else node.value = text
      continue
    }

    warn(
      context,
      child,
      seen.has(child.name)
        ? 'Unexpected second `<' + child.name + '>` in `<set>`, the game allows one (kept as written)'
        : 'Unexpected element `<' + child.name + '>` in `<set>`, expected `<name>` and `<value>` (kept as written)',
      seen.has(child.name) ? 'duplicate-element' : 'unknown-element'
    )
    nodeData.extra ??= []
    nodeData.extra.push(sliceOf(context.value, child))
  }

  for (const name of ['name', 'value']) {
    if (!seen.has(name)) warn(context, element, 'Unexpected `<set>` without `<' + name + '>`, the game needs exactly one', 'missing-element')
  }

  return finish(node, element, nodeData)
}

function comment(context: Context, element: Element): RuleComment {
  const nodeData: RulesXmlNodeData = {}
  const node: RuleComment = {type: 'ruleComment', value: dataText(context, element, nodeData)}
  return finish(node, element, nodeData)
}

function bid(context: Context, element: Element): RuleBid {
  const nodeData: RulesXmlNodeData = {}
  const node: RuleBid = {type: 'ruleBid', value: dataText(context, element, nodeData)}
  const call = callOfBid(node.value)
  if (call !== undefined) node.call = call
  return finish(node, element, nodeData)
}
