/**
 * Browser bundles of the typical imports, made with esbuild as an app's
 * bundler would (platform `browser`, minified, tree-shaken), from source
 * through the `@bidding/source` condition so no build is needed. Shared by
 * the bundle-size bench case and the test that no Node module reaches a
 * browser bundle.
 */

import {builtinModules} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {build, type Plugin} from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))

/** One typical import: a small app's source. */
export interface BundleEntry {
  name: string
  /** The app: an ES module importing from the packages. */
  source: string
  /** Largest minified size the issue allows, in bytes. */
  maxMinified?: number
}

/** What a bundle weighs and which Node modules it asked for. */
export interface BundleSize {
  name: string
  minified: number
  gzip: number
  maxMinified?: number
  /** Node built-ins imported anywhere in the bundle (`node:fs`, `os`); empty for a browser-safe one. */
  nodeImports: string[]
  /** npm packages with code in the bundle (`zod`, `@bidding/core`). */
  packages: string[]
  /** Bytes each package contributes to the minified bundle, largest first (esbuild's metafile). */
  packageBytes: Array<[name: string, bytes: number]>
  /** The bundle itself. */
  code: string
}

const kB = 1024

export const entries: readonly BundleEntry[] = [
  {
    name: 'core: parse a call',
    source: "import {parseCall} from '@bidding/core/calls'\nexport const call = parseCall('1NT')"
  },
  {
    name: 'hand: parse a hand',
    source: "import {parseHand} from '@bidding/hand'\nexport const hand = parseHand('AKQ.JT9.876.5432')"
  },
  {
    name: 'unified + bmlParse',
    source:
      "import {unified} from 'unified'\nimport {bmlParse} from '@bidding/bml-parse'\nexport const tree = unified().use(bmlParse).parse('1C: clubs')",
    maxMinified: 60 * kB
  },
  {
    // What reading `{…}` blocks and `#CLASS` adds (the registry, the CLI and `fromBml` always read them).
    name: 'unified + bmlParse + bmlConstraints',
    source:
      "import {unified} from 'unified'\nimport {bmlConstraints, bmlParse} from '@bidding/bml-parse'\n" +
      "export const tree = unified().use(bmlParse).use(bmlConstraints).parse('1N  Strong {15-17 HCP}')"
  },
  {
    // The content, to show in an app's own page: the page's stylesheet and script stay out of the bundle.
    name: 'BML → HTML',
    source:
      "import {unified} from 'unified'\nimport {bmlParse} from '@bidding/bml-parse'\nimport {htmlFragmentStringify} from '@bidding/html-stringify'\n" +
      "export const html = String(unified().use(bmlParse).use(htmlFragmentStringify).processSync('1C: clubs'))",
    maxMinified: 120 * kB
  },
  {
    // A whole self-contained page, its stylesheet and script inlined (`htmlStringify`'s default).
    name: 'BML → HTML page',
    source:
      "import {unified} from 'unified'\nimport {bmlParse} from '@bidding/bml-parse'\nimport {htmlStringify} from '@bidding/html-stringify'\n" +
      "export const html = String(unified().use(bmlParse).use(htmlStringify).processSync('1C: clubs'))"
  },
  {
    name: 'BML → BSS',
    source:
      "import {unified} from 'unified'\nimport {bmlParse} from '@bidding/bml-parse'\nimport {bssStringify} from '@bidding/bss-stringify'\n" +
      "export const bss = String(unified().use(bmlParse).use(bssStringify).processSync('1C: clubs'))"
  },
  {
    name: 'deal: generateDeals',
    source: "import {generateDeals} from '@bidding/deal'\nexport const result = await generateDeals({count: 2})"
  },
  {
    name: 'robot: chooseCall',
    source:
      "import {fromBml} from '@bidding/bml-parse'\nimport {chooseCall} from '@bidding/robot'\nimport {parseHand} from '@bidding/hand'\nimport {VFile} from 'vfile'\n" +
      "const system = fromBml('1N  Strong notrump {15-17 HCP, balanced}\\nP  Nothing to open {any hand; fallback}\\n', new VFile())\n" +
      "export const choice = chooseCall(system, {hand: parseHand('AK2.KQ2.J432.Q32', {complete: true}).hand, auction: []})"
  }
]

const builtins = new Set(builtinModules)

/** Record every Node built-in the bundle imports and keep it out, as a browser bundler would fail on it. */
function nodeBuiltins(found: Set<string>): Plugin {
  return {
    name: 'node-builtins',
    setup(build) {
      build.onResolve({filter: /^[a-z_:/]+$/}, (args) => {
        const bare = args.path.replace(/^node:/, '')
        if (!args.path.startsWith('node:') && !builtins.has(bare.split('/')[0]!)) return undefined
        found.add(args.path)
        return {path: args.path, external: true}
      })
    }
  }
}

/** The package of a bundled file: `zod` from `node_modules/.pnpm/zod@4/node_modules/zod/…`, `@bidding/core` from `packages/core/src/…`. */
function packageOf(file: string): string | undefined {
  const fromModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  const fromWorkspace = /(?:^|\/)packages\/([^/]+)\//.exec(file)
  if (fromModules) return fromModules[1]!
  return fromWorkspace ? '@bidding/' + fromWorkspace[1]! : undefined
}

/** Bytes in the output per package, largest first. */
function bytesByPackage(inputs: Readonly<Record<string, {bytesInOutput: number}>>): Array<[string, number]> {
  const bytes = new Map<string, number>()
  for (const [file, input] of Object.entries(inputs)) {
    const name = packageOf(file)
    if (name) bytes.set(name, (bytes.get(name) ?? 0) + input.bytesInOutput)
  }

  return [...bytes].sort((a, b) => b[1] - a[1])
}

/** Bundle one entry for the browser. */
export async function bundle(entry: BundleEntry): Promise<BundleSize> {
  const found = new Set<string>()
  const result = await build({
    stdin: {contents: entry.source, resolveDir: here, loader: 'js', sourcefile: 'app.js'},
    bundle: true,
    minify: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: ['@bidding/source'],
    plugins: [nodeBuiltins(found)],
    metafile: true,
    logLevel: 'silent'
  })
  const output = result.outputFiles[0]!.contents
  const inputs = result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.inputs
  const packageBytes = bytesByPackage(inputs)
  const size: BundleSize = {
    name: entry.name,
    minified: output.byteLength,
    gzip: gzipSync(output).byteLength,
    nodeImports: [...found].sort(),
    packages: packageBytes.map(([name]) => name).sort(),
    packageBytes,
    code: new TextDecoder().decode(output)
  }
  if (entry.maxMinified !== undefined) size.maxMinified = entry.maxMinified
  return size
}

/** `117.0 KB`. */
export function kilobytes(bytes: number): string {
  return (bytes / kB).toFixed(1) + ' KB'
}
