import {b} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toLatex} from '@bidding/latex-stringify'

describe('toLatex on text pdflatex cannot read', () => {
  it('should name the output line longer than pdflatex reads (200,000 characters)', () => {
    const file = new VFile()
    const latex = toLatex(b('root', [b('paragraph', [b('text', 'short')]), b('paragraph', [b('text', 'word '.repeat(50_000))])]), {}, file)
    const lines = latex.split('\n')
    const long = lines.findIndex((line) => line.length > 199_999) + 1
    expect(long).toBeGreaterThan(0)
    expect(file.messages.map((message) => [message.ruleId, message.reason])).toEqual([
      [
        'line-too-long',
        'Unexpected line ' + long + ' of the LaTeX output with ' + lines[long - 1]!.length.toLocaleString('en-US') +
          ' characters, pdflatex reads lines of at most 199,999: break the text that makes it into lines'
      ]
    ])
  })

  it('should say nothing of lines pdflatex reads', () => {
    const file = new VFile()
    toLatex(b('root', [b('paragraph', [b('text', 'word '.repeat(30_000))])]), {}, file)
    expect(file.messages).toEqual([])
  })
})
