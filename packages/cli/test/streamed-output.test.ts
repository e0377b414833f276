/**
 * `bidding convert` writes a writer's chunks (`chunked` formats: HTML) as
 * they are made: to a temporary file beside the target, renamed over it
 * only once every input is read and no target is a file read; to standard
 * output as they come.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {readFile, symlink} from 'node:fs/promises'
import path from 'node:path'
import {Readable} from 'node:stream'
import {assertRoot} from '@bidding/core'
import {createRegistry, type Format} from '@bidding/core/registry'
import {registry as formats} from '@bidding/formats'
import {run, type Io} from '@bidding/cli'
import type {Plugin} from 'unified'
import {describe, expect, it} from 'vitest'
import {dropIns} from '../src/lib/drop-in-args.js'
import {runDropIn} from '../src/lib/drop-in.js'
import {cli, folderWith, Sink} from './io.js'

const system = '1N 15-17\n  2C Stayman\n    2D no major\n  2H transfer\n1C 16+\n  1D negative\n'

/** The files of a folder whose names say they are temporary outputs. */
const temporaries = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.tmp'))

/**
 * A registry with the BML reader and a `chunks` writer that yields `first`,
 * calls `between` (to look at the disk mid-stream), then yields `second` or
 * throws it when it is an error.
 */
function chunksRegistry(first: string, between: () => void, second: string | Error) {
  const writer: Plugin<[{chunked?: boolean}?]> = function (options) {
    this.compiler = function (tree) {
      assertRoot(tree)
      if (!options?.chunked) throw new Error('Expected the CLI to ask for chunks')
      return (function* () {
        yield first
        between()
        if (typeof second !== 'string') throw second
        yield second
      })()
    }
  }

  const format: Format = {name: 'chunks', description: 'test chunks', extensions: ['.txt'], stringify: writer as Format['stringify'], chunked: true}
  return createRegistry([formats.get('bml')!, format])
}

async function runWith(argv: string[], cwd: string, registry: ReturnType<typeof createRegistry>) {
  const stdout = new Sink()
  const stderr = new Sink()
  const io: Io = {stdin: Readable.from([]), stdout, stderr, cwd, env: {}}
  const code = await run(argv, io, {registry})
  return {code, stdout: stdout.text, stderr: stderr.text}
}

describe('convert writes chunks as they are made', () => {
  it('should write a chunk to a temporary file beside the target before the next is made, and rename it at the end', async () => {
    const folder = await folderWith({'in.bml': system, 'out.txt': 'previous'})
    const seen: Array<{temporary: string[]; target: string}> = []
    const registry = chunksRegistry('first,', () => {
      const names = temporaries(folder)
      seen.push({temporary: names.map((name) => readFileSync(path.join(folder, name), 'utf8')), target: readFileSync(path.join(folder, 'out.txt'), 'utf8')})
    }, 'second')
    const result = await runWith(['convert', 'in.bml', '--to', 'chunks', '-o', 'out.txt'], folder, registry)
    expect(result.code).toBe(0)
    expect(seen).toEqual([{temporary: ['first,'], target: 'previous'}])
    expect(await readFile(path.join(folder, 'out.txt'), 'utf8')).toBe('first,second')
    expect(temporaries(folder)).toEqual([])
  })

  it('should keep the previous output and leave no temporary file when the writer fails mid-stream', async () => {
    const folder = await folderWith({'in.bml': system, 'out.txt': 'previous'})
    const result = await runWith(['convert', 'in.bml', '--to', 'chunks', '-o', 'out.txt'], folder, chunksRegistry('first,', () => {}, new Error('broken writer')))
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/broken writer/)
    expect(await readFile(path.join(folder, 'out.txt'), 'utf8')).toBe('previous')
    expect(temporaries(folder)).toEqual([])
  })

  it('should write chunks to standard output as they come', async () => {
    const folder = await folderWith({'in.bml': system})
    const result = await runWith(['convert', 'in.bml', '--to', 'chunks'], folder, chunksRegistry('first,', () => {}, 'second'))
    expect(result).toMatchObject({code: 0, stdout: 'first,second'})
  })

  it('should write HTML, to a file or to standard output, byte for byte the writer’s string', async () => {
    const folder = await folderWith({'in.bml': system})
    const expected = String(await formats.processor({from: 'bml', to: 'html'}).process({path: path.join(folder, 'in.bml'), value: system}))
    expect((await cli(['convert', 'in.bml', '-o', 'out.html'], {cwd: folder})).code).toBe(0)
    expect(await readFile(path.join(folder, 'out.html'), 'utf8')).toBe(expected)
    const piped = await cli(['convert', 'in.bml', '--to', 'html'], {cwd: folder})
    expect(piped).toMatchObject({code: 0, stdout: expected})
    expect(temporaries(folder)).toEqual([])
  })

  it('should still refuse an HTML output that is the input through a symbolic link', async () => {
    const folder = await folderWith({'in.bml': system})
    await symlink('in.bml', path.join(folder, 'l.html'))
    const result = await cli(['convert', 'in.bml', '--to', 'html', '-o', 'l.html'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/Refusing to overwrite `l\.html`: it is the input `in\.bml`/)
    expect(await readFile(path.join(folder, 'in.bml'), 'utf8')).toBe(system)
    expect(temporaries(folder)).toEqual([])
  })

  it('should write no output when a later input includes an earlier input’s target, whichever was read first', async () => {
    // a.bml's page goes to out/a.html; b.bml, read after it, includes that very file.
    const included = '2C strong\n'
    const folder = await folderWith({'a.bml': system, 'b.bml': '#INCLUDE out/a.html\n\n' + system, 'out/a.html': included})
    const result = await cli(['convert', 'a.bml', 'b.bml', '--to', 'html', '-o', 'out'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/Refusing to overwrite the input `out\/a\.html`/)
    expect(await readFile(path.join(folder, 'out/a.html'), 'utf8')).toBe(included)
    expect(existsSync(path.join(folder, 'out/b.html'))).toBe(false)
    expect(temporaries(path.join(folder, 'out'))).toEqual([])
  })

  it('should write `bml2html -o` as it is made, byte for byte the writer’s string, and refuse a link to the input', async () => {
    const folder = await folderWith({'in.bml': system})
    const expected = String(await formats.processor({from: 'bml', to: 'html'}).process({path: path.join(folder, 'in.bml'), value: system}))
    const io = () => ({stdin: Readable.from([]), stdout: new Sink(), stderr: new Sink(), cwd: folder, env: {}})
    expect(await runDropIn(dropIns.bml2html, ['-o', 'out.html', 'in.bml'], io())).toBe(0)
    expect(await readFile(path.join(folder, 'out.html'), 'utf8')).toBe(expected)
    await symlink('in.bml', path.join(folder, 'l.html'))
    expect(await runDropIn(dropIns.bml2html, ['-o', 'l.html', 'in.bml'], io())).toBe(2)
    expect(await readFile(path.join(folder, 'in.bml'), 'utf8')).toBe(system)
    expect(temporaries(folder)).toEqual([])
  })
})
