/**
 * The default resolver: conventions found by name in `.conv` files on disk,
 * as SLAMBidding's `makeconventiondict()` finds them (every `<name>` of
 * every file; within a folder the last file in name order wins).
 *
 * Node's `fs` and `path` are taken through `process.getBuiltinModule`, so
 * this module loads in a browser too, where it finds nothing.
 */

import {addDependency} from '@bidding/core/files'
import {VFile} from 'vfile'
import {fromSlam} from './from-slam.js'
import type {Resolver} from './resolve.js'
import type {XmlLimits} from '@bidding/safe-xml'

/** Options of `createFolderResolver`. */
export interface FolderResolverOptions extends XmlLimits {
  /**
   * Folders to search, in order, for a reference in `from` (default: the
   * folder of `from`, then `../conventionsv2` and `../conventions` from it,
   * as SLAMBidding lays out `systems/`, `conventionsv2/` and `conventions/`).
   * Relative folders are relative to `from.cwd`.
   */
  folders?: ((from: VFile) => readonly string[]) | null | undefined
}

interface FileSystem {
  readdirSync(path: string): string[]
  readFileSync(path: string, encoding: 'utf8'): string
}

interface PathModule {
  resolve(...paths: string[]): string
  join(...paths: string[]): string
  relative(from: string, to: string): string
}

type GetBuiltinModule = (id: string) => unknown

function builtins(): {fs: FileSystem; path: PathModule} | undefined {
  const get = (globalThis as {process?: {getBuiltinModule?: GetBuiltinModule}}).process?.getBuiltinModule
  /* c8 ignore next -- Node ≥ 20.16 has it; browsers do not */
  if (typeof get !== 'function') return undefined
  return {fs: get('node:fs') as FileSystem, path: get('node:path') as PathModule}
}

/**
 * Create a resolver that reads conventions from folders.
 *
 * @returns a synchronous resolver; it reads each folder and each file once.
 */
export function createFolderResolver(options: Readonly<FolderResolverOptions> = {}): Resolver {
  const modules = builtins()
  const folders = new Map<string, Map<string, string>>()
  /** Files read to index each folder. */
  const reads = new Map<string, string[]>()
  /** Text of each convention file found, read once. */
  const texts = new Map<string, string>()

  return function (name, from) {
    /* c8 ignore next */
    if (!modules) return undefined
    const {fs, path} = modules
    const cwd = from.cwd
    const base = path.resolve(cwd, from.path === undefined ? '.' : from.dirname!)
    const searched = options.folders
      ? options.folders(from).map((folder) => path.resolve(cwd, folder))
      : [base, path.join(base, '..', 'conventionsv2'), path.join(base, '..', 'conventions')]

    for (const folder of new Set(searched)) {
      let index = folders.get(folder)
      if (!index) {
        const read: string[] = []
        index = indexFolder(fs, path, folder, options, read)
        folders.set(folder, index)
        reads.set(folder, read)
      }

      // Every file read to index the folder, for callers that must not overwrite them.
      for (const file of reads.get(folder) ?? []) addDependency(from, file)

      const file = index.get(name)
      if (file !== undefined) {
        let value = texts.get(file)
        if (value === undefined) {
          value = fs.readFileSync(file, 'utf8')
          texts.set(file, value)
        }

        const found = new VFile({cwd, path: path.relative(cwd, file) || file, value})
        addDependency(found, file)
        addDependency(from, file)
        return found
      }
    }

    return undefined
  }
}

/** Map every convention name of the `.conv` files in a folder to its file. */
function indexFolder(fs: FileSystem, path: PathModule, folder: string, limits: XmlLimits, read: string[]): Map<string, string> {
  const index = new Map<string, string>()
  let entries: string[]
  try {
    entries = fs.readdirSync(folder)
  } catch {
    return index
  }

  for (const entry of entries.filter((name) => name.endsWith('.conv')).sort()) {
    const file = path.join(folder, entry)
    read.push(file)
    try {
      const tree = fromSlam(fs.readFileSync(file, 'utf8'), new VFile({path: file}), limits)
      const first = tree.children[0]
      if (first?.type === 'convention') for (const name of first.names) index.set(name, file)
    } catch {
      // Not a readable convention (a folder named `x.conv`, bad XML): SLAMBidding would stop; skip it.
    }
  }

  return index
}
