/**
 * HTML and LaTeX writers on the generated 20,000-line BML system (bml.md
 * §14, "20k unique": gpaulissen's `example.bml` with its includes, repeated,
 * each copy's tables behind a distinct P/D/R history), built by
 * `scripts/make-big-bml.ts` into `bench/data/` and read once with
 * @bidding/bml-parse (not timed). The `bml-to-*` cases time reading and
 * writing together, which is what the reference's figures measure.
 */

import {readFileSync} from 'node:fs'
import {fromBml} from '@bidding/bml-parse'
import type {Root} from '@bidding/core'
import {toHtml} from '@bidding/html-stringify'
import {toLatex} from '@bidding/latex-stringify'
import {VFile} from 'vfile'
import {ensureBigBml} from '../../scripts/make-big-bml.js'
import type {BenchCase} from '../harness.js'

let path = ''
let text = ''
let tree: Root | undefined
let lines = 0

function setup(): void {
  if (tree) return
  path = ensureBigBml(20_000)
  text = readFileSync(path, 'utf8')
  lines = text.split('\n').length - 1
  tree = fromBml(text, new VFile({path, value: text}))
}

const html =
  'bml2html 2.7.0 (parse + write, bml.md §14): tree 2.03 s on 20k plain, 2.41 s on 20k unique; --no-tree 1.37 s on 20k unique'
const latex = 'bml2latex 2.7.0 (parse + write, bml.md §14): 0.36 s on 20k plain, 0.43 s on 20k unique'

export const cases: BenchCase[] = [
  {
    name: 'html',
    description: 'write the 20,000-line BML system as a web page (tree mode, self-contained)',
    target: '< 0.3 s',
    unit: 'lines',
    setup,
    run() {
      toHtml(tree!)
      return lines
    },
    referenceNote: html
  },
  {
    name: 'html-no-tree',
    description: 'the same, `tree: false`',
    target: '< 0.3 s',
    unit: 'lines',
    setup,
    run() {
      toHtml(tree!, {tree: false})
      return lines
    },
    referenceNote: html
  },
  {
    name: 'latex',
    description: 'write the 20,000-line BML system as LaTeX (tree mode)',
    target: '< 0.3 s',
    unit: 'lines',
    setup,
    run() {
      toLatex(tree!)
      return lines
    },
    referenceNote: latex
  },
  {
    name: 'bml-to-html',
    description: 'read the 20,000-line system and write it as a web page',
    unit: 'lines',
    setup,
    run() {
      toHtml(fromBml(text, new VFile({path, value: text})))
      return lines
    },
    referenceNote: html
  },
  {
    name: 'bml-to-latex',
    description: 'read the 20,000-line system and write it as LaTeX',
    unit: 'lines',
    setup,
    run() {
      toLatex(fromBml(text, new VFile({path, value: text})))
      return lines
    },
    referenceNote: latex
  }
]
