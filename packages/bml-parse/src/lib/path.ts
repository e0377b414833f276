/**
 * Paths for `#INCLUDE`: `node:path` in Node, a posix version elsewhere (the
 * reader must also run in a browser, with an injected `readFile`).
 */

/** The path functions the reader needs. */
export interface PathApi {
  dirname(path: string): string
  join(...parts: string[]): string
  resolve(...parts: string[]): string
  relative(from: string, to: string): string
  isAbsolute(path: string): boolean
  sep: string
}

/** `process.getBuiltinModule` of Node (20.16+), absent in browsers. */
export const builtin = (globalThis as {process?: {getBuiltinModule?: (id: string) => unknown}}).process?.getBuiltinModule

/** Posix path handling for runtimes without `node:path`. */
export const posix: PathApi = {
  sep: '/',
  dirname(path) {
    const index = path.lastIndexOf('/')
    return index === -1 ? '.' : index === 0 ? '/' : path.slice(0, index)
  },
  isAbsolute(path) {
    return path.startsWith('/')
  },
  join(...parts) {
    return normalize(parts.filter((part) => part !== '').join('/'))
  },
  resolve(...parts) {
    let result = ''
    for (const part of parts) result = part.startsWith('/') ? part : result ? result + '/' + part : part
    return normalize(result.startsWith('/') ? result : '/' + result)
  },
  relative(from, to) {
    const a = normalize(from).split('/').filter(Boolean)
    const b = normalize(to).split('/').filter(Boolean)
    let common = 0
    while (common < a.length && common < b.length && a[common] === b[common]) common++
    return [...Array.from({length: a.length - common}, () => '..'), ...b.slice(common)].join('/')
  }
}

function normalize(path: string): string {
  const absolute = path.startsWith('/')
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop()
    else if (part !== '..' || !absolute) parts.push(part)
  }

  const joined = parts.join('/')
  return absolute ? '/' + joined : joined || '.'
}

const nodePath = builtin?.('node:path') as PathApi | undefined
/** `node:path` when the runtime has it, else posix paths. */
export const path: PathApi = nodePath ?? posix

