import {spawn, spawnSync} from 'node:child_process'
import {once} from 'node:events'
import {createWriteStream} from 'node:fs'
import {readdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {Readable, type Writable} from 'node:stream'
import {fileURLToPath} from 'node:url'
import {run} from '@bidding/cli'
import {describe, expect, it} from 'vitest'
import {repoRoot} from '../../../test/shared.js'
import {Sink, temporary} from './io.js'

const bin = fileURLToPath(new URL('../src/bin/bidding.ts', import.meta.url))
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')

/** A BML system of many bids: its JSON is far larger than a pipe's buffer. */
async function folderWithBigSystem(): Promise<string> {
  const folder = await temporary()
  const lines = ['1N 15-17']
  for (let index = 0; index < 2000; index++) lines.push('  2C Stayman number ' + index)
  await writeFile(path.join(folder, 'big.bml'), lines.join('\n') + '\n')
  return folder
}

/** Run the CLI in-process with `stdout` as its standard output. */
async function runWith(argv: string[], stdout: Writable, cwd: string): Promise<{code: number; stderr: string}> {
  const stderr = new Sink()
  const code = await run(argv, {stdin: Readable.from([]), stdout, stderr, cwd, env: {}})
  return {code, stderr: stderr.text}
}

describe('standard output', () => {
  it('should end quietly with exit 0 when the reader of a pipe goes away (`| head`)', async () => {
    const folder = await folderWithBigSystem()
    for (const argv of [
      ['convert', 'big.bml', '--to', 'json'],
      ['deal', '--count', '10000', '--format', 'line', '--silent']
    ]) {
      const head = spawn('head', ['-c', '10'], {stdio: ['pipe', 'ignore', 'ignore']})
      const result = await runWith(argv, head.stdin, folder)
      await once(head, 'close')
      expect(result, argv[0]).toEqual({code: 0, stderr: ''})
    }
  })

  it('should fail with one line and exit 1 when standard output is full', async () => {
    const folder = await folderWithBigSystem()
    const full = createWriteStream('/dev/full')
    await once(full, 'open')
    const result = await runWith(['convert', 'big.bml', '--to', 'json'], full, folder)
    expect(result).toEqual({code: 1, stderr: 'bidding convert: Cannot write to standard output: no space left on the device (ENOSPC)\n'})
  })

  it('should fail under a file-size limit without losing the previous output, and end quietly under `head`, as a process', async () => {
    const folder = await folderWithBigSystem()
    await writeFile(path.join(folder, 'out.json'), 'previous')
    const bidding = `'${tsx}' --conditions=@bidding/source '${bin}'`
    const script = [
      'bidding() { ' + bidding + ' "$@"; }',
      'bidding deal --count 10000 --format line --silent | head -1 >/dev/null; echo "deal | head: ${PIPESTATUS[0]}"',
      '(ulimit -f 8; bidding convert big.bml --to json > cut.json); echo "stdout: $?"',
      '(ulimit -f 8; bidding convert big.bml --to json -o out.json); echo "file: $?"'
    ].join('\n')
    const result = spawnSync('bash', ['-c', script], {cwd: folder, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}})
    expect(result.stdout).toBe('deal | head: 0\nstdout: 1\nfile: 1\n')
    expect(result.stderr).toBe(
      'bidding convert: Cannot write to standard output: file too large (a file-size limit?) (EFBIG)\n' +
        'bidding convert: Cannot write `out.json`: file too large (a file-size limit?) (EFBIG)\n'
    )
    expect(await readFile(path.join(folder, 'out.json'), 'utf8')).toBe('previous')
    expect((await readdir(folder)).sort()).toEqual(['big.bml', 'cut.json', 'out.json'])
  }, 120_000)
})

describe('the built command in a pipe', () => {
  it('should deal into a pipe from the built files, where a stat of the pipe once broke later imports', () => {
    // The test command builds dist/ before vitest runs; the bug showed only there (symlinked packages, ESM).
    const built = path.join(repoRoot, 'packages', 'cli', 'dist', 'bin', 'bidding.js')
    const result = spawnSync('bash', ['-c', 'node "$0" deal --count 3 --format line --silent | cat', built], {encoding: 'utf8', cwd: repoRoot})
    expect(result.stderr).toBe('')
    expect(result.stdout.trim().split('\n')).toHaveLength(3)
    for (const line of result.stdout.trim().split('\n')) expect(line).toMatch(/^[NESW]:\S+ \S+ \S+ \S+$/)
  })
})
