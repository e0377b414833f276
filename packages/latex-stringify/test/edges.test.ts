import {b} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toLatex} from '@bidding/latex-stringify'
import {historyWithoutDash, mysteries, oddities} from '../../html-stringify/test/fixtures/edges.js'
import {clean, compile, describeTex, firstError} from './tex.js'

describe('edge cases', () => {
  it('should write a history row followed by openings as one row under ∅ (BML 2’s restructuring)', () => {
    const latex = toLatex(historyWithoutDash(), {profile: 'reference'})
    expect(latex).toContain(' .1 \\O. \n .2 1\\BC-1\\BD...\\begin{minipage}[t]{0.8\\textwidth}\nHISTORY-MEANING\n\\end{minipage}. \n .3 1\\BH......')
    expect(latex).toContain(' .2 1\\BS......')
  })

  it('should warn about every unknown node and write the rest', () => {
    for (const options of [{}, {tree: false}, {profile: 'reference' as const}]) {
      const file = new VFile()
      const latex = toLatex(oddities(), options, file)
      expect(file.messages.filter((message) => message.ruleId === 'unknown-node')).toHaveLength(mysteries)
      for (const kept of ['KEPT-IN-BID', 'KEPT-IN-TABLE', 'KEPT-IN-RULES', 'KEPT-IN-RULE', 'KEPT-IN-SYSTEM']) expect(latex).toContain(kept)
      expect(latex).toContain('convention Gerber')
    }
  })

  it('should write nested lists, nameless conventions and systems, odd deals', () => {
    const latex = toLatex(oddities())
    expect(latex).toContain('\\begin{itemize}\n\\item outer\n\\bigbreak\n\\begin{enumerate}\n\\item NESTED-ITEM')
    expect(latex).toContain('\\subsection{Convention}'.replace('sub', ''))
    expect(latex).toContain('\\section{System}')
    expect(latex).toContain('\\dealdiagramew\n{\\vhand{A}{K}{Q}{J}}\n{\\vhand{2}{3}{4}{5}}\n\n')
    expect(latex).toContain('{\\hand{A}{K}{Q}{J}}')
    expect(latex).toContain('{Vul EW\\\\banana}')
  })

  it('should flatten lists deeper than LaTeX allows', () => {
    let list = b('list', {ordered: false}, [b('listItem', [b('paragraph', [b('text', 'DEEPEST')])])])
    for (let depth = 0; depth < 5; depth++) {
      list = b('list', {ordered: true, start: 2}, [b('listItem', [b('paragraph', [b('text', 'level ' + depth)]), list])])
    }

    const latex = toLatex(b('root', [list]))
    expect(latex.match(/\\begin\{(?:itemize|enumerate)\}/g)).toHaveLength(4)
    expect(latex).toContain('\\item --- DEEPEST')
    expect(latex).toContain('\\setcounter{enumiv}{1}')
  })

  it('should map characters the fonts lack, and decompose what it can', () => {
    const file = new VFile()
    const latex = toLatex(b('root', [b('paragraph', [b('text', 'ﬁne ≤ ≥ ≠ → ½ × ♠ ♡ ∅ … é ǅ')])]), {}, file)
    expect(latex).toContain('fine $\\leq$ $\\geq$ $\\neq$ $\\rightarrow$ 1/2 $\\times$ \\BS{} \\BH{} $\\emptyset$ \\dots{} é Dž')
    expect(file.messages).toEqual([])
  })
})

describeTex('edge cases in pdflatex', () => {
  it.concurrent('should compile the odd trees, deep tables and lists', async () => {
    let list = b('list', {ordered: false}, [b('listItem', [b('paragraph', [b('text', 'DEEPEST')])])])
    for (let depth = 0; depth < 5; depth++) list = b('list', {ordered: true}, [b('listItem', [b('paragraph', [b('text', 'x')]), list])])
    const {deepTable} = await import('../../html-stringify/test/fixtures/trees.js')
    const tree = b('root', [...oddities().children, list, ...deepTable(24).children].filter((node) => node.type !== ('mystery' as string)))
    for (const options of [{tree: true}, {tree: false}]) {
      const compiled = await compile(toLatex(tree, options, new VFile()))
      try {
        expect(compiled.ok, firstError(compiled.log)).toBe(true)
      } finally {
        clean(compiled)
      }
    }
  }, 120_000)
})
