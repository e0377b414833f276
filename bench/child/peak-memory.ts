/**
 * Run in a child process by bench/cases/memory.ts, so that its peak
 * resident memory is its own: `bml FILE` reads BML and writes it as BSS and
 * as HTML to files, each through the registry's chunked path as `bidding
 * convert` does (a writer that declares `chunked` never holds its whole
 * output); `bml-whole FILE` makes each output one string instead (the path
 * before chunks, for comparison); `read FILE` only reads it into a tree (the reader's own peak);
 * `idle` only loads the same modules (the baseline). Prints the peak
 * resident set size in bytes. `tree FILE` prints instead the heap the
 * tree read from FILE keeps (after full collections, less the heap before
 * reading): a steadier figure than the peak, which depends on when V8
 * chooses to collect.
 */

import {closeSync, mkdtempSync, openSync, readFileSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import {runInNewContext} from 'node:vm'
import {chunksOf} from '@bidding/core/registry'
import {registry} from '@bidding/formats'
// Written as the CLI writes text: a megabyte of it encoded at a time, never splitting a surrogate pair.
import {writeText} from '../../packages/cli/src/lib/output.js'

const [mode, file] = process.argv.slice(2)
if (mode === 'tree') {
  v8.setFlagsFromString('--expose-gc')
  const collectGarbage = runInNewContext('gc') as () => void
  const value = readFileSync(file!, 'utf8')
  collectGarbage()
  const before = process.memoryUsage().heapUsed
  const processor = registry.processor({from: 'bml', to: 'json'})
  const tree = processor.parse({path: file, value})
  collectGarbage()
  console.log(process.memoryUsage().heapUsed - before)
  // Keep the tree alive until it is measured.
  if (tree.children.length < 0) console.log(tree)
} else {
  if (mode === 'read') {
    const tree = registry.processor({from: 'bml', to: 'json'}).parse({path: file, value: readFileSync(file!, 'utf8')})
    if (tree.children.length < 0) console.log(tree)
  } else if (mode === 'bml' || mode === 'bml-whole') {
    const value = readFileSync(file!, 'utf8')
    const folder = mkdtempSync(path.join(os.tmpdir(), 'bidding-peak-'))
    try {
      for (const to of ['bss', 'html']) {
        const result = await registry.processor({from: 'bml', to, chunked: mode === 'bml'}).process({path: file, value})
        if (result.messages.some((message) => message.fatal)) throw new Error(String(result.messages.find((message) => message.fatal)))
        const fd = openSync(path.join(folder, 'out.' + to), 'w')
        try {
          for (const chunk of chunksOf(result)) writeText(fd, chunk)
        } finally {
          closeSync(fd)
        }
      }
    } finally {
      rmSync(folder, {recursive: true, force: true})
    }
  }

  // `maxRSS` is in kilobytes.
  console.log(process.resourceUsage().maxRSS * 1024)
}
