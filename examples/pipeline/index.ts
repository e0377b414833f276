/**
 * A unified pipeline with a transform of your own: read BML, keep the
 * defences against the opponents' openings out of the notes, write a web
 * page.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/pipeline start [system.bml] [-o out.html]`
 */

import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {bmlParse} from '@bidding/bml-parse'
import type {Root} from '@bidding/core'
import {htmlStringify} from '@bidding/html-stringify'
import {unified, type Plugin} from 'unified'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {reporter} from 'vfile-reporter'

/** Hide every table that starts with an opponent's call. */
export const hideDefences: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'sequence', (sequence) => {
    if (sequence.context?.[0]?.by === 'they') sequence.hidden = true
  })
}

/** Convert a BML file to a web page without its defences. */
export async function notesOf(file: VFile): Promise<string> {
  const result = await unified().use(bmlParse).use(hideDefences).use(htmlStringify).process(file)
  return String(result)
}

const here = path.dirname(fileURLToPath(import.meta.url))

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [input = path.join(here, 'system.bml'), flag, output] = process.argv.slice(2)
  const file = new VFile({path: input, value: await readFile(input, 'utf8')})
  const html = await notesOf(file)
  if (file.messages.length > 0) console.error(reporter(file))
  if (flag === '-o' && output) await writeFile(output, html)
  else process.stdout.write(html)
}
