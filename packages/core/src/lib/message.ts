/**
 * Messages about nodes, on the file each node was read from.
 *
 * A tree read from a BML document with `#INCLUDE`s (or a SLAMBidding system
 * with its conventions spliced in) holds nodes of several files; such a
 * node's `data.file` names its file and its `position` points into it. A
 * message about the node must name that file, not the document's: the
 * message carries it in `message.file`, and `splitMessagesByFile` gives one
 * vfile per source file for reporters (vfile-reporter) that group by vfile.
 */

import type {Point, Position} from 'unist'
import {VFile} from 'vfile'
import type {Node} from './nodes.js'

type VFileMessage = ReturnType<VFile['message']>

/** How to make a message about a node. */
export interface NodeMessageOptions {
  ruleId: string
  source: string
  /** Where in the node's file, when not at the node itself. */
  place?: Position | Point | undefined
}

/** The file `node` was read from, when it is not the tree's own (its `data.file`). */
export function fileOfNode(node: Node | undefined): string | undefined {
  const file = node?.data?.file
  return typeof file === 'string' && file !== '' ? file : undefined
}

/**
 * Add a warning about `node` to `file`: placed at the node (or
 * `options.place`) and naming, in `message.file`, the file the node was read
 * from. Nothing happens without a file.
 */
export function messageAt(
  file: VFile | undefined,
  reason: string,
  node: Node | undefined,
  options: NodeMessageOptions
): VFileMessage | undefined {
  if (!file) return undefined
  const message = file.message(reason, {place: options.place ?? node?.position, ruleId: options.ruleId, source: options.source})
  const from = fileOfNode(node)
  if (from !== undefined) message.file = from
  return message
}

/**
 * One vfile per source file: each file's messages whose `message.file`
 * names another file move to a vfile of that path (made once per path, in
 * the order first seen, after the files given). The files given are not
 * changed; the result holds copies with the messages split.
 */
export function splitMessagesByFile(files: readonly VFile[]): VFile[] {
  const result: VFile[] = []
  const others = new Map<string, VFile>()
  for (const file of files) {
    const own = new VFile({cwd: file.cwd, path: file.path, value: file.value})
    // Keep the history (`a.bml > a.html`) the reporter shows.
    own.history = [...file.history]
    own.stored = file.stored
    result.push(own)
    for (const message of file.messages) {
      const target = message.file && message.file !== file.path ? message.file : undefined
      if (target === undefined) {
        own.messages.push(message)
        continue
      }

      let other = others.get(target)
      if (!other) {
        other = new VFile({cwd: file.cwd, path: target})
        others.set(target, other)
      }

      other.messages.push(message)
    }
  }

  return [...result, ...others.values()]
}
