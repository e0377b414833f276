/**
 * `#INCLUDE`: a line `^\s*#\s*INCLUDE\s*(\S+)` is replaced by an empty line
 * and the file's lines, and the whitespace after the directive (following
 * blank lines, and the indentation of the next line) is dropped, as the
 * reference's `re.sub` does (bml.md §2).
 *
 * `default` profile: recursive, each path relative to the including file.
 * `reference` profile: one pass over the document, paths relative to the
 * document, includes in included files left as they are.
 *
 * Both profiles compare real paths (symbolic links resolved): a file may not
 * include itself through any chain of files or links, and stays inside the
 * include root (the document's folder; a document without a path has none
 * unless `includeRoot` names one) unless `allowOutside`. A file included
 * twice is included twice, as in the reference; a budget of expanded
 * characters, of files included and of include depth keeps repeated
 * inclusion from growing exponentially.
 */

import {addDependency} from '@bidding/core/files'
import {warn, fail, type Context} from './context.js'
import {builtin, path} from './path.js'
import {dropStart, eachLine, type Line} from './source.js'

const includeLine = /^\s*#\s*INCLUDE\s*(\S+)/
/** `includeLine` on any line of a text (`\s` within a line is whitespace but `\n`). */
const includeInText = /(?:^|\n)[^\S\n]*#[^\S\n]*INCLUDE[^\S\n]*\S/

/** Whether a line of `text` is an `#INCLUDE` (without splitting it into lines). */
export function hasIncludes(text: string): boolean {
  return includeInText.test(text)
}

/** Default budget: the expanded document, in characters (50 MiB). */
export const defaultMaxIncludeSize = 50 * 1024 * 1024
/** Default budget: files nested in one another. */
export const defaultMaxIncludeDepth = 32
/** Default budget: `#INCLUDE` directives expanded (each costs far more than its characters). */
export const defaultMaxIncludes = 10_000

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string
  realpathSync: {native(path: string): string}
}

const fs = builtin?.('node:fs') as NodeFs | undefined

/** `readFile` of Node, when the runtime has one. */
export const defaultReadFile: ((path: string) => string) | undefined = fs ? (file: string) => fs.readFileSync(file, 'utf8') : undefined

/** `realpath` of Node, when the runtime has one. */
export const defaultRealpath: ((path: string) => string) | undefined = fs ? (file: string) => fs.realpathSync.native(file) : undefined

/** Normalise line endings: CRLF and lone CR become LF. */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replaceAll(/\r\n?/g, '\n') : text
}

type Place = {line: Line; from: number; to: number}

/** Why a file cannot be read, in words (Node's own message repeats the path and the call). */
function readFailure(error: unknown): string {
  const code = (error as {code?: unknown} | undefined)?.code
  if (code === 'ENOENT') return 'no such file'
  if (code === 'EISDIR') return 'it is a folder, expected a file'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  return error instanceof Error ? error.message : String(error)
}

/** What one `#INCLUDE` line gave: the file's text and its index in `context.sources`, or nothing. */
type Loaded = {text: string; real: string; source: number} | undefined

/**
 * Expand the `#INCLUDE` lines of the document. The expansion runs twice:
 * once at once, which reads the files and reports every problem (so the
 * messages and a fatal budget stop come before any of the document is
 * read, as they would if the whole expanded document were made first), and
 * again as the returned lines are asked for, replaying what the first run
 * loaded. Neither run holds the document's lines: a large document costs
 * no line array (which took as much memory as its tree).
 *
 * @returns the lines with included files spliced in, made as they are asked for.
 * @throws {VFileMessage} (fatal) when the expansion exceeds its budget.
 */
export function expandIncludes(context: Context, text: string): Iterable<Line> {
  const {settings, file} = context
  const main = context.sources[0]!
  const cwd = file.cwd
  const documentPath = main.path
  const rootDirectory = documentPath ? path.dirname(documentPath) : ''
  const root = settings.includeRoot === undefined ? undefined : real(path.resolve(cwd, settings.includeRoot))
  /** Texts already read, by real path: a file read once per document. */
  const texts = new Map<string, string>()
  /** Real paths, and whether they are outside the root, by absolute path. */
  const places = new Map<string, {real: string; outside: boolean}>()
  /** What each `#INCLUDE` gave, in the order the first run met them. */
  const loads: Loaded[] = []
  let size = main.text.length
  let count = 0

  /** The real path, or the path itself when it cannot be resolved (reading it then says why). */
  function real(absolute: string): string {
    if (!settings.realpath) return absolute
    try {
      return settings.realpath(absolute)
    } catch {
      return absolute
    }
  }

  /**
   * `lines` with includes expanded; `loadNext` gives the file of each include
   * line met, in order (the first run reads, the second replays).
   */
  function* splice(
    lines: Iterable<Line>,
    from: string | undefined,
    chain: readonly string[],
    nested: boolean,
    loadNext: (target: string, place: Place, line: Line, chain: readonly string[]) => Loaded
  ): Generator<Line> {
    const input = lines[Symbol.iterator]()
    // A line after an include, stripped of its indentation, to be read next.
    let pending: Line | undefined
    for (;;) {
      let line: Line
      if (pending) {
        line = pending
        pending = undefined
      } else {
        const next = input.next()
        if (next.done) return
        line = next.value
      }

      const match = includeLine.exec(line.text)
      if (!match || (nested && settings.reference)) {
        yield line
        continue
      }

      const name = match[1]!
      const rest = line.text.slice(match[0].length)
      const base = settings.reference ? rootDirectory : from ? path.dirname(from) : rootDirectory
      const target = path.isAbsolute(name) ? name : base ? path.join(base, name) : name
      const place = {line, from: match[0].length - name.length, to: match[0].length}
      const loaded = loadNext(target, place, line, chain)

      // `"\n" + content + "\n"` replaces the directive and what follows it.
      yield {...line, text: '', prefix: 0}
      if (loaded) {
        const lines = eachLine(loaded.text, loaded.source)
        if (settings.reference) yield* lines
        else yield* splice(lines, target, [...chain, loaded.real], true, loadNext)
      }

      if (rest.trim() === '') {
        let next = input.next()
        while (!next.done && next.value.text.trim() === '') next = input.next()
        if (next.done) {
          // The newline after the content ends its last line.
          yield {...line, text: '', prefix: 0}
        } else {
          // The next line loses its indentation and is read next, so an
          // `#INCLUDE` there is expanded too.
          pending = dropStart(next.value, next.value.text.length - next.value.text.trimStart().length)
        }
      } else {
        yield dropStart(line, line.text.length - rest.trimStart().length)
      }
    }
  }

  /** Read an included file (first run), reporting why not; its source is added to the context. */
  function loadAndRecord(target: string, place: Place, line: Line, chain: readonly string[]): Loaded {
    const read = load(target, place, line, chain)
    let loaded: Loaded
    if (read) {
      loaded = {...read, source: context.sources.length}
      context.sources.push({path: target, text: read.text, main: false})
    }

    loads.push(loaded)
    return loaded
  }

  function load(target: string, place: Place, line: Line, chain: readonly string[]): {text: string; real: string} | undefined {
    const problem = settings.reference ? fail : warn
    if (root === undefined && !settings.allowOutside) {
      warn(
        context,
        'Unexpected include `' + target + '` in a document without a path, expected `includeRoot` (`--include-root DIR`) to name the folder includes come from',
        place,
        'include-outside',
        line
      )
      return undefined
    }

    const absolute = path.resolve(cwd, target)
    let known = places.get(absolute)
    if (!known) {
      const realPath = real(absolute)
      const relative = root === undefined ? '' : path.relative(root, realPath)
      known = {real: realPath, outside: relative === '..' || relative.startsWith('..' + path.sep) || path.isAbsolute(relative)}
      places.set(absolute, known)
    }

    const realPath = known.real
    if (!settings.allowOutside) {
      if (known.outside) {
        warn(
          context,
          'Unexpected include `' + target + '` outside the document’s folder' +
            (realPath === absolute ? '' : ' (it is `' + realPath + '`)') +
            ', expected a file inside it (or `allowOutside`)',
          place,
          'include-outside',
          line
        )
        return undefined
      }
    }

    if (chain.includes(realPath)) {
      warn(context, 'Unexpected include cycle: `' + target + '` includes itself', place, 'include-cycle', line)
      return undefined
    }

    if (chain.length > settings.maxIncludeDepth) {
      fail(
        context,
        'Unexpected include `' + target + '` nested ' + chain.length + ' files deep, expected at most ' + settings.maxIncludeDepth +
          ' (raise `maxIncludeDepth`, `--max-include-depth N`)',
        place,
        'include-depth',
        line
      )
    }

    if (++count > settings.maxIncludes) {
      fail(
        context,
        'Unexpected include `' + target + '` beyond the budget: more than ' + settings.maxIncludes +
          ' files included (raise `maxIncludes`, `--max-includes N`)',
        place,
        'include-count',
        line
      )
    }

    let text = texts.get(realPath)
    if (text === undefined) {
      const readFile = settings.readFile
      if (!readFile) {
        problem(context, 'Cannot include `' + target + '`: no `readFile` in this runtime', place, 'include-missing', line)
        return undefined
      }

      try {
        // An injected `readFile` gets the path as written; with real paths, the file the links lead to is read.
        text = normalizeNewlines(readFile(settings.realpath ? realPath : target))
      } catch (error) {
        problem(context, 'Cannot include `' + target + '`: ' + readFailure(error), place, 'include-missing', line)
        return undefined
      }

      texts.set(realPath, text)
      addDependency(file, realPath)
    }

    size += text.length
    if (size > settings.maxIncludeSize) {
      fail(
        context,
        'Unexpected include `' + target + '` beyond the budget: the document with its includes exceeds ' + settings.maxIncludeSize +
          ' characters (raise `maxIncludeSize`, `--max-include-size N`)',
        place,
        'include-size',
        line
      )
    }

    return {text, real: realPath}
  }

  const chain = documentPath ? [real(path.resolve(cwd, documentPath))] : []
  // The first run: every file read and every problem reported now; its lines are dropped as they are made.
  for (const line of splice(eachLine(text, 0), documentPath, chain, false, loadAndRecord)) void line
  let replayed = 0
  return splice(eachLine(text, 0), documentPath, chain, false, () => loads[replayed++])
}
