import {execFileSync} from 'node:child_process'
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromHtml} from 'hast-util-from-html'
import {selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {notesOf} from '../index.js'

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

describe('@bidding-examples/pipeline', () => {
  test('should write the notes without the defences', async () => {
    const file = new VFile({path: 'system.bml', value: await readFile(path.join(here, 'system.bml'), 'utf8')})
    const html = await notesOf(file)
    expect(file.messages).toEqual([])
    const page = fromHtml(html)
    const text = toText(page)
    expect(toText(selectAll('title', page)[0]!)).toBe('A small strong-notrump system')
    expect(text).toContain('Stayman')
    expect(text).toContain('Transfer to spades')
    expect(text).not.toContain('penalty')
    expect(text).not.toContain('Both majors')
  })

  test('should print the page when run', () => {
    const tsx = path.join(here, 'node_modules', '.bin', 'tsx')
    const stdout = execFileSync(tsx, ['--conditions=@bidding/source', 'index.ts'], {cwd: here, encoding: 'utf8'})
    expect(stdout).toMatch(/^<!doctype html>/i)
    expect(stdout).toContain('Weak two, 6 cards, 5-10 HCP')
  })
})
