/**
 * `#INCLUDE`: a line `^\s*#\s*INCLUDE\s*(\S+)` is replaced by an empty line
 * and the file's lines, and the whitespace after the directive (following
 * blank lines, and the indentation of the next line) is dropped, as the
 * reference's `re.sub` does (bml.md §2).
 *
 * `default` profile: recursive, each path relative to the including file,
 * cycles and paths outside the document's folder refused (unless
 * `allowOutside`). `reference` profile: one pass over the document, paths
 * relative to the document, includes in included files left as they are.
 */

import {warn, fail, type Context} from './context.js'
import {builtin, path} from './path.js'
import {dropStart, linesOf, type Line} from './source.js'

const includeLine = /^\s*#\s*INCLUDE\s*(\S+)/

/** `readFile` of Node, when the runtime has one. */
export const defaultReadFile: ((path: string) => string) | undefined = (() => {
  const fs = builtin?.('node:fs') as {readFileSync(path: string, encoding: 'utf8'): string} | undefined
  return fs ? (file: string) => fs.readFileSync(file, 'utf8') : undefined
})()

/** Normalise line endings: CRLF and lone CR become LF. */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replaceAll(/\r\n?/g, '\n') : text
}

/**
 * Expand the `#INCLUDE` lines of the document's lines.
 *
 * @returns the lines with included files spliced in.
 */
export function expandIncludes(context: Context, lines: Line[]): Line[] {
  const main = context.sources[0]!
  const cwd = context.file.cwd
  const documentPath = main.path
  const rootDirectory = documentPath ? path.dirname(documentPath) : ''
  const absoluteRoot = path.resolve(cwd, rootDirectory || '.')

  function splice(lines: readonly Line[], from: string | undefined, chain: readonly string[], nested: boolean): Line[] {
    const input = [...lines]
    const output: Line[] = []
    let index = 0
    while (index < input.length) {
      const line = input[index]!
      const match = includeLine.exec(line.text)
      if (!match || (nested && context.settings.reference)) {
        output.push(line)
        index++
        continue
      }

      const name = match[1]!
      const rest = line.text.slice(match[0].length)
      index++
      const base = context.settings.reference ? rootDirectory : from ? path.dirname(from) : rootDirectory
      const target = path.isAbsolute(name) ? name : base ? path.join(base, name) : name
      const absolute = path.resolve(cwd, target)
      const place = {line, from: match[0].length - name.length, to: match[0].length}
      const included = load(target, absolute, place, line, chain)

      // `"\n" + content + "\n"` replaces the directive and what follows it.
      output.push({...line, text: '', prefix: 0})
      if (included) {
        const source = context.sources.length
        context.sources.push({path: target, text: included, main: false})
        const lines = linesOf(included, source)
        output.push(...(context.settings.reference ? lines : splice(lines, target, [...chain, absolute], true)))
      }

      if (rest.trim() === '') {
        while (index < input.length && input[index]!.text.trim() === '') index++
        if (index < input.length) {
          // The next line loses its indentation and is read next, so an
          // `#INCLUDE` there is expanded too.
          const next = input[index]!
          input[index] = dropStart(next, next.text.length - next.text.trimStart().length)
        } else {
          // The newline after the content ends its last line.
          output.push({...line, text: '', prefix: 0})
        }
      } else {
        output.push(dropStart(line, line.text.length - rest.trimStart().length))
      }
    }

    return output
  }

  function load(
    target: string,
    absolute: string,
    place: {line: Line; from: number; to: number},
    line: Line,
    chain: readonly string[]
  ): string | undefined {
    const problem = context.settings.reference ? fail : warn
    if (!context.settings.allowOutside) {
      const relative = path.relative(absoluteRoot, absolute)
      if (relative === '..' || relative.startsWith('..' + path.sep) || path.isAbsolute(relative)) {
        warn(
          context,
          'Unexpected include `' + target + '` outside the document’s folder, expected a file inside it (or `allowOutside`)',
          place,
          'include-outside',
          line
        )
        return undefined
      }
    }

    if (chain.includes(absolute)) {
      warn(context, 'Unexpected include cycle: `' + target + '` includes itself', place, 'include-cycle', line)
      return undefined
    }

    const readFile = context.settings.readFile
    if (!readFile) {
      problem(context, 'Cannot include `' + target + '`: no `readFile` in this runtime', place, 'include-missing', line)
      return undefined
    }

    try {
      // Node's reader resolves against the file's `cwd`, not the process's.
      return normalizeNewlines(readFile(readFile === defaultReadFile ? absolute : target))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      problem(context, 'Cannot include `' + target + '`: ' + reason, place, 'include-missing', line)
      return undefined
    }
  }

  const first = lines.some((line) => includeLine.test(line.text))
  if (!first) return lines
  return splice(lines, documentPath, documentPath ? [path.resolve(cwd, documentPath)] : [], false)
}
