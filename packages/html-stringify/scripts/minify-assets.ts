/**
 * Minify the page's stylesheet and script (assets/bidding.css,
 * assets/bidding.js) into src/lib/assets.ts. A bundler cannot shrink text
 * inside a string, so the page's 30 KB of readable CSS and JS would reach
 * every app that imports the writer; minified they are 19 KB. A test checks
 * that src/lib/assets.ts is what this script writes.
 *
 * `pnpm --filter @bidding/html-stringify assets` after editing an asset.
 */

import {readFile, writeFile} from 'node:fs/promises'
import {fileURLToPath} from 'node:url'
import {transform} from 'esbuild'

const packageRoot = new URL('../', import.meta.url)

/** Where the readable assets are and where the minified module goes. */
export const assetFiles = {
  stylesheet: new URL('assets/bidding.css', packageRoot),
  script: new URL('assets/bidding.js', packageRoot),
  module: new URL('src/lib/assets.ts', packageRoot)
}

/** The source of src/lib/assets.ts for these readable assets. */
export async function assetsModule(stylesheet: string, script: string): Promise<string> {
  // `esnext`: no vendor prefixes or syntax lowering, so the page keeps exactly the rules written.
  const css = await transform(stylesheet, {loader: 'css', minify: true, target: 'esnext', legalComments: 'none'})
  const js = await transform(script, {loader: 'js', minify: true, target: 'esnext', legalComments: 'none'})
  return [
    '/**',
    ' * The page\'s stylesheet and script, minified. Both are inlined by default;',
    ' * with `includeExternalFiles: false` the page links `bidding.css` and',
    ' * `bidding.js`, which a user saves from these exports.',
    ' *',
    ' * Written by scripts/minify-assets.ts from assets/bidding.css and',
    ' * assets/bidding.js, where they are readable and described: edit those, then',
    ' * run `pnpm --filter @bidding/html-stringify assets`.',
    ' */',
    '',
    '/** The stylesheet of the page (what `bidding.css` holds). */',
    'export const stylesheet = ' + JSON.stringify(css.code.trimEnd()),
    '',
    '/** The page\'s script (what `bidding.js` holds). */',
    'export const script = ' + JSON.stringify(js.code.trimEnd()),
    ''
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await assetsModule(await readFile(assetFiles.stylesheet, 'utf8'), await readFile(assetFiles.script, 'utf8'))
  await writeFile(assetFiles.module, source)
}
