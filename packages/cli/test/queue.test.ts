import {spawn, type ChildProcess} from 'node:child_process'
import {readdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {ddsAvailable} from '@bidding/dds'
import {afterAll, describe, expect, it} from 'vitest'
import {hasRedis, startRedis, type RedisServer} from '../../queue/test/redis.js'
import {cli, temporary} from './io.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const system = (notrump: string) => `1N  Notrump {${notrump} HCP, balanced}
  3N  To play {10-15 HCP}
  P   Weak {any hand}
1M  Five-card major {12-21 HCP, 5+M}
  2M  Raise {3+ in partner's suit, 6-10 HCP}
  P   {any hand}
1C  Anything else {12-21 HCP}
  P   {any hand}
P   Nothing {any hand}
`

/** A `bidding worker` in its own process, with what it printed so far. */
function startWorker(url: string): {child: ChildProcess; output: () => string} {
  let output = ''
  const child = spawn(
    process.execPath,
    ['--conditions=@bidding/source', '--import', 'tsx', 'packages/cli/src/bin/bidding.ts', 'worker', '--queue', url, '--threads', '1', '--lock-ms', '3000', '--stalled-ms', '1000'],
    {cwd: root, stdio: ['ignore', 'pipe', 'pipe']}
  )
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return {child, output: () => output}
}

async function until(condition: () => boolean, what: string, timeout = 120_000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error('Timed out waiting for ' + what)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

;(hasRedis && ddsAvailable() ? describe : describe.skip)('bidding simulate --queue with bidding worker', () => {
  let redis: RedisServer | undefined
  const children: ChildProcess[] = []

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await redis?.stop()
  })

  it('should give the local run’s totals with two workers, one of them killed in the middle of a chunk', async () => {
    const cwd = await temporary()
    await writeFile(path.join(cwd, 'strong.bml'), system('15-17'))
    await writeFile(path.join(cwd, 'weak.bml'), system('12-14'))
    const argv = ['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', '12', '--seed', '4', '--threads', '1', '--score', 'imps', '--boards', '100', '--json']

    const local = await cli(argv, {cwd})
    expect(local.code).toBe(0)

    redis = await startRedis()
    const doomed = startWorker(redis.url)
    const survivor = startWorker(redis.url)
    children.push(doomed.child, survivor.child)
    const distributed = cli([...argv, '--queue', redis.url, '--chunk', '3'], {cwd})

    // Kill the first worker as soon as it has taken a chunk, before it finishes it.
    await until(() => doomed.output().includes('started'), 'the first worker to take a chunk')
    doomed.child.kill('SIGKILL')
    const result = await distributed
    expect(result.stderr).toContain('4 chunks of 12 boards queued')
    expect(result.code).toBe(0)
    expect(doomed.output()).not.toMatch(/ done\n/)

    const expected = JSON.parse(local.stdout) as Record<string, unknown>
    const actual = JSON.parse(result.stdout) as Record<string, unknown>
    for (const key of ['seed', 'score', 'won', 'lost', 'tied', 'byDivergence', 'differ']) expect(actual[key]).toEqual(expected[key])
    // The survivor did every chunk, the dead worker's one included.
    await until(() => (survivor.output().match(/ done\n/g) ?? []).length === 4, 'the survivor to finish four chunks', 5000)
  }, 300_000)

  it('should write every board to `-o` as the local run does, through a temporary file', async () => {
    const cwd = await temporary()
    await writeFile(path.join(cwd, 'strong.bml'), system('15-17'))
    await writeFile(path.join(cwd, 'weak.bml'), system('12-14'))
    await writeFile(path.join(cwd, 'queued.pbn'), 'previous content\n')
    const argv = ['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', '4', '--seed', '9', '--threads', '1', '--score', 'imps']

    const local = await cli([...argv, '-o', 'local.pbn'], {cwd})
    expect(local.code).toBe(0)
    redis ??= await startRedis()
    const worker = startWorker(redis.url)
    children.push(worker.child)
    const distributed = await cli([...argv, '-o', 'queued.pbn', '--queue', redis.url, '--chunk', '2'], {cwd})
    expect(distributed.code).toBe(0)

    const written = await readFile(path.join(cwd, 'queued.pbn'), 'utf8')
    expect(written).toBe(await readFile(path.join(cwd, 'local.pbn'), 'utf8'))
    expect(written.match(/^\[Deal /gm)).toHaveLength(4)
    // The report still goes to stdout, and no temporary file is left beside the output.
    expect(distributed.stdout).toContain('IMPs')
    expect((await readdir(cwd)).sort()).toEqual(['local.pbn', 'queued.pbn', 'strong.bml', 'weak.bml'])
  }, 300_000)
})
