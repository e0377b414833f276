/**
 * Listing the corpus: the files of a folder with one extension, for tests
 * that run one case per corpus file (none when the corpus is absent, so
 * `describeCorpus` reports the skip).
 */

import {readdirSync} from 'node:fs'
import path from 'node:path'
import {hasCorpus} from './shared.js'

/** The paths of the files in `folder` whose names end in `extension`; none without the corpus. */
export function corpusFiles(folder: string, extension: string): string[] {
  if (!hasCorpus) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(folder, name))
}
