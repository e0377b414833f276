/**
 * Start-up stays lazy: `bidding --version` and `bidding deal script.dl`
 * load neither the formats nor zod (nor vfile-reporter when there is
 * nothing to report); `bidding convert x.bml --to bss` loads the BML reader
 * and the BSS writer, no other format, and zod only to check an option. Checked on what Node actually loads, through a module
 * hook, not by timing: the times are in `pnpm bench` (bench/cases/startup.ts).
 */

import {spawnSync} from 'node:child_process'
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {describe, expect, it} from 'vitest'
import {repoRoot} from '../../../test/shared.js'
import {temporary} from './io.js'

const bin = fileURLToPath(new URL('../src/bin/bidding.ts', import.meta.url))

/** Run the CLI from source and list every file URL Node loaded. */
async function loaded(argv: string[]): Promise<{code: number | null; stdout: string; modules: string[]}> {
  const folder = await temporary()
  const log = path.join(folder, 'loaded.txt')
  const hooks = path.join(folder, 'hooks.mjs')
  const register = path.join(folder, 'register.mjs')
  await writeFile(
    hooks,
    "import {appendFileSync} from 'node:fs'\n" +
      'export async function load(url, context, next) {\n' +
      '  if (url.startsWith("file:")) appendFileSync(' + JSON.stringify(log) + ', url + "\\n")\n' +
      '  return next(url, context)\n' +
      '}\n'
  )
  await writeFile(register, "import {register} from 'node:module'\nregister(" + JSON.stringify(pathToFileURL(hooks).href) + ')\n')
  await writeFile(path.join(folder, 'tiny.bml'), '1C  2+!c. Natural\n1D  Diamonds\n')
  await writeFile(path.join(folder, 'one.dl'), 'produce 1\ncondition hcp(north) >= 0\naction printoneline\n')
  await writeFile(log, '')
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
  const result = spawnSync(tsx, ['--conditions=@bidding/source', '--import', pathToFileURL(register).href, bin, ...argv], {
    cwd: folder,
    encoding: 'utf8'
  })
  const modules = (await readFile(log, 'utf8')).split('\n').filter(Boolean)
  return {code: result.status, stdout: result.stdout, modules}
}

const formatPackages = /\/packages\/(formats|json|bml-parse|bml-stringify|html-stringify|latex-stringify|card-stringify|bss-parse|bss-stringify|bboalert-parse|bboalert-stringify|pbn-parse|bidspace-parse|bidspace-stringify|jslist-stringify|rules-xml-parse|rules-xml-stringify|slam-parse|slam-stringify|robot)\//

// Each test starts Node with tsx: slow on a loaded machine, so a generous limit (the times are not what is tested).
describe('start-up', {timeout: 120_000}, () => {
  it('should print the version without loading a command, a format or zod', async () => {
    const {code, stdout, modules} = await loaded(['--version'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^\d+\.\d+\.\d+/)
    // The hook sees the CLI itself: the comparison is not vacuous.
    expect(modules.some((url) => url.includes('/packages/cli/src/lib/run.ts'))).toBe(true)
    expect(modules.filter((url) => /\/zod\/|\/packages\/cli\/src\/lib\/commands\//.test(url) || formatPackages.test(url))).toEqual([])
  })

  it('should run a dealer script without the formats, the robot, zod or vfile-reporter', async () => {
    const {code, stdout, modules} = await loaded(['deal', 'one.dl', '--seed', '1', '--threads', '1'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^n \S+ e \S+ s \S+ w \S+ \n/)
    expect(modules.some((url) => url.includes('/packages/deal/src/'))).toBe(true)
    expect(modules.filter((url) => /\/zod\/|\/vfile-reporter\//.test(url) || formatPackages.test(url))).toEqual([])
  })

  it('should convert BML to BSS with the BML reader and the BSS writer only, without zod', async () => {
    const {code, stdout, modules} = await loaded(['convert', 'tiny.bml', '--to', 'bss'])
    expect(code).toBe(0)
    expect(stdout).toBe('*00{}=NYYYYYY\n001C=NYYYYYY0082+!c. Natural\n001D=NYYYYYY008Diamonds\n')
    const packages = new Set(modules.filter((url) => formatPackages.test(url)).map((url) => formatPackages.exec(url)![1]))
    // The BML writer and the BSS reader are other packages of the same two formats: not loaded either.
    expect([...packages].sort()).toEqual(['bml-parse', 'bss-stringify', 'formats'])
    expect(modules.filter((url) => /\/zod\/|\/packages\/[^/]+\/src\/format\.ts$/.test(url))).toEqual([])
  })

  it('should load only the schema of the format an option is given to', async () => {
    const {code, modules} = await loaded(['convert', 'tiny.bml', '--to', 'bss', '--indentation', '2'])
    expect(code).toBe(0)
    expect(modules.some((url) => url.includes('/zod/'))).toBe(true)
    expect(modules.filter((url) => /\/packages\/[^/]+\/src\/format\.ts$/.test(url)).map((url) => /packages\/([^/]+)\//.exec(url)![1])).toEqual([
      'bml-parse'
    ])
  })

  it('should check a system without any writer or the robot', async () => {
    const {code, modules} = await loaded(['check', 'tiny.bml', '--silent'])
    expect(code).toBe(0)
    const packages = new Set(modules.filter((url) => formatPackages.test(url)).map((url) => formatPackages.exec(url)![1]))
    expect([...packages].sort()).toEqual(['bml-parse', 'formats'])
  })

  it('should simulate without --score loading the double-dummy solver or the queue’s client', async () => {
    const {code, modules} = await loaded(['simulate', '--ns', 'tiny.bml', '--count', '2', '--seed', '1', '--threads', '1', '--silent'])
    expect(code).toBe(0)
    expect(modules.some((url) => url.includes('/packages/robot/src/'))).toBe(true)
    expect(modules.filter((url) => /\/packages\/(dds|queue|compare)\/|\/(bullmq|ioredis|koffi)\//.test(url))).toEqual([])
  })

  it('should load the formats when a command needs them', async () => {
    const {code, modules} = await loaded(['formats'])
    expect(code).toBe(0)
    expect(modules.some((url) => url.includes('/packages/formats/'))).toBe(true)
  })
})
