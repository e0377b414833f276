/**
 * What a command reads and writes: the streams, the working folder, and the
 * file system. Tests pass their own.
 */

import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import type {Readable, Writable} from 'node:stream'

/** A writable stream that may be a terminal. */
export type Output = Writable & {isTTY?: boolean | undefined; columns?: number | undefined}

/** The command's surroundings. */
export interface Io {
  stdin: Readable & {isTTY?: boolean | undefined}
  stdout: Output
  stderr: Output
  /** Folder relative paths resolve against. */
  cwd: string
  env: Record<string, string | undefined>
}

/** Read a whole stream as bytes. */
export async function readStream(stream: Readable): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array))
  }

  return Buffer.concat(chunks)
}

/** Decode UTF-8 text, dropping a byte-order mark. */
export function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes)
}

/** Write to a stream and wait until it has taken the data. */
export async function write(stream: Writable, value: string | Uint8Array): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.write(value, (error) => {
      if (error) reject(error)
      else resolve()
    })
  })
}

/** Write a result to the file `target` (making its folder), or to stdout when there is none. */
export async function writeResult(io: Io, target: string | undefined, value: string | Uint8Array): Promise<void> {
  if (target === undefined) {
    await write(io.stdout, value)
  } else {
    await mkdir(path.dirname(target), {recursive: true})
    await writeFile(target, value)
  }
}
