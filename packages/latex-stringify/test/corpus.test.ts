/**
 * The BML corpus, read with @bidding/bml-parse:
 *
 * * in the `reference` profile the LaTeX is bml2latex's, line for line
 *   (trailing white space and runs of blank lines aside; the inlined macro
 *   package is ours, not bml.tex, so that block is left out of the
 *   comparison where the reference inlined it);
 * * in the default profile every input compiles with pdflatex, in tree and
 *   table mode; the PDF's text holds every call and every meaning; a page
 *   rendered to PNG has ink on it (kept in test-results/latex-stringify/).
 */

import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {isCall, parseCallPattern} from '@bidding/core/calls'
import type {Bid, FlowContent, PhrasingContent, Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toLatex} from '@bidding/latex-stringify'
import {corpus, describeCorpus, hasCorpus, repoRoot} from '../../../test/shared.js'
import {clean, compile, describeTex, findIn, firstError, pageCount, pageInk, pdfText} from './tex.js'

type FromBml = (value: string, file: VFile, options?: {profile?: 'default' | 'reference'; dialect?: 'bml1' | 'bml2'}) => Root

const reader = (await import('@bidding/bml-parse').catch(() => undefined)) as {fromBml?: FromBml} | undefined
const fromBml = typeof reader?.fromBml === 'function' ? reader.fromBml : undefined
const skipped = (name: string, fn: () => void) => describe.skip(name + ' (skipped: @bidding/bml-parse does not export `fromBml` yet)', fn)

const gpaulissen = ['example', 'example1', 'example2', 'example3', 'example4', 'example5', 'example6', 'example7', 'example8', 'test']
const probes = ['q1', 'q3', 'q5', 'q6']

function read(input: string, options: {profile?: 'default' | 'reference'; dialect?: 'bml1' | 'bml2'} = {}): {tree: Root; file: VFile} {
  const file = new VFile({path: corpus(input), value: readFileSync(corpus(input), 'utf8')})
  return {tree: fromBml!(String(file), file, options), file}
}

/** LaTeX lines for comparison: trailing white space and blank-line runs ignored, the macro block left out. */
function comparable(latex: string, inlined: boolean): string {
  let lines = latex.split('\n').map((line) => line.trimEnd())
  if (inlined) {
    const from = lines.indexOf('\\frenchspacing')
    const to = lines.findIndex((line) => line.startsWith('\\title{'))
    lines = [...lines.slice(0, from + 1), '<macro package>', ...lines.slice(to)]
  }

  const result: string[] = []
  for (const line of lines) if (!(line === '' && result.at(-1) === '')) result.push(line)
  while (result.at(-1) === '') result.pop()
  return result.join('\n')
}

;(fromBml ? describeCorpus : skipped)('corpus: bml2latex output (reference profile)', () => {
  const cases = [
    ...gpaulissen.map((name) => ({input: 'bml/gpaulissen-bml/test/data/' + name + '.bml', expected: 'bml/gpaulissen-bml/test/expected/' + name, inlined: true})),
    ...probes.map((name) => ({input: 'bml/probes/' + name + '.bml', expected: 'bml/probes/' + name, inlined: false}))
  ]
  for (const {input, expected, inlined} of cases) {
    for (const tree of [false, true]) {
      const file = corpus(expected + (tree ? '-tree' : '') + '.tex')
      if (!existsSync(file)) continue
      it('should write ' + path.basename(file) + ' as bml2latex does', () => {
        const {tree: ast, file: vfile} = read(input, {profile: 'reference'})
        const latex = toLatex(ast, {tree, profile: 'reference', includeExternalFiles: inlined}, vfile)
        expect(comparable(latex, inlined)).toBe(comparable(readFileSync(file, 'utf8'), inlined))
        expect(vfile.messages.filter((message) => message.source === '@bidding/latex-stringify')).toEqual([])
      })
    }
  }
})

/** What pdftotext shows of a call. */
function callText(bid: Bid): string {
  const symbols: Record<string, string> = {C: '♣', D: '♦', H: '♥', S: '♠', N: 'NT'}
  let text = bid.call
  const pattern = parseCallPattern(bid.call)
  if (isCall(bid.call)) {
    text = bid.call === 'P' ? 'Pass' : bid.call === 'X' ? 'Dbl' : bid.call === 'XX' ? 'Rdbl' : bid.call[0] + symbols[bid.call[1]!]
  } else if (pattern?.type === 'strains' && !pattern.word) {
    text = pattern.level + pattern.strains.map((strain) => symbols[strain]).join('')
  }

  return bid.by === 'they' ? '(' + text + ')' : text
}

function plain(nodes: readonly PhrasingContent[]): string {
  const symbols: Record<string, string> = {C: '♣', D: '♦', H: '♥', S: '♠'}
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value
      if (node.type === 'suit') return symbols[node.suit]
      if (node.type === 'break') return '\n'
      return 'children' in node ? plain(node.children) : ''
    })
    .join('')
}

/** Every call and every line of every meaning in the printed tables. */
function expectedTexts(nodes: readonly FlowContent[]): string[] {
  const texts: string[] = []
  const walk = (bid: Bid): void => {
    texts.push(callText(bid))
    for (const child of bid.children) {
      if (child.type === 'meaning') texts.push(...plain(child.children).split('\n').filter((line) => line.trim() !== ''))
      if (child.type === 'bid') walk(child)
    }
  }

  for (const node of nodes) {
    if (node.type !== 'sequence' || node.hidden) continue
    for (const child of node.children) if (child.type === 'bid') walk(child)
  }

  return texts
}

const compileCases = [
  ...gpaulissen.map((name) => ({name, input: 'bml/gpaulissen-bml/test/data/' + name + '.bml', dialect: undefined})),
  ...probes.map((name) => ({name, input: 'bml/probes/' + name + '.bml', dialect: undefined})),
  {name: 'kungsgeten-example', input: 'bml/kungsgeten-bml/example.txt', dialect: 'bml1' as const}
]

describeTex('corpus: PDF from every input (default profile)', () => {
  if (!hasCorpus || !fromBml) {
    it.skip('needs the corpus and @bidding/bml-parse (skipped: ' + (hasCorpus ? '@bidding/bml-parse has no `fromBml`' : 'no corpus') + ')', () => {})
    return
  }

  for (const {name, input, dialect} of compileCases) {
    for (const tree of [true, false]) {
      const mode = tree ? 'tree' : 'table'
      it.concurrent('should compile ' + name + ' (' + mode + ') and show every call and meaning', async () => {
        const {tree: ast, file} = read(input, dialect ? {dialect} : {})
        const latex = toLatex(ast, {tree}, file)
        const compiled = await compile(latex)
        try {
          expect(compiled.ok, firstError(compiled.log)).toBe(true)
          const text = await pdfText(compiled.pdf)
          const needles = expectedTexts(ast.children)
          if (ast.children.some((node) => node.type === 'sequence' && !node.hidden)) expect(needles.length).toBeGreaterThan(3)
          expect(needles.filter((needle) => !findIn(text, needle))).toEqual([])
          const pages = await pageCount(compiled.pdf)
          expect(pages).toBeGreaterThan(0)
          // The last page: the title page alone would always have ink.
          const ink = await pageInk(compiled.pdf, pages, path.join(repoRoot, 'test-results', 'latex-stringify', name + '-' + mode + '.png'))
          expect(ink).toBeGreaterThan(0.002)
          expect(file.messages.filter((message) => message.source === '@bidding/latex-stringify')).toEqual([])
        } finally {
          clean(compiled)
        }
      }, 120_000)
    }
  }
})
