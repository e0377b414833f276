/**
 * Reading the inputs of a command into vfiles, and finding each input's
 * format.
 */

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import type {FormatInfo, LazyRegistry} from '@bidding/core/registry'
import {VFile} from 'vfile'
import {UsageError} from './errors.js'
import {decode, readStream, type Io} from './io.js'
import {readRule} from './report.js'

/** Where an input comes from. */
export interface Input {
  /** As given on the command line (`-` for stdin). */
  name: string
  /** Absolute path, or `undefined` for stdin. */
  absolute: string | undefined
}

export function inputsOf(names: readonly string[], io: Io): Input[] {
  if (names.length === 0) throw new UsageError('Expected an input file (or `-` for stdin)')
  if (names.filter((name) => name === '-').length > 1) throw new UsageError('Cannot read stdin twice')
  return names.map((name) => ({name, absolute: name === '-' ? undefined : path.resolve(io.cwd, name)}))
}

/**
 * The reader for an input: `--from`, else the extension's format.
 *
 * @throws {UsageError} when neither gives a format that reads.
 */
export function readerFor(input: Input, from: string | undefined, registry: LazyRegistry): FormatInfo {
  if (from !== undefined) {
    const format = registry.get(from)
    if (!format) throw new UsageError('Unknown format `' + from + '` (see `bidding formats`)')
    if (!format.reads) {
      throw new UsageError('Format `' + from + '` cannot be read; readers: ' + names(registry, 'parse'))
    }

    return format
  }

  if (input.absolute === undefined) throw new UsageError('Reading stdin needs `--from FORMAT`')
  const format = registry.detect(input.name, 'parse')
  if (!format) {
    throw new UsageError(
      'Cannot tell the format of `' + input.name + '` from its extension; use `--from FORMAT` (one of ' + names(registry, 'parse') + ')'
    )
  }

  return format
}

/** Names of the formats that can read or write. */
export function names(registry: LazyRegistry, role: 'parse' | 'stringify'): string {
  return registry.formats
    .filter((format) => (role === 'parse' ? format.reads : format.writes))
    .map((format) => format.name)
    .join(', ')
}

/** Read an input into a vfile. A missing or unreadable file is a fatal message on it. */
export async function readInput(input: Input, io: Io): Promise<VFile> {
  if (input.absolute === undefined) {
    return new VFile({cwd: io.cwd, value: decode(await readStream(io.stdin))})
  }

  const file = new VFile({cwd: io.cwd, path: input.name})
  try {
    file.value = decode(await readFile(input.absolute))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder, expected a file'
          : code === 'EACCES' || code === 'EPERM'
            ? 'permission denied'
            : (error as Error).message
    const message = file.message(reason, {ruleId: readRule, source: '@bidding/cli', cause: error as Error})
    message.fatal = true
  }

  return file
}
