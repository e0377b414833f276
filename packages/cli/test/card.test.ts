import {execFileSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const system = `#+TITLE: Mini

1N  Strong notrump {15-17 HCP, balanced}
  2C  Stayman {any hand}
1H  Five hearts {5+H, 11-21 HCP}

(1H)---
1S  Overcall {5+S, 8-16 HCP}
`

const hasTex = ['pdflatex', 'pdftotext'].every((program) =>
  (process.env.PATH ?? '').split(path.delimiter).some((folder) => existsSync(path.join(folder, program)))
)

describe('bidding convert --to card', () => {
  it('should write the WBF card with `--card wbf`', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'mini.bml'), system)
    const result = await cli(['convert', 'mini.bml', '--to', 'card', '--card', 'wbf'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('WBF layout')
    expect(result.stdout).toContain('8–16 HCP, 5+ cards')
  })

  it.skipIf(!hasTex)('should write the card and the summary as PDF when the output ends in .pdf', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'mini.bml'), system)
    for (const [to, name, expected] of [
      ['card', 'card.pdf', /1NT\s+15–17/],
      ['summary', 'summary.pdf', /2♣ Stayman/]
    ] as const) {
      const result = await cli(['convert', 'mini.bml', '--to', to, '-o', name], {cwd: folder})
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect((await readFile(path.join(folder, name))).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(execFileSync('pdftotext', ['-layout', path.join(folder, name), '-'], {encoding: 'utf8'})).toMatch(expected)
    }
  }, 120_000)
})
