/**
 * Run in a child process by bench/cases/memory.ts, so that its peak
 * resident memory is its own: `bml FILE` reads BML and writes it as BSS and
 * as HTML; `idle` only loads the same modules (the baseline). Prints the
 * peak resident set size in bytes.
 */

import {readFileSync} from 'node:fs'
import {registry} from '@bidding/formats'

const [mode, file] = process.argv.slice(2)
if (mode === 'bml') {
  const value = readFileSync(file!, 'utf8')
  for (const to of ['bss', 'html']) {
    const result = await registry.processor({from: 'bml', to}).process({path: file, value})
    if (result.messages.some((message) => message.fatal)) throw new Error(String(result.messages.find((message) => message.fatal)))
  }
}

// `maxRSS` is in kilobytes.
console.log(process.resourceUsage().maxRSS * 1024)
