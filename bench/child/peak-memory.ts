/**
 * Run in a child process by bench/cases/memory.ts, so that its peak
 * resident memory is its own: `bml FILE` reads BML and writes it as BSS and
 * as HTML; `read FILE` only reads it into a tree (the reader's own peak);
 * `idle` only loads the same modules (the baseline). Prints the peak
 * resident set size in bytes. `tree FILE` prints instead the heap the
 * tree read from FILE keeps (after full collections, less the heap before
 * reading): a steadier figure than the peak, which depends on when V8
 * chooses to collect.
 */

import {readFileSync} from 'node:fs'
import v8 from 'node:v8'
import {runInNewContext} from 'node:vm'
import {registry} from '@bidding/formats'

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
  } else if (mode === 'bml') {
    const value = readFileSync(file!, 'utf8')
    for (const to of ['bss', 'html']) {
      const result = await registry.processor({from: 'bml', to}).process({path: file, value})
      if (result.messages.some((message) => message.fatal)) throw new Error(String(result.messages.find((message) => message.fatal)))
    }
  }

  // `maxRSS` is in kilobytes.
  console.log(process.resourceUsage().maxRSS * 1024)
}
