import {writeFileSync, chmodSync, mkdtempSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import latexStringifyDefault, {latexStringify, macroPackage, pdfStringify, toLatex, toPdf} from '@bidding/latex-stringify'
import {format, pdfFormat} from '@bidding/latex-stringify/format'
import {system} from '../../html-stringify/test/fixtures/trees.js'
import {hasPdflatex} from './tex.js'

function failure(run: () => unknown): VFileMessage {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(VFileMessage)
    return error as VFileMessage
  }

  throw new Error('Expected a failure')
}

describe('@bidding/latex-stringify', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/latex-stringify')).sort()).toEqual([
      'default',
      'latexStringify',
      'macroPackage',
      'pdfStringify',
      'toLatex',
      'toPdf'
    ])
    expect(latexStringifyDefault).toBe(latexStringify)
  })

  it('should be the `latex` and `pdf` formats of a registry', () => {
    const registry = createRegistry([format, pdfFormat])
    expect(registry.detect('notes.tex', 'stringify')?.name).toBe('latex')
    expect(registry.detect('notes.pdf', 'stringify')?.name).toBe('pdf')
    expect(pdfFormat.binary).toBe(true)
    expect(format.binary).toBeUndefined()
    expect(format.stringifyOptions!.safeParse({tree: false, includeExternalFiles: false, profile: 'reference', paper: 'letterpaper'}).success).toBe(true)
    expect(format.stringifyOptions!.safeParse({paper: 'a5'}).success).toBe(false)
    expect(pdfFormat.stringifyOptions!.safeParse({pdflatex: '/opt/tex/pdflatex', timeout: 30, tree: true}).success).toBe(true)
    expect(pdfFormat.stringifyOptions!.safeParse({timeout: -1}).success).toBe(false)
    for (const schema of [format.stringifyOptions!, pdfFormat.stringifyOptions!]) {
      for (const field of Object.values(schema.shape)) expect((field as {description?: string}).description).toBeTruthy()
    }
  })

  it('should work as a unified compiler', async () => {
    const file = await unified()
      .use(function () {
        this.parser = () => system()
      })
      .use(latexStringify, {tree: false})
      .process('')
    const latex = String(file)
    expect(latex).toMatch(/^% Written by @bidding\/latex-stringify/)
    expect(latex).toContain('\\begin{bidtable}[12]')
    expect(latex).not.toContain('\\dirtree')
    expect(latex.endsWith('\\end{document}\n')).toBe(true)
  })

  it('should export the macro package as a LaTeX package', () => {
    expect(macroPackage).toMatch(/^\\NeedsTeXFormat\{LaTeX2e\}\n\\ProvidesPackage\{bidding\}/)
    for (const macro of ['\\BC', '\\BD', '\\BH', '\\BS', '\\pdfc', '\\pdfs', '{bidtable}', '{bidding}', '\\cards', '\\vhand', '\\hand', '\\void', '\\dealdiagram', '\\dealdiagramenw', '\\dealdiagramew', '\\onesuit']) {
      expect(macroPackage).toContain(macro)
    }
  })
})

describe('pdf', () => {
  it('should say clearly when pdflatex is not installed', () => {
    const file = new VFile({path: 'notes.bml'})
    const message = failure(() => toPdf(system(), {pdflatex: '/nonexistent/pdflatex'}, file))
    expect(message.fatal).toBe(true)
    expect(message.ruleId).toBe('pdflatex-missing')
    expect(message.source).toBe('@bidding/latex-stringify')
    expect(message.reason).toMatch(/^Cannot find `\/nonexistent\/pdflatex`, expected TeX Live/)
    expect(file.messages).toEqual([message])
  })

  it('should say when pdflatex cannot run, or this is not Node.js', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'not-a-program-'))
    const message = failure(() => toPdf(system(), {pdflatex: folder}))
    expect(message.ruleId).toBe('pdflatex-failed')
    expect(message.reason).toMatch(/^Cannot run `/)
    const get = process.getBuiltinModule
    try {
      // @ts-expect-error: a runtime without Node's modules (a browser).
      process.getBuiltinModule = undefined
      expect(failure(() => toPdf(system())).reason).toBe('Cannot run `pdflatex` here: PDF output needs Node.js')
    } finally {
      process.getBuiltinModule = get
    }
  })

  it('should report a failing pdflatex with its first error', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'fake-tex-'))
    const fake = path.join(folder, 'pdflatex')
    writeFileSync(fake, '#!/bin/sh\necho "! Undefined control sequence." > document.log\necho "l.7 \\\\oops" >> document.log\nexit 1\n')
    chmodSync(fake, 0o755)
    const message = failure(() => toPdf(system(), {pdflatex: fake}))
    expect(message.ruleId).toBe('pdflatex-failed')
    expect(message.reason).toContain('! Undefined control sequence. l.7 \\oops')
  })

  it('should name the Debian package of a missing LaTeX package', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'fake-tex-'))
    const fake = path.join(folder, 'pdflatex')
    writeFileSync(fake, "#!/bin/sh\necho \"! LaTeX Error: File \\\`dirtree.sty' not found.\" > document.log\nexit 1\n")
    chmodSync(fake, 0o755)
    const message = failure(() => toPdf(system(), {pdflatex: fake}))
    expect(message.reason).toMatch(/File `dirtree\.sty' not found\..*\(Debian: install `texlive-plain-generic`\)$/)
  })

  it.runIf(hasPdflatex)('should make a PDF through unified', async () => {
    const file = await unified()
      .use(function () {
        this.parser = () => b('root', {metadata: {title: 'Tiny'}}, [b('heading', {depth: 1}, [b('text', 'Openings')]), b('sequence', [b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', '15-17')])])])])
      })
      .use(pdfStringify)
      .process('')
    expect(file.value).toBeInstanceOf(Uint8Array)
    const bytes = file.value as Uint8Array
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(file.messages).toEqual([])
  }, 60_000)
})

describe('messages', () => {
  it('should warn about an unknown node, and go on', () => {
    const file = new VFile()
    const tree = b('root', [
      {type: 'mystery', position: {start: {line: 2, column: 1}, end: {line: 2, column: 4}}} as never,
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [{type: 'gizmo'} as never])]),
      b('paragraph', [{type: 'sparkle'} as never])
    ])
    const latex = toLatex(tree, {}, file)
    expect(latex).toContain('1\\BC{}')
    expect(file.messages.map((message) => [message.ruleId, message.source, message.fatal, message.line])).toEqual([
      ['unknown-node', '@bidding/latex-stringify', false, 2],
      ['unknown-node', '@bidding/latex-stringify', false, undefined],
      ['unknown-node', '@bidding/latex-stringify', false, undefined]
    ])
  })

  it('should warn once per character LaTeX cannot typeset', () => {
    const file = new VFile()
    const latex = toLatex(b('root', [b('paragraph', [b('text', 'snow ☃ ☃ bell\u0007 ok')])]), {}, file)
    expect(latex).toContain('snow ? ? bell ok')
    expect(file.messages.map((message) => message.reason)).toEqual([
      'Unexpected character `U+2603`, LaTeX cannot typeset it; it is written as `?`',
      'Unexpected character `U+0007`, LaTeX cannot typeset it; it is dropped'
    ])
    expect(file.messages.every((message) => message.ruleId === 'unsupported-character')).toBe(true)
  })
})
