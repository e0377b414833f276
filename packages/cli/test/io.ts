import {mkdir, mkdtemp, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {Readable, Writable} from 'node:stream'
import {run, type Io} from '@bidding/cli'

/** A writable stream that keeps what it is given. */
export class Sink extends Writable {
  chunks: Buffer[] = []
  isTTY = false
  columns = 80
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.chunks.push(Buffer.from(chunk))
    callback()
  }

  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

/** Run the CLI in-process and collect its output. */
export async function cli(
  argv: string[],
  options: {cwd?: string; stdin?: string} = {}
): Promise<{code: number; stdout: string; stderr: string}> {
  const stdout = new Sink()
  const stderr = new Sink()
  const io: Io = {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout,
    stderr,
    cwd: options.cwd ?? process.cwd(),
    env: {}
  }
  const code = await run(argv, io)
  return {code, stdout: stdout.text, stderr: stderr.text}
}

/** A fresh temporary folder. */
export async function temporary(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'bidding-cli-'))
}

/** A fresh temporary folder holding `files` (relative path → content; folders made as needed). */
export async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await temporary()
  for (const [name, value] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), {recursive: true})
    await writeFile(path.join(folder, name), value)
  }

  return folder
}
