/**
 * SLAMBidding XML → bdast: a `.conv` file (version 2 or 1) gives a
 * `convention`, a `.system` file a `system`.
 */

import type {Convention, Root, System} from '@bidding/core'
import {readerArguments} from '@bidding/core/registry'
import type {VFile} from 'vfile'
import type {Element} from 'xast'
import {source, type Context} from './context.js'
import {conventionV1, isVersion1} from './convention-v1.js'
import {conventionV2} from './convention-v2.js'
import {createFolderResolver} from './folder-resolver.js'
import {resolveSlam, type SpliceLimits} from './resolve.js'
import {system} from './system.js'
import type {SlamRootData} from '@bidding/slam-util'
import {isWhitespace, readXml, sliceOf, type XmlLimits} from '@bidding/safe-xml'

/** A resolver that answers at once (what the reader can use). */
export type SyncResolver = (name: string, from: VFile) => VFile | undefined

/** Options of the SLAMBidding reader. */
export interface Options extends XmlLimits, SpliceLimits {
  /**
   * Splice subconventions and load a system's conventions while reading,
   * as `slamResolve` does (default: `false`).
   */
  resolve?: boolean | null | undefined
  /** Where `resolve` finds conventions (default: `createFolderResolver()`). */
  resolver?: SyncResolver | null | undefined
}

/**
 * Read a SLAMBidding convention (`<convention>`, version 2 or 1) or system
 * (`<system>`) into bdast.
 *
 * @throws {VFileMessage} (fatal) when the XML is malformed, too large, too
 *   deep, declares entities, or its root is neither element.
 */
export function fromSlam(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromSlam(value, options, file)`. */
export function fromSlam(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromSlam(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {options, file} = readerArguments<Options>(value, second, third)
  const document = readXml(value, file, options, source)
  const context: Context = {value, file}
  const data: SlamRootData = {}
  let element: Element | undefined

  for (const child of document.children) {
    if (child.type === 'element') {
      element = child
    } else if (!isWhitespace(child)) {
      const list = element ? (data.epilog ??= []) : (data.prolog ??= [])
      list.push(sliceOf(value, child))
    }
  }

  /* c8 ignore next -- the XML parser requires a root element */
  if (!element) return file.fail('Unexpected document without a root element', {ruleId: 'xml', source})

  let content: Convention | System
  if (element.name === 'convention') {
    content = isVersion1(element) ? conventionV1(context, element) : conventionV2(context, element)
  } else if (element.name === 'system') {
    content = system(context, element)
  } else {
    return file.fail('Unexpected root element `<' + element.name + '>`, expected `<convention>` or `<system>`', {
      place: element.position,
      ruleId: 'unknown-root',
      source
    })
  }

  const root: Root = {type: 'root', children: [content]}
  if (document.position) root.position = document.position
  if (data.prolog || data.epilog) root.data = {slam: data}
  if (options.resolve) {
    const limits = {maxSize: options.maxSize, maxDepth: options.maxDepth}
    void resolveSlam(root, file, options.resolver ?? createFolderResolver(limits), {...options, ...limits})
  }

  return root
}
