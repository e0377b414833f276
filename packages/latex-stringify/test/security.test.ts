/**
 * No text can inject a command: every special character of every text is
 * written as a command that prints it. Checked on the output, and by
 * compiling hostile documents next to a file they try to `\input`.
 */

import {existsSync} from 'node:fs'
import {b, type Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toLatex, toPdf, type Options} from '@bidding/latex-stringify'
import {hostile, hostileTree} from '../../html-stringify/test/fixtures/trees.js'
import {clean, compile, describeTex, findIn, firstError, pdfText} from './tex.js'

/** The body of a document, without our preamble. */
function body(latex: string): string {
  return latex.slice(latex.indexOf('\\begin{document}'))
}

/** Braces that group (not `\{` or `\}`) balance. */
function balanced(latex: string): boolean {
  let depth = 0
  for (let index = 0; index < latex.length; index++) {
    const character = latex[index]
    if (character === '\\') {
      index++
      continue
    }

    if (character === '{') depth++
    if (character === '}' && --depth < 0) return false
  }

  return depth === 0
}

const profiles: Options[] = [{}, {tree: false}, {profile: 'reference'}, {profile: 'reference', tree: false}]

describe('escaping', () => {
  for (const options of profiles) {
    it('should turn every hostile text into printed characters (' + JSON.stringify(options) + ')', () => {
      const latex = toLatex(hostileTree(), options, new VFile())
      const content = body(latex)
      expect(content).not.toMatch(/\\(input|include|write|immediate|catcode|def|csname|openin|read)\b/)
      expect(content).not.toContain('^^')
      expect(content.match(/\\end\{document\}/g)).toHaveLength(1)
      expect(balanced(content)).toBe(true)
      // Every `%` is escaped: nothing is commented out.
      expect(content.replaceAll(/\\dirtree\{%%?\n/g, '')).not.toMatch(/(?<!\\)%/)
    })
  }

  it('should escape each special character', () => {
    const latex = body(toLatex(b('root', [b('paragraph', [b('text', '\\ { } $ & # % _ ~ ^ < > | [ ] *')]), b('heading', {depth: 1}, [b('text', 'a"b')])])))
    expect(latex).toContain(
      '\\textbackslash{} \\{ \\} \\$ \\& \\# \\% \\_ \\textasciitilde{} \\textasciicircum{} \\textless{} \\textgreater{} \\textbar{} {[} {]} {*}'
    )
    // Straight quotes are typeset (``…''); none is left to escape.
    expect(latex).toContain("\\section{a''b}")
    // bml2latex leaves out the `{}` (`\q` → `\textbackslashq`); so does the reference profile.
    const reference = body(toLatex(b('root', [b('paragraph', [b('text', '\\q ~ ^')])]), {profile: 'reference'}))
    expect(reference).toContain('\\textbackslashq \\textasciitilde \\textasciicircum')
  })

  it('should escape the title, author and metadata (bml2latex writes them raw)', () => {
    for (const profile of ['default', 'reference'] as const) {
      const latex = toLatex(b('root', {metadata: {title: '\\input{x}', author: '}\\def\\x{'}}, []), {profile})
      const title = /^\\title\{.*\}$/m.exec(latex)![0]
      const author = /^\\author\{.*\}$/m.exec(latex)![0]
      expect(title).not.toContain('\\input')
      expect(author).not.toContain('\\def')
      expect(balanced(title) && balanced(author)).toBe(true)
    }
  })

  it('should keep dots from ending a dirtree entry', () => {
    const tree: Root = b('root', [b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'a. b. c.')])])])])
    expect(body(toLatex(tree, {tree: true, profile: 'reference'}))).toContain('a{.} b{.} c{.}')
    // The default profile braces the whole entry instead.
    expect(body(toLatex(tree))).toContain('\\bidnode{1\\BC{}}{a. b. c.}. ')
  })
})

describeTex('hostile documents in pdflatex', () => {
  for (const tree of [true, false]) {
    it.concurrent('should compile and print the hostile text, running none of it (tree: ' + tree + ')', async () => {
      const latex = toLatex(hostileTree(), {tree}, new VFile())
      const compiled = await compile(latex, {files: {'secret.tex': 'SECRET-MARKER\n', 'passwd.tex': 'SECRET-MARKER\n'}})
      try {
        expect(compiled.ok, firstError(compiled.log)).toBe(true)
        const text = await pdfText(compiled.pdf)
        expect(text).not.toContain('SECRET-MARKER')
        expect(compiled.log).not.toMatch(/secret\.tex|\/etc\/passwd\)|runsystem/)
        for (const value of hostile.slice(0, 8)) expect(findIn(text, value), value).toBe(true)
        expect(existsSync('/tmp/pwned')).toBe(false)
      } finally {
        clean(compiled)
      }
    }, 120_000)
  }

  it('should make a PDF of hostile text with toPdf', () => {
    const file = new VFile()
    const bytes = toPdf(hostileTree(), {}, file)
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 4}, () => 'unsupported-character'))
  }, 120_000)
})

describe('test helpers', () => {
  it('should find text as pdftotext gives it back, and only that', () => {
    const text = '2♣ Stay-\nman “quoted” 15–17 →\nﬁne'
    expect(findIn(text, 'Stayman "quoted" 15--17 ->fine')).toBe(true)
    expect(findIn(text, 'Staymen')).toBe(false)
    expect(findIn(text, '2♦')).toBe(false)
  })
})
