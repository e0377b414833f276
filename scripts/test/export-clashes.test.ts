import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {exportClashes} from '../export-clashes.js'

const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true})
})

/** A workspace whose packages (by short name) have the given `src/index.ts`; `@bidding/*` resolves to them. */
function workspace(packages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'export-clashes-'))
  folders.push(root)
  const compilerOptions = {module: 'nodenext', strict: true, skipLibCheck: true, types: [], paths: {'@bidding/*': ['./packages/*/src/index.ts']}}
  writeFileSync(path.join(root, 'tsconfig.base.json'), JSON.stringify({compilerOptions}))
  for (const [name, source] of Object.entries(packages)) {
    const folder = path.join(root, 'packages', name)
    mkdirSync(path.join(folder, 'src'), {recursive: true})
    const exports = {'.': {'@bidding/source': './src/index.ts'}}
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({name: '@bidding/' + name, exports}))
    writeFileSync(path.join(folder, 'src', 'index.ts'), source)
  }

  return root
}

/** `kind name` of each clash found. */
function kinds(root: string): string[] {
  return exportClashes(root).map((clash) => clash.kind + ' ' + clash.name)
}

describe('exportClashes', () => {
  it('should report a name two packages declare with different meanings, and not one re-exported', () => {
    const root = workspace({
      hand: 'export type Hand = number[]\nexport function hcp(hand: Hand): number {\n  return hand.length\n}\n',
      dsl: "export type {Hand} from '@bidding/hand'\nexport function hcp(min: number): string {\n  return min + '+ HCP'\n}\n"
    })
    expect(kinds(root)).toEqual(['clash hcp'])
    expect(exportClashes(root)[0]!.exports.map((item) => item.entry)).toEqual(['@bidding/dsl', '@bidding/hand'])
  })

  it('should count a deprecated alias of a new name as deprecated, and each plugin’s `Options` as the convention', () => {
    const root = workspace({
      hand: 'export interface Options {\n  a?: number\n}\nexport function hcp(hand: number[]): number {\n  return hand.length\n}\n',
      dsl: [
        'export interface Options {\n  b?: string\n}',
        "export function hasHcp(min: number): string {\n  return min + '+ HCP'\n}",
        '/** @deprecated Use `hasHcp`. */\nexport const hcp = hasHcp\n'
      ].join('\n')
    })
    expect(kinds(root)).toEqual(['convention Options', 'deprecated hcp'])
  })
})
