/**
 * List every name that two workspace packages export with different meanings:
 * the same identifier from the public entries (`exports` in `package.json`)
 * of two packages, declared in two places. A name one package re-exports from
 * another is the same declaration and is not a clash.
 *
 * Each clash is reported as one of:
 *
 * * `clash` — two meanings under one name: a user importing both packages
 *   must rename one, and a reader cannot tell which is meant;
 * * `deprecated` — one side is a deprecated alias kept for a release;
 * * `convention` — a name each plugin exports by the unified convention, one
 *   per package by design: its `Options` (`PdfOptions` for a PDF writer),
 *   and the format descriptions of its `/format` entry (`format`, `formats`,
 *   and the reader's and writer's `convFormat` of one format).
 *
 * Run with `tsx scripts/export-clashes.ts [--all] [root]`: it prints the
 * clashes (with `--all`, the deprecated and conventional ones too) and a
 * count of each kind, and exits 1 on any `clash`.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import ts from 'typescript'

/** One exported name and where each package's export of it is declared. */
export interface Clash {
  name: string
  kind: 'clash' | 'deprecated' | 'convention'
  exports: Array<{entry: string; declaredIn: string; deprecated: boolean}>
}

/**
 * Names exported by convention, each package its own: a plugin's option
 * types, and a package's list of its format descriptions (`@bidding/formats`:
 * all of them).
 */
const conventional = new Set(['Options', 'PdfOptions', 'formats'])

interface Entry {
  /** Public specifier: `@bidding/hand`, `@bidding/bss-stringify/format`. */
  specifier: string
  packageName: string
  file: string
}

function entriesOf(root: string): Entry[] {
  const folder = path.join(root, 'packages')
  const entries: Entry[] = []
  for (const name of readdirSync(folder).sort()) {
    let manifest: {name?: string; exports?: Record<string, unknown>}
    try {
      manifest = JSON.parse(readFileSync(path.join(folder, name, 'package.json'), 'utf8')) as typeof manifest
    } catch {
      continue
    }

    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['@bidding/source'] : undefined
      if (typeof source !== 'string' || !manifest.name) continue
      entries.push({
        specifier: manifest.name + subpath.slice(1),
        packageName: manifest.name,
        file: path.join(folder, name, source)
      })
    }
  }

  return entries
}

function isDeprecated(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => {
    // `export const old = renamed` carries its JSDoc on the variable statement.
    const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration
    return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated')
  })
}

/** The place a symbol is declared, after following re-exports and aliases. */
function declarationOf(checker: ts.TypeChecker, symbol: ts.Symbol): {where: string; deprecated: boolean} {
  let deprecated = isDeprecated(symbol)
  let target = symbol
  while (target.flags & ts.SymbolFlags.Alias) {
    target = checker.getAliasedSymbol(target)
    deprecated ||= isDeprecated(target)
  }

  // `export const hcp = hasHcp`: an alias by value, the same meaning as `hasHcp`.
  const declaration = target.declarations?.[0]
  if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.initializer)) {
    const value = checker.getSymbolAtLocation(declaration.initializer)
    if (value) return {where: declarationOf(checker, value).where, deprecated: deprecated || isDeprecated(target)}
  }

  if (!declaration) return {where: target.name, deprecated}
  const file = declaration.getSourceFile()
  const {line} = file.getLineAndCharacterOfPosition(declaration.getStart())
  return {where: file.fileName + ':' + (line + 1), deprecated}
}

/** Find the clashes among the workspace packages under `root`. */
export function exportClashes(root: string): Clash[] {
  const entries = entriesOf(root)
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), (file) => ts.sys.readFile(file))
  const {options} = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    // Only declarations matter here, not types: no default library, no `@types`.
    {...options, noEmit: true, composite: false, declaration: false, noLib: true, types: []}
  )
  const checker = program.getTypeChecker()
  const byName = new Map<string, Array<{entry: Entry; where: string; deprecated: boolean}>>()

  for (const entry of entries) {
    const file = program.getSourceFile(entry.file)
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) continue
    for (const symbol of checker.getExportsOfModule(module)) {
      if (symbol.name === 'default') continue
      const {where, deprecated} = declarationOf(checker, symbol)
      let list = byName.get(symbol.name)
      if (!list) byName.set(symbol.name, (list = []))
      list.push({entry, where, deprecated})
    }
  }

  const clashes: Clash[] = []
  for (const [name, list] of [...byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const packages = new Set(list.map((item) => item.entry.packageName))
    const places = new Set(list.map((item) => item.where))
    if (packages.size < 2 || places.size < 2) continue
    const live = list.filter((item) => !item.deprecated)
    const liveMeanings = new Set(live.map((item) => item.where))
    const descriptions = list.every((item) => item.entry.specifier.endsWith('/format'))
    const kind = conventional.has(name) || descriptions ? 'convention' : liveMeanings.size < 2 ? 'deprecated' : 'clash'
    clashes.push({
      name,
      kind,
      exports: list.map((item) => ({
        entry: item.entry.specifier,
        declaredIn: path.relative(root, item.where),
        deprecated: item.deprecated
      }))
    })
  }

  return clashes
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const all = args.includes('--all')
  const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.')
  const clashes = exportClashes(root)
  for (const clash of clashes) {
    if (!all && clash.kind !== 'clash') continue
    console.log(clash.kind.padEnd(10) + ' ' + clash.name)
    for (const item of clash.exports) {
      console.log('           ' + item.entry.padEnd(34) + ' ' + item.declaredIn + (item.deprecated ? ' (deprecated)' : ''))
    }
  }

  const real = clashes.filter((clash) => clash.kind === 'clash')
  console.log(
    'exports: ' +
      real.length +
      ' clashes, ' +
      clashes.filter((clash) => clash.kind === 'deprecated').length +
      ' deprecated aliases, ' +
      clashes.filter((clash) => clash.kind === 'convention').length +
      ' conventional names'
  )
  if (real.length > 0) process.exitCode = 1
}
