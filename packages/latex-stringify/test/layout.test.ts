/**
 * The PDF within its margins: pdflatex's log has no overfull box on the
 * SAYC example, on real systems (Strawberry Polish Club, MIT, in
 * test/fixtures) and on the corpus's systems; the byline and long web
 * addresses wrap; a table's root starts no page's last lines alone. Needs
 * TeX Live and poppler (skipped otherwise). Budget: about 60 s (SAYC's 109
 * pages, compiled twice for the contents' page numbers).
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {b, type FlowContent, type Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {toLatex} from '@bidding/latex-stringify'
import {corpus, hasCorpus, repoRoot} from '../../../test/shared.js'
import {clean, compile, describeTex, findIn, firstError, pdfText} from './tex.js'

function read(input: string): Root {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  return fromBml(String(file), file)
}

/** The overfull boxes pdflatex reports, with the line of the source they come from. */
function overfull(log: string): string[] {
  return [...log.matchAll(/^Overfull \\[hv]box .*$/gm)].map((match) => match[0])
}

const systems: Array<[string, string]> = [
  ['SAYC (examples/sayc)', path.join(repoRoot, 'examples/sayc/sayc.bml')],
  ['Strawberry Polish Club (wj.bml)', path.join(repoRoot, 'test/fixtures/jdh8-bridge-system/wj.bml')],
  ['its defence (defense.bml)', path.join(repoRoot, 'test/fixtures/jdh8-bridge-system/defense.bml')],
  ...(hasCorpus
    ? ['example', 'example8', 'test'].map((name): [string, string] => [name + '.bml (corpus)', corpus('bml/gpaulissen-bml/test/data/' + name + '.bml')])
    : [])
]

describeTex('the PDF within its margins', () => {
  for (const [name, input] of systems) {
    it('should have no overfull box in ' + name, async () => {
      const compiled = await compile(toLatex(read(input)), {runs: 2})
      try {
        expect(firstError(compiled.log)).toBe('')
        expect(compiled.ok).toBe(true)
        expect(overfull(compiled.log)).toEqual([])
      } finally {
        clean(compiled)
      }
    }, 180_000)
  }

  it('should wrap a long byline and long web addresses within the margins', async () => {
    const address = 'https://www.example.org/bridge/systems/strawberry-polish-club/continuations-after-one-club-one-diamond?version=2026&format=print#section-7'
    const tree = b('root', {metadata: {title: 'Margins', author: 'A player with a long name, after the ACBL booklet and a book with a long title by two authors'}}, [
      b('paragraph', [b('text', 'The notes live at ' + address + ' and nowhere else.')]),
      b('sequence', [b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', 'See ' + address)])])])
    ])
    const compiled = await compile(toLatex(tree), {runs: 1})
    try {
      expect(compiled.ok).toBe(true)
      expect(overfull(compiled.log)).toEqual([])
      const text = await pdfText(compiled.pdf)
      expect(findIn(text, 'a book with a long title by two authors')).toBe(true)
      expect(findIn(text, address)).toBe(true)
    } finally {
      clean(compiled)
    }
  }, 60_000)

  for (const tree of [true, false]) {
    it('should start a table on a new page rather than leave its root alone at the foot of one (' + (tree ? 'trees' : 'tabbing') + ')', async () => {
      // 48 tables after fillers growing by a third of a line: some root falls on a page's last line.
      // Without \\bidkeep, table 47 (trees) and 27 (tabbing) lose their root to the page before.
      const blocks: FlowContent[] = []
      for (let table = 0; table < 48; table++) {
        blocks.push(b('paragraph', [b('text', 'Filler. '.repeat(60 + table * 11))]))
        const others = Array.from({length: 8}, (_, index) =>
          b('bid', {call: String(3 + Math.floor(index / 4)) + 'CDHS'[index % 4]!, by: 'we'}, [b('meaning', [b('text', 'OTHER' + table)])])
        )
        blocks.push(
          b('sequence', [
            b('bid', {call: '1N', by: 'we'}, [
              b('meaning', [b('text', 'ROOT' + table)]),
              b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'CHILD' + table)])]),
              ...others
            ])
          ])
        )
      }

      const compiled = await compile(toLatex(b('root', blocks), {tree}), {runs: 1})
      try {
        expect(compiled.ok).toBe(true)
        const pages = (await pdfText(compiled.pdf)).split('\f')
        expect(pages.length).toBeGreaterThan(20)
        const pageOf = (word: string): number => pages.findIndex((page) => page.includes(word + '\n') || page.includes(word + ' '))
        const alone = Array.from({length: 48}, (_, table) => table).filter((table) => pageOf('ROOT' + table) !== pageOf('CHILD' + table))
        expect(alone).toEqual([])
      } finally {
        clean(compiled)
      }
    }, 60_000)
  }
})
