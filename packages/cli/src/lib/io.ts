/// <reference types="node" preserve="true" />
/**
 * What a command reads and writes: the streams, the working folder, and the
 * file system. Tests pass their own. Writing is in `output.ts`.
 */

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
