/**
 * The other files a reader read to build a tree (`#INCLUDE`d files,
 * SLAMBidding conventions), recorded on the vfile so that a caller can
 * refuse to write over any of them.
 */

import type {VFile} from 'vfile'

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of the other files read for this file’s tree, each once, in the order read. */
    dependencies: string[]
  }
}

/** Record that `path` (absolute) was read for `file`’s tree. */
export function addDependency(file: VFile, path: string): void {
  const list = (file.data.dependencies ??= [])
  if (!list.includes(path)) list.push(path)
}

/** The other files read for `file`’s tree (absolute paths). */
export function dependenciesOf(file: VFile): readonly string[] {
  return file.data.dependencies ?? []
}
