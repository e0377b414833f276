/**
 * The fuzz suite: mutated documents for every reader (see `targets.ts`),
 * each checked in a child process with a heap limit (512 MB) and a time
 * limit (5 s) per input; an input that breaks a reader or a writer is saved
 * in `failures/` (replayed by `fuzz-regressions.test.ts`).
 *
 * `pnpm fuzz [--count 100000] [--seed N] [--reader bml] [--workers 2]`;
 * the test suite runs 2,000 inputs per reader (`fuzz.test.ts`).
 */

import {fork, type ChildProcess} from 'node:child_process'
import {createHash} from 'node:crypto'
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import fc from 'fast-check'
import {mutatedDocuments} from '../../../../test/fuzz.js'
import {targets, type FuzzTarget} from './targets.js'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Where failing inputs are saved. */
export const failuresDir = path.join(here, 'failures')

/** Options of a fuzz run. */
export interface FuzzOptions {
  /** Inputs per reader. */
  count: number
  /** fast-check seed (the same seed gives the same inputs). */
  seed: number
  /** Readers to fuzz (default: all). */
  readers?: readonly string[] | undefined
  /** Child processes (default 2). */
  workers?: number | undefined
  /** Time limit per input, in milliseconds (default 5,000). */
  timeout?: number | undefined
  /** Heap limit per child, in MB (default 512). */
  heap?: number | undefined
  /** Save failing inputs in `failures/` (default true). */
  save?: boolean | undefined
  /** Told after each reader. */
  onReader?: ((reader: string, checked: number, failures: number) => void) | undefined
}

/** An input that broke something. */
export interface FuzzFailure {
  reader: string
  reason: string
  value: string
  /** Where it was saved, if it was. */
  file?: string
}

/** The inputs of one reader: mostly mutated seeds, some arbitrary text. */
export function inputsOf(target: FuzzTarget, count: number, seed: number): string[] {
  const documents = mutatedDocuments(target.seeds, target.snippets, {maxRemove: 40, maxEdits: 6, maxInsert: 20})
  const arbitrary = fc.oneof({weight: 9, arbitrary: documents}, {weight: 1, arbitrary: fc.string({maxLength: 200, unit: 'binary'})})
  return fc.sample(arbitrary, {numRuns: count, seed})
}

interface Task {
  reader: string
  path: string
  value: string
}

/** A child process that checks inputs, restarted when it dies or hangs. */
class Checker {
  private child: ChildProcess | undefined
  private ready: Promise<void> | undefined
  private next = 0

  constructor(private readonly heap: number) {}

  private start(): Promise<void> {
    const child = fork(path.join(here, 'child.ts'), [], {
      // `--import tsx` resolves from the working folder: the repository's.
      cwd: path.resolve(here, '../../../..'),
      execArgv: ['--conditions=@bidding/source', '--import', 'tsx', '--max-old-space-size=' + this.heap],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc']
    })
    // A crashing child's report (out of memory) is not ours to print.
    child.stderr?.resume()
    this.child = child
    this.ready = new Promise((resolve, reject) => {
      child.once('message', () => resolve())
      child.once('exit', (code) => reject(new Error('fuzz child exited with ' + code + ' before it was ready')))
    })
    return this.ready
  }

  /** Check `task`: its failure reason, or `undefined`. */
  async check(task: Task, timeout: number): Promise<string | undefined> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) await this.start()
    else await this.ready
    const child = this.child!
    const id = this.next++
    return new Promise((resolve) => {
      const done = (failure: string | undefined) => {
        clearTimeout(timer)
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(failure)
      }

      const onMessage = (message: {id?: number; failure?: string}) => {
        if (message.id === id) done(message.failure)
      }

      const onExit = (code: number | null, signal: string | null) => {
        this.child = undefined
        done('the check process died (' + (signal ?? 'exit code ' + code) + '): out of memory (' + this.heap + ' MB) or a crash')
      }

      const timer = setTimeout(() => {
        child.off('exit', onExit)
        child.kill('SIGKILL')
        this.child = undefined
        done('took more than ' + timeout / 1000 + ' s')
      }, timeout)
      child.on('message', onMessage)
      child.on('exit', onExit)
      child.send({id, ...task})
    })
  }

  stop(): void {
    this.child?.kill()
    this.child = undefined
  }
}

function save(failure: FuzzFailure, target: FuzzTarget): string {
  mkdirSync(failuresDir, {recursive: true})
  const hash = createHash('sha1').update(failure.value).digest('hex').slice(0, 10)
  const file = path.join(failuresDir, failure.reader + '-' + hash + path.extname(target.path))
  writeFileSync(file, failure.value)
  return file
}

/** Fuzz the readers; returns the failures (saved in `failures/` unless told not to). */
export async function runFuzz(options: FuzzOptions): Promise<FuzzFailure[]> {
  const timeout = options.timeout ?? 5000
  const checkers = Array.from({length: options.workers ?? 2}, () => new Checker(options.heap ?? 512))
  const failures: FuzzFailure[] = []
  try {
    for (const target of targets) {
      if (options.readers && !options.readers.includes(target.reader)) continue
      const inputs = inputsOf(target, options.count, options.seed)
      let index = 0
      let found = 0
      await Promise.all(
        checkers.map(async (checker) => {
          while (index < inputs.length) {
            const value = inputs[index++]!
            const reason = await checker.check({reader: target.reader, path: target.path, value}, timeout)
            if (reason === undefined) continue
            found++
            const failure: FuzzFailure = {reader: target.reader, reason, value}
            if (options.save !== false) failure.file = save(failure, target)
            failures.push(failure)
          }
        })
      )
      options.onReader?.(target.reader, inputs.length, found)
    }
  } finally {
    for (const checker of checkers) checker.stop()
  }

  return failures
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const option = (name: string): string | undefined => {
    const at = args.indexOf('--' + name)
    return at === -1 ? undefined : args[at + 1]
  }

  const seed = Number(option('seed') ?? Math.floor(Math.random() * 2 ** 31))
  const count = Number(option('count') ?? 2000)
  const reader = option('reader')
  process.stderr.write('fuzz: ' + count + ' inputs per reader, seed ' + seed + '\n')
  const failures = await runFuzz({
    count,
    seed,
    readers: reader ? reader.split(',') : undefined,
    workers: Number(option('workers') ?? 2),
    onReader: (name, checked, found) => process.stderr.write('fuzz: ' + name + ': ' + checked + ' inputs, ' + found + ' failures\n')
  })
  for (const failure of failures) process.stderr.write('fuzz: ' + failure.reader + ': ' + failure.reason.split('\n')[0] + ' (' + failure.file + ')\n')
  process.exitCode = failures.length > 0 ? 1 : 0
}
