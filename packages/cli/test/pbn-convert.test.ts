import {copyFile, readFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const boards = path.join(here, '../../hand/test/fixtures/field/bba-ogust.pbn')

describe('bidding convert with PBN input', () => {
  it('should write a page of hand diagrams and auctions with their notes from a real PBN file', async () => {
    const cwd = await temporary()
    await copyFile(boards, path.join(cwd, 'boards.pbn'))
    const result = await cli(['convert', 'boards.pbn', '--to', 'html', '-o', 'boards.html'], {cwd})
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const page = await readFile(path.join(cwd, 'boards.html'), 'utf8')
    expect(page.match(/class="bd-deal"/g)?.length).toBe(4)
    expect(page.match(/class="bd-auction"/g)?.length).toBe(4)
    expect(page).toContain('Board 4')
    expect(page).toContain('Ogust')
  })
})
