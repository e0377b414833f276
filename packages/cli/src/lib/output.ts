/**
 * Everything the commands write, in one place:
 *
 * * a file is written to a temporary file beside it and renamed over it, so a
 *   failed write leaves the previous output as it was;
 * * a file the command read (an input, an `#INCLUDE`d file, a convention, a
 *   script, a system) is never written over, whatever path or link names it:
 *   files are compared by device and inode;
 * * every write to standard output is checked (a short write to a file under
 *   `ulimit -f`, a full disk), and a reader that went away (`| head`) ends
 *   the command quietly, as Unix tools do.
 */

import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync
} from 'node:fs'
import {Socket} from 'node:net'
import path from 'node:path'
import {dependenciesOf} from '@bidding/core/files'
import type {VFile} from 'vfile'
import type {Io, Output} from './io.js'

/** Writing failed: one line for the user. `quiet` when the reader of standard output went away (exit 0). */
export class OutputError extends Error {
  readonly quiet: boolean
  constructor(message: string, quiet = false) {
    super(message)
    this.name = 'OutputError'
    this.quiet = quiet
  }
}

/** An output would replace a file the command read (exit 2). */
export class OverwriteError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OverwriteError'
  }
}

/** Where written text goes: `write` throws `OutputError` once writing has failed; `close` finishes (and renames a file). */
export interface Sink {
  write(chunk: string | Uint8Array): void
  /** Resolves when the destination can take more (stdout after back-pressure). */
  ready(): Promise<void>
  close(): Promise<void>
  /** Give up: a file's previous content stays. */
  abort(): void
}

const reasons: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large (a file-size limit?)',
  EISDIR: 'it is a folder',
  ENOSPC: 'no space left on the device',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'read-only file system',
  EIO: 'input/output error'
}

/** One line saying why a write failed. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code !== undefined && Object.hasOwn(reasons, code)) return reasons[code]! + ' (' + code + ')'
  return error instanceof Error ? error.message : String(error)
}

function isGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'EPIPE' || code === 'ECONNRESET' || code === 'ERR_STREAM_DESTROYED'
}

function stdoutError(error: unknown): OutputError {
  if (isGone(error)) return new OutputError('standard output was closed', true)
  return new OutputError('Cannot write to standard output: ' + reasonOf(error))
}

/** Device and inode of a file (links followed), or `undefined` when there is none. */
function identityOf(file: string): string | undefined {
  try {
    const stats = statSync(file, {bigint: true})
    return stats.dev + ':' + stats.ino
  } catch {
    return undefined
  }
}

/** The files a command read, so that no output replaces one of them. */
export class ReadFiles {
  readonly #cwd: string
  readonly #identities = new Map<string, string | undefined>()

  constructor(cwd: string) {
    this.#cwd = cwd
  }

  /** Record a file read (absolute or relative to the working folder); `undefined` (stdin) is ignored. */
  add(file: string | undefined): void {
    if (file === undefined) return
    const absolute = path.resolve(this.#cwd, file)
    // Identity now: the file exists now, and a later output must not replace it.
    if (!this.#identities.has(absolute)) this.#identities.set(absolute, identityOf(absolute))
  }

  /** Record a vfile read from disk and the files its reader read for it (includes, conventions). */
  addFile(file: VFile): void {
    if (file.path !== undefined) this.add(path.resolve(file.cwd, file.path))
    for (const dependency of dependenciesOf(file)) this.add(dependency)
  }

  /**
   * Refuse a target that is one of the files read: the same file by any
   * path, symbolic link or hard link.
   *
   * @throws {OverwriteError}
   */
  refuse(target: string): void {
    const absolute = path.resolve(this.#cwd, target)
    const identity = identityOf(absolute)
    for (const [file, known] of this.#identities) {
      if (file === absolute || (identity !== undefined && known === identity)) {
        const shown = (name: string) => '`' + (path.relative(this.#cwd, name) || name) + '`'
        throw new OverwriteError(
          file === absolute
            ? 'Refusing to overwrite the input ' + shown(file) + ', which this command read; choose another `-o`'
            : 'Refusing to overwrite ' + shown(absolute) + ': it is the input ' + shown(file) + ', which this command read; choose another `-o`'
        )
      }
    }
  }
}

/** What is known about a stream the command writes to. */
interface StreamState {
  error: unknown
  pending: number
  settled: Array<() => void>
  /** Standard output is a regular file: written with `writeSync`, whose short writes Node's stream ignores. */
  fd: number | undefined
}

const states = new WeakMap<Output, StreamState>()

function stateOf(stream: Output): StreamState {
  let state = states.get(stream)
  if (!state) {
    state = {error: undefined, pending: 0, settled: [], fd: regularFileFd(stream)}
    const current = state
    // Without a listener, a closed pipe is an uncaught `error` event: a stack trace.
    stream.on('error', (error: unknown) => {
      current.error ??= error
    })
    states.set(stream, state)
  }

  return state
}

function regularFileFd(stream: Output): number | undefined {
  // Pipes and terminals are sockets (Node's own stream reports their errors).
  // They must not be fstat'ed: on Node 20, `fstatSync` of a pipe's descriptor
  // made later ESM imports of symlinked packages fail (ERR_MODULE_NOT_FOUND).
  if (stream instanceof Socket) return undefined
  const fd = (stream as {fd?: unknown}).fd
  if (typeof fd !== 'number') return undefined
  try {
    return fstatSync(fd).isFile() ? fd : undefined
  } catch {
    return undefined
  }
}

/** Watch the command's streams from the start, so that no write error ever reaches Node as an uncaught event. */
export function guardStreams(io: Io): void {
  stateOf(io.stdout)
  stateOf(io.stderr)
}

/** Write all of `bytes` to `fd`, going on after short writes; a failure throws. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset)
}

/** Characters of text encoded at a time: a whole result at once (14 MB of HTML from 5 MB of BML) would add its UTF-8 copy to the peak. */
export const encodeStep = 1 << 20

/**
 * Write text or bytes to `fd`, text encoded a piece at a time. A piece
 * never ends between the two halves of a surrogate pair, so the bytes are
 * those of the whole text encoded at once.
 */
export function writeText(fd: number, chunk: string | Uint8Array, step = encodeStep): void {
  if (typeof chunk !== 'string') {
    writeAll(fd, chunk)
    return
  }

  let start = 0
  while (start < chunk.length) {
    let end = Math.min(chunk.length, start + step)
    const last = chunk.charCodeAt(end - 1)
    // Keep a pair together: end before it, or after it when it is all the piece has.
    if (end < chunk.length && last >= 0xd8_00 && last <= 0xdb_ff) end += end - 1 > start ? -1 : 1
    writeAll(fd, Buffer.from(chunk.slice(start, end), 'utf8'))
    start = end
  }
}

/** A sink on a stream (standard output, or standard error for reports). */
function streamSink(stream: Output, failure: (error: unknown) => OutputError): Sink {
  const state = stateOf(stream)
  const check = () => {
    if (state.error !== undefined) throw failure(state.error)
  }

  return {
    write(chunk) {
      check()
      if (state.fd !== undefined) {
        try {
          writeText(state.fd, chunk)
        } catch (error) {
          state.error ??= error
          check()
        }

        return
      }

      state.pending++
      stream.write(chunk, (error) => {
        if (error) state.error ??= error
        state.pending--
        if (state.pending === 0) for (const resolve of state.settled.splice(0)) resolve()
      })
    },
    async ready() {
      check()
      if (stream.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = () => {
            stream.off('drain', done)
            stream.off('error', done)
            stream.off('close', done)
            resolve()
          }

          stream.on('drain', done)
          stream.on('error', done)
          stream.on('close', done)
        })
      }

      check()
    },
    async close() {
      if (state.pending > 0) await new Promise<void>((resolve) => state.settled.push(resolve))
      check()
    },
    abort() {}
  }
}

/**
 * Make a folder and the folders above it that are missing, one level at a
 * time: Node's `mkdirSync(…, {recursive: true})` never returns under a
 * folder where `mkdir` fails with ENOENT though the parent exists (`/proc`),
 * where one call per level fails with that error.
 */
function makeFolders(folder: string): void {
  const missing: string[] = []
  let current = path.resolve(folder)
  while (!statSync(current, {throwIfNoEntry: false})) {
    missing.push(current)
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }

  for (const level of missing.reverse()) {
    try {
      mkdirSync(level)
    } catch (error) {
      // Made meanwhile by another process: fine.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** A sink on a file: a temporary file beside it, renamed over it by `close`. */
function fileSink(target: string, shown: string): Sink {
  const fail = (error: unknown) => new OutputError('Cannot write `' + shown + '`: ' + reasonOf(error))
  let destination = target
  let fd: number | undefined
  let temporary = ''
  let failed: OutputError | undefined
  try {
    // Through a symbolic link, write the file it leads to (made when missing) and keep the link.
    if (lstatSync(target, {throwIfNoEntry: false})?.isSymbolicLink()) {
      destination = existsSync(target) ? realpathSync(target) : path.resolve(path.dirname(target), readlinkSync(target))
    }
    const existing = statSync(destination, {throwIfNoEntry: false})
    if (existing?.isDirectory()) throw Object.assign(new Error('is a folder'), {code: 'EISDIR'})
    makeFolders(path.dirname(destination))
    temporary = path.join(path.dirname(destination), '.' + path.basename(destination) + '.' + process.pid + '-' + Math.random().toString(36).slice(2, 8) + '.tmp')
    fd = openSync(temporary, 'wx', existing ? existing.mode & 0o7777 : 0o666)
  } catch (error) {
    failed = fail(error)
  }

  const abort = () => {
    if (fd !== undefined) {
      try {
        closeSync(fd)
      } catch {}

      fd = undefined
    }

    if (temporary) {
      try {
        unlinkSync(temporary)
      } catch {}

      temporary = ''
    }
  }

  return {
    write(chunk) {
      if (failed) throw failed
      try {
        writeText(fd!, chunk)
      } catch (error) {
        failed = fail(error)
        abort()
        throw failed
      }
    },
    async ready() {
      if (failed) throw failed
    },
    async close() {
      if (failed) throw failed
      try {
        fsyncSync(fd!)
        closeSync(fd!)
        fd = undefined
        renameSync(temporary, destination)
        temporary = ''
      } catch (error) {
        failed = fail(error)
        abort()
        throw failed
      }
    },
    abort
  }
}

/**
 * Open where a result goes: the file `target` (absolute, or relative to the
 * working folder), or standard output when it is `undefined`.
 *
 * @throws {OverwriteError} when `target` is a file the command read.
 * @throws {OutputError} when the file cannot be created.
 */
export function openOutput(io: Io, target: string | undefined, reads?: ReadFiles): Sink {
  if (target === undefined) return streamSink(io.stdout, stdoutError)
  reads?.refuse(target)
  const absolute = path.resolve(io.cwd, target)
  const sink = fileSink(absolute, path.relative(io.cwd, absolute) || absolute)
  return sink
}

/** Write a whole result to the file `target` (or to standard output when it is `undefined`). */
export async function writeResult(io: Io, target: string | undefined, value: string | Uint8Array, reads?: ReadFiles): Promise<void> {
  const sink = openOutput(io, target, reads)
  try {
    sink.write(value)
  } catch (error) {
    sink.abort()
    throw error
  }

  await sink.close()
}

/**
 * Write chunks to a sink as they are made, waiting whenever the destination
 * is behind (a pipe), so no more than a chunk or two is held. An error of
 * the sink is an `OutputError`; any other error is the chunks' own (the
 * writer that makes them).
 */
export async function writeChunks(sink: Sink, chunks: Iterable<string | Uint8Array>): Promise<void> {
  for (const chunk of chunks) {
    sink.write(chunk)
    await sink.ready()
  }
}

/** Write text to standard output and wait until it is taken. */
export async function writeStdout(io: Io, value: string | Uint8Array): Promise<void> {
  await writeResult(io, undefined, value)
}

/** Write a report to standard error; a failure there has nowhere to be reported, so it is ignored. */
export async function writeStderr(io: Io, value: string): Promise<void> {
  const sink = streamSink(io.stderr, stdoutError)
  try {
    sink.write(value)
    await sink.close()
  } catch {}
}
