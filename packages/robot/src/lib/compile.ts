/**
 * Compile a system once: find its shape (auction tree, state machine,
 * SLAMBidding conventions) and build the engine that chooses with that
 * shape's rule.
 */

import type {Root, StateMachine} from '@bidding/core'
import type {VFile} from 'vfile'
import {inferConstraints} from './infer.js'
import {warn} from './message.js'
import {slamEngine} from './slam-engine.js'
import {statesEngine} from './states-engine.js'
import {treeEngine} from './tree-engine.js'
import type {CompiledSystem, CompileOptions, Engine} from './types.js'

const emptyEngine: Engine = {
  kind: 'empty',
  choose: () => ({reason: 'off-system', tried: [], at: 'an empty system'}),
  interpret: () => undefined,
  nodes: () => []
}

/**
 * Compile a bdast system for the robot.
 *
 * The shape decides the rule: `system`/`convention` nodes (SLAMBidding) use
 * the reference robot's document order and `over` lists; a `stateMachine`
 * (bidding_space) the states' priority lists; `sequence`s (BML, BSS, JSON,
 * the DSL) document order and `priority`. Problems (an unresolved
 * convention, a constraint that cannot be decided, shapes mixed in one
 * document) are warnings on `file`; nothing is thrown.
 *
 * @param tree the system.
 * @param file file to report problems on.
 * @param options see `CompileOptions`.
 */
export function compileSystem(source: Root, file?: VFile, options: CompileOptions = {}): CompiledSystem {
  const tree = options.infer ? inferConstraints(source) : source
  let slam = false
  let machine: StateMachine | undefined
  let sequences = false
  let rules = false
  const scan = (children: readonly Root['children'][number][]): void => {
    for (const node of children) {
      if (node.type === 'system' || node.type === 'convention') slam = true
      else if (node.type === 'stateMachine') {
        if (machine) warn(file, 'Unexpected second state machine: the robot bids with the first one', node, 'mixed-shapes')
        else machine = node
      } else if (node.type === 'sequence') sequences = true
      else if (node.type === 'ruleSet') rules = true
      else if (node.type === 'list') for (const item of node.children) scan(item.children)
    }
  }

  scan(tree.children)
  const shapes = [slam, machine !== undefined, sequences].filter(Boolean).length
  if (shapes > 1) {
    warn(
      file,
      'Unexpected mix of ' + [slam ? 'conventions' : '', machine ? 'a state machine' : '', sequences ? 'bidding tables' : ''].filter(Boolean).join(' and ') +
        ' in one system: the robot bids with the ' + (slam ? 'conventions' : 'state machine'),
      tree,
      'mixed-shapes'
    )
  }

  let engine: Engine
  if (slam) engine = slamEngine(tree, file, options)
  else if (machine) engine = statesEngine(machine, file, options)
  else if (sequences) engine = treeEngine(tree, file)
  else {
    warn(
      file,
      rules
        ? 'Unexpected rule set (Ray’s Bridge Game): its tests are opaque qualities the robot cannot evaluate; convert it to bidding tables'
        : 'Unexpected system without bidding tables, state machines or conventions: the robot always passes',
      tree,
      rules ? 'unsupported-rules' : 'empty-system'
    )
    engine = emptyEngine
  }

  const named = tree.metadata?.fallback?.trim().toLowerCase()
  if (named !== undefined && named !== 'natural' && named !== 'pass') {
    warn(file, 'Unexpected fallback `' + tree.metadata!.fallback + '` in the metadata, expected `natural` or `pass`', tree, 'unknown-fallback')
  }

  const system: CompiledSystem = {
    kind: engine.kind,
    engine,
    ...(named === 'natural' ? {fallback: 'natural' as const} : {}),
    ...(tree.metadata?.title ? {title: tree.metadata.title} : {})
  }
  return system
}
