/**
 * The open folder, in memory: `#INCLUDE`s resolve inside it and nowhere
 * else (the reader is given `readFile`, never a file system).
 */

import type {StudioFile} from '../protocol.js'

export class Folder {
  readonly #files = new Map<string, string>()
  /** Changes with every change of a file (the robot's system is read again then). */
  version = 0

  replace(files: readonly StudioFile[]): void {
    this.version++
    this.#files.clear()
    for (const file of files) this.#files.set(normalize(file.path), file.text)
  }

  get(path: string): string | undefined {
    return this.#files.get(normalize(path))
  }

  set(path: string, text: string): void {
    this.version++
    this.#files.set(normalize(path), text)
  }

  has(path: string): boolean {
    return this.#files.has(normalize(path))
  }

  paths(): string[] {
    return [...this.#files.keys()]
  }

  /** `readFile` for the reader: a missing file throws, which it reports as a message. */
  readonly read = (path: string): string => {
    const text = this.get(path)
    if (text === undefined) throw new Error('No file `' + normalize(path) + '` in the open folder')
    return text
  }
}

/** Paths as the folder keeps them: no leading `/` or `./`, `..` resolved. */
export function normalize(path: string): string {
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }

  return parts.join('/')
}

export function dirname(path: string): string {
  const index = normalize(path).lastIndexOf('/')
  return index === -1 ? '.' : normalize(path).slice(0, index)
}
