import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {latexStringify, pdfStringify, toLatex, toPdf, type PdfOptions} from '@bidding/latex-stringify'

test('the plugins type unified pipelines that end in LaTeX or PDF bytes', () => {
  const latex: Processor<undefined, undefined, undefined, Root, string> = unified().use(latexStringify, {tree: false})
  const pdf: Processor<undefined, undefined, undefined, Root, Uint8Array> = unified().use(pdfStringify, {timeout: 30})
  expectTypeOf(latex.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(pdf.stringify(b('root'))).toEqualTypeOf<Uint8Array>()
})

test('the pure functions', () => {
  expectTypeOf(toLatex(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(toPdf).returns.toEqualTypeOf<Uint8Array>()
  expectTypeOf<PdfOptions['pdflatex']>().toEqualTypeOf<string | null | undefined>()
})
