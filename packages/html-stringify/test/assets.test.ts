/**
 * The page's stylesheet and script are written readable in assets/ and
 * shipped minified (src/lib/assets.ts, made by scripts/minify-assets.ts):
 * the minified module must be the one the readable files give.
 */

import {readFile} from 'node:fs/promises'
import {describe, expect, it} from 'vitest'
import {script, stylesheet} from '@bidding/html-stringify'
import {assetFiles, assetsModule} from '../scripts/minify-assets.js'

describe('assets', () => {
  it('should ship the minified form of assets/bidding.css and assets/bidding.js (run `pnpm --filter @bidding/html-stringify assets` after editing them)', async () => {
    const readable = {css: await readFile(assetFiles.stylesheet, 'utf8'), js: await readFile(assetFiles.script, 'utf8')}
    expect(await readFile(assetFiles.module, 'utf8')).toBe(await assetsModule(readable.css, readable.js))
  })

  it('should ship a stylesheet and script about two thirds the size of the readable ones', async () => {
    const readable = (await readFile(assetFiles.stylesheet, 'utf8')).length + (await readFile(assetFiles.script, 'utf8')).length
    expect(stylesheet.length + script.length).toBeLessThan(readable * 0.7)
    expect(stylesheet).not.toMatch(/\/\*|\n/)
  })
})
