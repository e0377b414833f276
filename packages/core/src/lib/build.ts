/**
 * `b()`, a terse builder for bdast in the style of unist-builder's `u()`:
 *
 * ```ts
 * b('sequence', [
 *   b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', '15-17')])])
 * ])
 * ```
 */

import type {Nodes} from './nodes.js'

type NodeOf<Type extends Nodes['type']> = Extract<Nodes, {type: Type}>

type Props<N> = Omit<N, 'type' | 'children' | 'value'>

type RequiredKeys<T> = {[K in keyof T]-?: {} extends Pick<T, K> ? never : K}[keyof T]

/** Arguments after `type`: props (required when the node has required fields), then children or value. */
export type BuildArgs<N> = N extends {children: infer Children}
  ? [RequiredKeys<Props<N>>] extends [never]
    ? [children?: Children] | [props: Props<N>, children?: Children]
    : [props: Props<N>, children?: Children]
  : N extends {value: string}
    ? [RequiredKeys<Props<N>>] extends [never]
      ? [value: string] | [props: Props<N>, value: string]
      : [props: Props<N>, value: string]
    : [RequiredKeys<Props<N>>] extends [never]
      ? [props?: Props<N>]
      : [props: Props<N>]

const parents = new Set([
  'root',
  'heading',
  'paragraph',
  'list',
  'listItem',
  'descriptionList',
  'descriptionItem',
  'descriptionTerm',
  'descriptionDetails',
  'table',
  'tableRow',
  'tableCell',
  'auctionDiagram',
  'auctionCall',
  'emphasis',
  'strong',
  'sequence',
  'bid',
  'meaning',
  'stateMachine',
  'state',
  'ruleSet',
  'ruleGroup',
  'rule',
  'convention',
  'system'
])

/**
 * Build a bdast node.
 *
 * @param type node type
 * @param args props (when the node has fields), then children or value
 */
export function b<Type extends Nodes['type']>(type: Type, ...args: BuildArgs<NodeOf<Type>>): NodeOf<Type>
export function b(type: string, ...args: unknown[]): unknown {
  const node: Record<string, unknown> = {type}
  let rest = args
  const first = rest[0]
  if (first !== undefined && typeof first === 'object' && first !== null && !Array.isArray(first)) {
    Object.assign(node, first)
    rest = rest.slice(1)
  }

  const last = rest[0]
  if (typeof last === 'string') node.value = last
  else if (Array.isArray(last)) node.children = last
  else if (parents.has(type)) node.children = []
  return node
}
