import {existsSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {escapeLatex, runPdflatex, suitMacros, type EscapeState} from '@bidding/latex-util'

function state(file?: VFile): EscapeState {
  return {settings: {reference: false}, file, reported: new Set(), source: 'test'}
}

const hasPdflatex = (process.env.PATH ?? '').split(path.delimiter).some((folder) => existsSync(path.join(folder, 'pdflatex')))

describe('escapeLatex', () => {
  it('should write every character TeX reads as syntax as a command that prints it, and suits as macros', () => {
    expect(escapeLatex('50% & $5 #1 a_b {x} \\cmd', state())).toBe('50\\% \\& \\$5 \\#1 a\\_b \\{x\\} \\textbackslash{}cmd')
    expect(escapeLatex('1♣–1♠', state())).toBe('1\\BC{}–1\\BS{}')
  })

  it('should report a character the fonts lack once, from the source it is given', () => {
    const file = new VFile()
    expect(escapeLatex('漢 漢', state(file))).toBe('? ?')
    expect(file.messages.map((message) => [message.ruleId, message.source])).toEqual([['unsupported-character', 'test']])
  })
})

describe('runPdflatex', () => {
  it('should fail with `pdflatex-missing` when the program is not there', () => {
    const file = new VFile()
    expect(() => runPdflatex('x', {pdflatex: 'no-such-pdflatex-here', source: 'test'}, file)).toThrow(/Cannot find `no-such-pdflatex-here`/)
    expect(file.messages[0]?.ruleId).toBe('pdflatex-missing')
  })

  it.skipIf(!hasPdflatex)('should compile a document with the suit macros and return the PDF and the log', () => {
    const latex = '\\documentclass{article}\n' + suitMacros + '\\begin{document}\n' + escapeLatex('1♠ 2♥ 3♦ 4♣', state()) + '\n\\end{document}\n'
    const {pdf, log} = runPdflatex(latex, {}, new VFile())
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(log).toMatch(/Output written on document\.pdf \(1 page/)
  }, 60_000)

  it.skipIf(!hasPdflatex)('should fail with `pdflatex-failed` and the first error of the log', () => {
    const file = new VFile()
    expect(() => runPdflatex('\\documentclass{article}\\begin{document}\\nosuchcommand\\end{document}', {}, file)).toThrow(/Undefined control sequence/)
    expect(file.messages[0]?.ruleId).toBe('pdflatex-failed')
  }, 60_000)
})
