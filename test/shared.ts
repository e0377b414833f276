/**
 * Where the shared reference material is: `../shared` beside the checkout,
 * or the folder named by `BIDDING_SHARED`. Conformance tests read the corpus
 * in place and skip, saying why, when it is absent.
 */

import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe} from 'vitest'

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The shared folder (specs, corpus, bench inputs). */
export const sharedDir = process.env.BIDDING_SHARED
  ? path.resolve(process.env.BIDDING_SHARED)
  : path.resolve(repoRoot, '../shared')

/** The corpus folder. */
export const corpusDir = path.join(sharedDir, 'corpus')

/** Whether the corpus is available. */
export const hasCorpus = existsSync(corpusDir)

/** Path of a file in the corpus. */
export function corpus(...segments: string[]): string {
  return path.join(corpusDir, ...segments)
}

/**
 * `describe` for tests that need the corpus: skipped with a clear name when
 * it is absent.
 */
export function describeCorpus(name: string, fn: () => void): void {
  if (hasCorpus) describe(name, fn)
  else describe.skip(name + ' (skipped: no corpus at ' + corpusDir + '; set BIDDING_SHARED)', fn)
}
