/**
 * Install the tarballs `pnpm -r pack --pack-destination <folder>` made in a
 * fresh app outside the workspace, as a user installs them from the
 * registry, and check that they type-check and run:
 *
 * * every entry (`exports` subpath) of every package is imported by an app
 *   type-checked by strict tsc twice, with `node16` and with `bundler`
 *   module resolution, `skipLibCheck` off so the packages' `.d.ts` are
 *   checked too;
 * * the Node app, compiled with `node16`, imports every entry at run time,
 *   converts BML to HTML and to BSS (plugins and registry), bids a hand with
 *   the robot, deals, and runs `bidding --version`;
 * * a browser app built by Vite from the same install, opened in headless
 *   Chromium, converts BML to HTML, deals and bids a hand, with no error or
 *   warning on the console, no page error and no failed request.
 *
 * pnpm installs without hoisting, so a package only sees what it declares;
 * the third-party dependencies come from the pnpm store the workspace install
 * filled, `--offline` once their metadata is cached (else only metadata is
 * fetched), so nothing needs a publish.
 * The browser part is skipped (and said so) without /usr/bin/chromium.
 *
 * Run with `tsx scripts/check-fresh-app.ts <folder with tarballs>` after a
 * build and pack; exits 1 on any problem.
 */

import {execFileSync, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createServer} from 'node:http'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pnpm = ['-y', 'pnpm@10.34.9']
const chromiumPath = '/usr/bin/chromium'

/** A packed package: its name, tarball and the import specifiers of its entries. */
export interface Packed {
  name: string
  tarball: string
  entries: string[]
}

/** The import specifiers of a manifest's `exports` (no `./package.json`, no patterns). */
export function entriesOf(name: string, exports: unknown): string[] {
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return exports ? [name] : []
  const keys = Object.keys(exports)
  if (!keys.some((key) => key.startsWith('.'))) return [name]
  return keys
    .filter((key) => key.startsWith('.') && key !== './package.json' && !key.includes('*'))
    .map((key) => (key === '.' ? name : name + key.slice(1)))
}

/** Read the name and entries of every tarball in `folder`. */
export function readPacks(folder: string): Packed[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.tgz'))
    .sort()
    .map((file) => {
      const tarball = path.resolve(folder, file)
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'})) as {name: string; exports?: unknown}
      return {name: manifest.name, tarball, entries: entriesOf(manifest.name, manifest.exports)}
    })
}

/** Version range of a dependency as the workspace declares it, so the offline install finds it in the store. */
function workspaceRange(name: string): string {
  for (const file of ['package.json', 'examples/studio/package.json']) {
    const manifest = JSON.parse(readFileSync(path.join(repository, file), 'utf8')) as Record<string, Record<string, string> | undefined>
    const range = manifest['dependencies']?.[name] ?? manifest['devDependencies']?.[name]
    if (range) return range
  }

  throw new Error('No workspace range for `' + name + '`')
}

const bml = '1S  Five spades {5+ spades}\\n1N  Strong notrump {15-17 HCP, balanced}\\nP  Nothing to open {any hand; fallback}\\n'

/** The app code both apps share: convert, deal, bid; returns what the checks compare. */
const sharedSource = `import {bmlConstraints, bmlParse, fromBml} from '@bidding/bml-parse'
import {bssStringify} from '@bidding/bss-stringify'
import {generateDeals} from '@bidding/deal'
import {parseHand} from '@bidding/hand'
import {htmlStringify} from '@bidding/html-stringify'
import {chooseCall} from '@bidding/robot'
import {unified} from 'unified'

export interface Result {
  html: string
  bss: string
  call: string
  dealt: number
}

export async function run(): Promise<Result> {
  const bml = '${bml}'
  const html: string = String(await unified().use(bmlParse).use(bmlConstraints).use(htmlStringify, {fragment: true}).process(bml))
  const bss = String(unified().use(bmlParse).use(bmlConstraints).use(bssStringify).processSync(bml))
  const system = fromBml(bml)
  const parsed = parseHand('AK2.KQ2.J432.Q32', {complete: true})
  if (!parsed.ok) throw new Error(parsed.message)
  const hand = parsed.hand
  const call = chooseCall(system, {hand, auction: []}).call
  const {deals} = await generateDeals({count: 2})
  for (const deal of deals) chooseCall(system, {hand: deal[0], auction: []})
  return {html, bss, call, dealt: deals.length}
}
`

/** Write the app: package.json (every tarball, as dependency and as override), sources, tsconfigs, Vite entry. */
function writeApp(app: string, packs: readonly Packed[]): void {
  const tarballs = Object.fromEntries(packs.map((pack) => [pack.name, 'file:' + pack.tarball]))
  const manifest = {
    name: 'fresh-app',
    private: true,
    type: 'module',
    dependencies: {...tarballs, unified: workspaceRange('unified'), vfile: workspaceRange('vfile')},
    devDependencies: {typescript: workspaceRange('typescript'), vite: workspaceRange('vite'), '@types/node': workspaceRange('@types/node')},
    // Tarballs depend on each other by version (`^0.0.0`), which the registry may not have yet.
    pnpm: {overrides: tarballs}
  }
  writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')

  mkdirSync(path.join(app, 'src'))
  const entries = packs.flatMap((pack) => pack.entries)
  writeFileSync(
    path.join(app, 'src', 'entries.ts'),
    entries.map((entry, index) => 'export * as entry' + index + " from '" + entry + "'").join('\n') + '\n'
  )
  writeFileSync(path.join(app, 'src', 'shared.ts'), sharedSource)
  writeFileSync(
    path.join(app, 'src', 'node.ts'),
    [
      "import * as entries from './entries.js'",
      "import {run} from './shared.js'",
      "import {registry} from '@bidding/formats'",
      '',
      'const result = await run()',
      "const viaRegistry = String(await registry.processor({from: 'bml', to: 'bss'}).process(" + JSON.stringify(bml.replaceAll('\\n', '\n')) + '))',
      'console.log(JSON.stringify({...result, entries: Object.keys(entries).length, registrySameAsPlugin: viaRegistry === result.bss}))',
      ''
    ].join('\n')
  )
  writeFileSync(
    path.join(app, 'src', 'browser.ts'),
    [
      "import {run} from './shared.js'",
      '',
      'run().then(',
      '  (result) => {',
      "    document.querySelector('#system')!.innerHTML = result.html",
      "    document.body.dataset['result'] = JSON.stringify(result)",
      '  },',
      '  (error: unknown) => {',
      "    document.body.dataset['error'] = String(error)",
      '  }',
      ')',
      ''
    ].join('\n')
  )
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>fresh app</title><link rel="icon" href="data:,"></head>\n' +
      '<body><main id="system"></main><script type="module" src="/src/browser.ts"></script></body>\n</html>\n'
  )

  const strict = {strict: true, skipLibCheck: false, noEmit: true, target: 'es2022', exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true}
  const configs = {
    // A Node app as `tsc --init` with `"type": "module"` makes it, plus @types/node.
    'tsconfig.node16.json': {compilerOptions: {...strict, module: 'node16', moduleResolution: 'node16', types: ['node'], lib: ['es2022']}, files: ['src/node.ts']},
    // The same code, and the browser entry, as Vite's template sets a browser app up (no Node types of its own:
    // a package whose types use Node's must bring them).
    'tsconfig.bundler.json': {
      compilerOptions: {...strict, module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: ['vite/client']},
      files: ['src/entries.ts', 'src/browser.ts']
    }
  }
  for (const [file, config] of Object.entries(configs)) writeFileSync(path.join(app, file), JSON.stringify(config, null, 2) + '\n')
}

function command(app: string, file: string, args: readonly string[]): string {
  try {
    return execFileSync(file, args, {cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, CI: '1'}})
  } catch (error) {
    const failed = error as {stdout?: string; stderr?: string; message: string}
    throw new Error([file + ' ' + args.join(' ') + ' failed', failed.stdout, failed.stderr].filter(Boolean).join('\n'))
  }
}

/** Check what the Node app printed. */
export function checkResult(result: {html?: string; bss?: string; call?: string; dealt?: number}): string[] {
  const problems: string[] = []
  if (!result.html?.includes('Strong notrump')) problems.push('Expected the HTML to show `Strong notrump`')
  if (!result.bss?.includes('1N')) problems.push('Expected BSS with `1N`')
  if (result.call !== '1N') problems.push('Expected the robot to open `1N`, not `' + result.call + '`')
  if (result.dealt !== 2) problems.push('Expected two deals, not ' + result.dealt)
  return problems
}

/** What this check uses of playwright-core (the root does not depend on it, so its types are not at hand). */
interface Page {
  on(event: 'console', listener: (message: {type(): string; text(): string}) => void): void
  on(event: 'pageerror', listener: (error: Error) => void): void
  on(event: 'requestfailed', listener: (request: {url(): string}) => void): void
  on(event: 'response', listener: (response: {status(): number; url(): string}) => void): void
  goto(url: string): Promise<unknown>
  waitForFunction(predicate: () => unknown, argument: undefined, options: {timeout: number}): Promise<unknown>
  evaluate<T>(expression: () => T): Promise<T>
}

interface Chromium {
  launch(options: {executablePath: string; args: string[]}): Promise<{newPage(): Promise<Page>; close(): Promise<void>}>
}

const contentTypes: Readonly<Record<string, string>> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'}

/** Open the Vite build in Chromium; problems found. */
async function checkBrowser(app: string): Promise<string[]> {
  const dist = path.join(app, 'dist')
  const server = createServer((request, response) => {
    const file = path.join(dist, new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'))
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }

    response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'}).end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  // playwright-core is the studio's test dependency; the app does not need it.
  const {chromium} = createRequire(path.join(repository, 'examples/studio/package.json'))('playwright-core') as {chromium: Chromium}
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu']})
  const problems: string[] = []
  try {
    const page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push('Unexpected console ' + message.type() + ': ' + message.text())
    })
    page.on('pageerror', (error) => problems.push('Unexpected page error: ' + error.message))
    page.on('requestfailed', (request) => problems.push('Unexpected failed request: ' + request.url()))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push('Unexpected ' + response.status() + ' for ' + response.url())
    })
    await page.goto('http://127.0.0.1:' + port + '/')
    await page.waitForFunction(() => document.body.dataset['result'] ?? document.body.dataset['error'], undefined, {timeout: 30_000})
    const error = await page.evaluate(() => document.body.dataset['error'])
    if (error) problems.push('Unexpected error in the browser app: ' + error)
    const result = JSON.parse((await page.evaluate(() => document.body.dataset['result'])) ?? '{}') as Parameters<typeof checkResult>[0]
    problems.push(...checkResult(result))
    const shown = await page.evaluate(() => document.querySelector('#system')?.textContent ?? '')
    if (!shown.includes('Strong notrump')) problems.push('Expected the page to show the converted system')
  } finally {
    await browser.close()
    server.close()
  }

  return problems
}

/** Build, install and check the fresh app; problems found (empty when all passes). */
export async function checkFreshApp(folder: string, log: (line: string) => void = () => {}): Promise<string[]> {
  const packs = readPacks(folder)
  if (packs.length === 0) return ['No tarballs in ' + folder]
  const app = mkdtempSync(path.join(tmpdir(), 'fresh-app-'))
  const problems: string[] = []
  try {
    writeApp(app, packs)
    // No hoisting: a package resolves only what it declares. The store has every package; without a lockfile
    // pnpm also needs their metadata, which a lockfile install never fetched: offline when it is cached (any
    // earlier run), else the registry is asked for metadata only.
    const install = ['install', '--config.hoist=false']
    try {
      command(app, 'npx', [...pnpm, ...install, '--offline'])
    } catch {
      log('metadata not all cached: installing with --prefer-offline')
      command(app, 'npx', [...pnpm, ...install, '--prefer-offline'])
    }

    log('installed ' + packs.length + ' tarballs (' + packs.reduce((sum, pack) => sum + pack.entries.length, 0) + ' entries) in ' + app)
    const tsc = path.join(app, 'node_modules', 'typescript', 'bin', 'tsc')
    for (const config of ['tsconfig.node16.json', 'tsconfig.bundler.json']) {
      try {
        command(app, process.execPath, [tsc, '-p', config])
        log('type-checked with ' + config)
      } catch (error) {
        problems.push('Type errors with ' + config + ':\n' + (error as Error).message)
      }
    }

    command(app, process.execPath, [tsc, '-p', 'tsconfig.node16.json', '--noEmit', 'false', '--outDir', 'out'])
    const printed = command(app, process.execPath, ['out/node.js']).trim().split('\n').at(-1) ?? '{}'
    const result = JSON.parse(printed) as Parameters<typeof checkResult>[0] & {entries?: number; registrySameAsPlugin?: boolean}
    problems.push(...checkResult(result))
    if (!result.registrySameAsPlugin) problems.push('Expected the registry’s BML → BSS to equal the plugins’')
    log('node app: ' + result.entries + ' entries imported, robot opened ' + result.call)
    const version = command(app, path.join(app, 'node_modules', '.bin', 'bidding'), ['--version']).trim()
    if (!/^\d+\.\d+\.\d+/.test(version)) problems.push('Expected `bidding --version` to print a version, not `' + version + '`')

    // At `warn`, anything Vite prints is a warning (a Node module externalised for the browser, say).
    const vite = spawnSync(process.execPath, [path.join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {cwd: app, encoding: 'utf8'})
    const viteSaid = (vite.stdout + vite.stderr).trim()
    if (vite.status !== 0 || viteSaid) problems.push('Unexpected output of `vite build`' + (vite.status === 0 ? '' : ' (exit ' + vite.status + ')') + ':\n' + viteSaid)
    if (existsSync(chromiumPath)) {
      problems.push(...(await checkBrowser(app)))
      log('browser app: built by Vite, ran in Chromium')
    } else {
      log('browser app: built by Vite; not run (no Chromium at ' + chromiumPath + ')')
    }
  } catch (error) {
    problems.push((error as Error).message)
  } finally {
    if (problems.length === 0) rmSync(app, {recursive: true, force: true})
    else log('kept the app for inspection: ' + app)
  }

  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2]
  if (!folder) throw new Error('Usage: tsx scripts/check-fresh-app.ts <folder with tarballs>')
  const problems = await checkFreshApp(folder, (line) => console.log(line))
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) {
    console.error(problems.length + ' fresh-app problem' + (problems.length === 1 ? '' : 's'))
    process.exitCode = 1
  } else {
    console.log('fresh app: installs, type-checks (node16, bundler) and runs in Node and in a browser')
  }
}
