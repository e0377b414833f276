/**
 * bdast → bidding_space text, in the current dialect: per state a
 * `state:`, `prev_bid:` and `priority:` line, then one TAB-separated line
 * per bid (`1c→rsp0→p(hp,13,22)→s(c,gte,2)→@Approach club`). Lines the
 * reader kept as written are written back as they were.
 */

import {isConcrete} from '@bidding/core/calls'
import {messageAt} from '@bidding/core/messages'
import {stateMachinesOf} from '@bidding/core/views'
import type {Bid, FlowContent, PhrasingContent, Root} from '@bidding/core'
import type {VFile} from 'vfile'
import {ruleToken, stateRows, type EntryBid, type StateRow} from '@bidding/bidspace-util'

/** Configuration of the bidding_space writer (none yet). */
export interface Options {}

const source = '@bidding/bidspace-stringify'

function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children) : node.type === 'break' ? '\n' : ''))
    .join('')
}

function containsBidding(node: FlowContent): boolean {
  if (node.type === 'sequence' || node.type === 'stateMachine') return true
  return 'children' in node && (node.children as FlowContent[]).some((child) => containsBidding(child))
}

/** Lines for what comes before the states: kept lines, and prose as comments. */
function header(tree: Root, file: VFile | undefined): string[] {
  const lines: string[] = []
  for (const node of tree.children) {
    if (node.type === 'opaque' && node.format === 'bidspace') {
      lines.push(...node.value.split(/\r?\n|\r/))
    } else if (node.type === 'heading' || node.type === 'paragraph') {
      for (const line of plain(node.children).split('\n')) lines.push('# ' + line.trim())
    } else if (!containsBidding(node) && node.type !== 'ruleSet' && node.type !== 'convention' && node.type !== 'system') {
      messageAt(file, 'Unexpected `' + node.type + '` that bidding_space cannot hold; left out', node, {
        ruleId: 'unsupported-node',
        source
      })
    }
  }

  return lines
}

/** A name the reference reads whole, or the closest one with a warning. */
function name(value: string, pattern: RegExp, what: string, node: EntryBid['node'] | StateRow['node'], file: VFile | undefined): string {
  const result = value.trim().replaceAll(/\s+/g, '_') || 'unnamed'
  if (!pattern.test(result) || result !== value) {
    messageAt(file, 'Unexpected ' + what + ' `' + value + '`, expected letters, digits and `_`; written as `' + result + '`', node, {
      ruleId: 'invalid-state-name',
      source
    })
  }

  return result
}

function bidLine(entry: EntryBid, file: VFile | undefined): string {
  const node = entry.node
  if (entry.node.type === 'opaque') return entry.node.value
  if (!isConcrete((entry.node as Bid).call)) {
    messageAt(file, 'Unexpected call pattern `' + (entry.node as Bid).call + '`, expected a call; written as `' + entry.bid + '`', node, {
      ruleId: 'pattern-call',
      source
    })
  }

  const fields = [entry.bid]
  if (entry.nextState === undefined) {
    messageAt(
      file,
      'Missing next state of bid `' + entry.bid + '`; written without one, which the reference misreads',
      node,
      {ruleId: 'missing-next-state', source}
    )
  } else {
    fields.push(name(entry.nextState, /^[A-Za-z0-9_-]+$/, 'next state', node, file))
  }

  fields.push(...entry.rules.map((rule) => ruleToken(rule)))
  if (entry.description !== '') {
    const cut = /[^A-Za-z0-9, -]/.exec(entry.description)
    if (cut) {
      messageAt(
        file,
        'Unexpected `' + cut[0] + '` in description, which the reference cuts to `' + entry.description.slice(0, cut.index).trim() + '`',
        node,
        {ruleId: 'description-cut', source}
      )
    }

    fields.push('@' + entry.description)
  }

  return fields.join('\t')
}

function stateBlock(row: StateRow, file: VFile | undefined): string[] {
  const lines = [
    'state: ' + name(row.name, /^\w+$/, 'state name', row.node, file),
    'prev_bid: ' + row.prevBid
  ]
  // The last `priority:` line is the one that counts: after any kept ones.
  let kept = -1
  for (const [index, entry] of row.entries.entries()) {
    if (entry.kind === 'line' && /^\s*priority\s*:/.test(entry.node.value)) kept = index
  }

  const priority = row.rankings === undefined ? undefined : ('priority: ' + row.rankings.join(' ')).trimEnd()
  if (priority !== undefined && kept === -1) lines.push(priority)
  for (const [index, entry] of row.entries.entries()) {
    lines.push(entry.kind === 'line' ? entry.node.value : bidLine(entry, file))
    if (priority !== undefined && index === kept) lines.push(priority)
  }

  return lines
}

/**
 * Write a tree as bidding_space text.
 *
 * @param tree a tree with a state machine, or sequences to fold into one
 * @param _options configuration (none yet)
 * @param file where warnings go
 * @returns the text
 */
export function toBidspace(tree: Root, _options?: Readonly<Options> | null, file?: VFile): string {
  const blocks: string[][] = []
  const lines = header(tree, file)
  if (lines.length > 0) blocks.push(lines)
  for (const machine of stateMachinesOf(tree, file, {source})) {
    for (const row of stateRows(machine, file, source)) blocks.push(stateBlock(row, file))
  }

  return blocks.map((block) => block.join('\n')).join('\n\n') + (blocks.length > 0 ? '\n' : '')
}
