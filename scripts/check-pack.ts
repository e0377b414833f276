/**
 * Check the tarballs `pnpm -r pack --pack-destination <folder>` made: each
 * holds `LICENSE`, `readme.md`, `package.json`, every file its `exports`,
 * `main`, `types` and `bin` point at, and, when its public types (followed
 * from the `types` entries) import a Node.js module, has `@types/node` in
 * `dependencies`, or a consumer's strict type check fails.
 *
 * Run with `tsx scripts/check-pack.ts <folder>` after a build; exits 1 on
 * any problem.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {builtinModules} from 'node:module'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

interface Manifest {
  name?: string
  main?: string
  types?: string
  bin?: string | Record<string, string>
  exports?: unknown
  dependencies?: Record<string, string>
}

const required = ['LICENSE', 'readme.md', 'package.json']

/** File targets of an `exports` value (conditions and subpaths), with the condition that leads to each. */
function exportTargets(value: unknown, condition = 'default'): Array<{target: string; condition: string}> {
  if (typeof value === 'string') return [{target: value, condition}]
  if (Array.isArray(value)) return value.flatMap((item) => exportTargets(item, condition))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => exportTargets(item, key.startsWith('.') ? condition : key))
}

const nodeModules = new Set(builtinModules)

/** Whether the `.d.ts` files reachable from `entries` (inside `folder`) import a Node.js module. */
function typesUseNode(folder: string, entries: readonly string[]): string | undefined {
  const queue = entries.map((entry) => path.join(folder, entry))
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g)) {
      const specifier = match[1]!
      if (specifier.startsWith('.')) {
        queue.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.d.ts')))
      } else if (specifier.startsWith('node:') || nodeModules.has(specifier.split('/')[0]!)) {
        return path.relative(folder, file) + ' imports `' + specifier + '`'
      }
    }
  }

  return undefined
}

/** Problems of one unpacked package folder. */
export function checkPackedFolder(folder: string): string[] {
  const problems: string[] = []
  for (const name of required) {
    if (!existsSync(path.join(folder, name))) problems.push('Missing `' + name + '`')
  }

  if (!existsSync(path.join(folder, 'package.json'))) return problems
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest
  const targets = exportTargets(manifest.exports)
  if (manifest.main) targets.push({target: manifest.main, condition: 'default'})
  if (manifest.types) targets.push({target: manifest.types, condition: 'types'})
  const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {})
  for (const bin of bins) targets.push({target: bin, condition: 'bin'})

  for (const {target} of targets) {
    if (target.includes('*')) continue
    if (!existsSync(path.join(folder, target))) problems.push('Missing `' + target + '`, which package.json points at')
  }

  const types = targets.filter(({condition}) => condition === 'types').map(({target}) => target)
  const node = typesUseNode(folder, types)
  if (node && !manifest.dependencies?.['@types/node']) {
    problems.push('Unexpected Node.js types without `@types/node` in `dependencies`: ' + node)
  }

  return problems
}

/** Check every `.tgz` in `folder`; problems by tarball. */
export function checkPack(folder: string): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const tarball of readdirSync(folder).filter((name) => name.endsWith('.tgz')).sort()) {
    const unpacked = mkdtempSync(path.join(tmpdir(), 'check-pack-'))
    try {
      execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', unpacked])
      const problems = checkPackedFolder(path.join(unpacked, 'package'))
      if (problems.length > 0) result.set(tarball, problems)
    } finally {
      rmSync(unpacked, {recursive: true, force: true})
    }
  }

  return result
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2]
  if (!folder) throw new Error('Usage: tsx scripts/check-pack.ts <folder with tarballs>')
  const count = readdirSync(folder).filter((name) => name.endsWith('.tgz')).length
  const problems = checkPack(folder)
  for (const [tarball, list] of problems) for (const problem of list) console.error(tarball + ': ' + problem)
  if (count === 0 || problems.size > 0) {
    console.error(count === 0 ? 'No tarballs in ' + folder : problems.size + ' tarball(s) with problems')
    process.exitCode = 1
  } else {
    console.log(count + ' tarballs: LICENSE, readme, package.json, entry points and types ok')
  }
}
