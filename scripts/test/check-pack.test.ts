import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {checkPackedFolder} from '../check-pack.js'

const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true})
})

/** An unpacked package: `files` by path, `package.json` from `manifest`. */
function unpacked(manifest: object, files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'check-pack-'))
  folders.push(folder)
  for (const [name, text] of Object.entries({...files, 'package.json': JSON.stringify(manifest)})) {
    mkdirSync(path.dirname(path.join(folder, name)), {recursive: true})
    writeFileSync(path.join(folder, name), text)
  }

  return folder
}

const exports = {'.': {'@bidding/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js'}}
const complete = {LICENSE: 'MIT', 'readme.md': '# x', 'src/index.ts': '', 'dist/index.js': '', 'dist/index.d.ts': "export * from './lib/io.js'\n"}

describe('checkPackedFolder', () => {
  it('should pass a tarball with its licence, readme and entry points', () => {
    expect(checkPackedFolder(unpacked({name: 'x', exports}, {...complete, 'dist/lib/io.d.ts': 'export type A = 1\n'}))).toEqual([])
  })

  it('should fail a tarball without LICENSE, readme or a file an export points at', () => {
    const {LICENSE: _, 'readme.md': __, 'dist/index.js': ___, ...rest} = complete
    expect(checkPackedFolder(unpacked({name: 'x', exports, bin: {x: './dist/bin.js'}}, rest))).toEqual([
      'Missing `LICENSE`',
      'Missing `readme.md`',
      'Missing `./dist/index.js`, which package.json points at',
      'Missing `./dist/bin.js`, which package.json points at'
    ])
  })

  it('should fail public types that reach Node.js modules without @types/node in dependencies', () => {
    const files = {...complete, 'dist/lib/io.d.ts': "import type {Readable} from 'node:stream'\nexport type Io = Readable\n"}
    expect(checkPackedFolder(unpacked({name: 'x', exports, devDependencies: {'@types/node': '^20'}}, files))).toEqual([
      'Unexpected Node.js types without `@types/node` in `dependencies`: dist/lib/io.d.ts imports `node:stream`'
    ])
    expect(checkPackedFolder(unpacked({name: 'x', exports, dependencies: {'@types/node': '^20'}}, files))).toEqual([])
  })
})
