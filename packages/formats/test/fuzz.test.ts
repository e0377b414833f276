/**
 * The fuzz suite in CI: 2,000 mutated inputs per reader (fixed seed, so a
 * failure reproduces), each with 5 s and 512 MB in a child process, every
 * writer on every accepted tree. A failing input is saved in
 * `fuzz/failures/` and then replayed by `fuzz-regressions.test.ts`.
 * Nightly-size runs: `pnpm fuzz --count 100000` (docs/robustness.md).
 */

import {describe, expect, it} from 'vitest'
import {runFuzz} from './fuzz/run.js'

const count = Number(process.env.FUZZ_COUNT ?? 2000)
const seed = Number(process.env.FUZZ_SEED ?? 14)

describe('fuzz suite', () => {
  it('should only ever give placed messages and valid trees that every writer takes, on ' + count + ' inputs per reader', {timeout: 900_000}, async () => {
    const failures = await runFuzz({count, seed})
    expect(failures.map((failure) => failure.reader + ': ' + failure.reason.split('\n')[0] + ' (saved as ' + failure.file + ')')).toEqual([])
  })
})
