import {spawnSync} from 'node:child_process'
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {Readable} from 'node:stream'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {createRegistry, type Format} from '@bidding/core/registry'
import {registry} from '@bidding/formats'
import {z} from 'zod'
import type {Io} from '../src/lib/io.js'
import {dropIns, dropInUsage, parseDropInArgs, type DropIn} from '../src/lib/drop-in-args.js'
import {dropInTarget, runDropIn, type DropInOptions} from '../src/lib/drop-in.js'
import {repoRoot} from '../../../test/shared.js'
import {Sink, temporary} from './io.js'

const bml = registry.get('bml')!
const bss = registry.get('bss')!
const system = '#+TITLE: Mini\n\n1N 15-17\n  2C Stayman\n'
const expectedBss = '*00{Mini}=NYYYYYY\n001N=NYYYYYY015-17\n001NP2C=NYYYYYY008Stayman\n'

function io(cwd: string, stdin?: string): Io & {stdout: Sink; stderr: Sink} {
  return {
    stdin: Readable.from(stdin === undefined ? [] : [Buffer.from(stdin)]),
    stdout: new Sink(),
    stderr: new Sink(),
    cwd,
    env: {NO_COLOR: '1'}
  }
}

async function drop(
  dropIn: DropIn,
  argv: string[],
  options: {cwd?: string; stdin?: string} & DropInOptions = {}
): Promise<{code: number; stdout: string; stderr: string}> {
  const streams = io(options.cwd ?? (await temporary()), options.stdin)
  const code = await runDropIn(dropIn, argv, streams, options)
  return {code, stdout: streams.stdout.text, stderr: streams.stderr.text}
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch {
    return false
  }
}

/** A writer that prints the options it was given, standing in for html and latex. */
function echo(name: string): Format {
  return {
    name,
    description: 'echo',
    extensions: ['.' + name],
    stringify: function (options?: Record<string, unknown>) {
      this.compiler = () => JSON.stringify(options ?? {}) + '\n'
    },
    stringifyOptions: z.object({tree: z.boolean().optional(), includeExternalFiles: z.boolean().optional(), profile: z.string().optional()})
  }
}

describe('arguments', () => {
  const parse = (argv: string[], dropIn: DropIn = dropIns.bml2html) => parseDropInArgs(dropIn, argv)

  it('should read the reference’s flags, short and long', () => {
    expect(parse(['-i', '4', '-o', 'out.htm', '-v', '--no-tree', '--no-include-external-files', 'in.bml'])).toEqual({
      help: false,
      version: false,
      verbose: 1,
      indentation: 4,
      output: 'out.htm',
      tree: false,
      includeExternalFiles: false,
      input: 'in.bml'
    })
    expect(parse(['--indentation=3', '--outputfile', 'x', '--verbose', '--tree', '--include-external-files', '-'])).toMatchObject({
      indentation: 3,
      output: 'x',
      verbose: 1,
      tree: true,
      includeExternalFiles: true,
      input: '-'
    })
  })

  it('should read clustered and glued short flags, as argparse does', () => {
    expect(parse(['-vvv', '-i4', '-oout.htm', 'in.bml'])).toMatchObject({verbose: 3, indentation: 4, output: 'out.htm'})
    expect(parse(['-vo', 'out.htm', 'in.bml'])).toMatchObject({verbose: 1, output: 'out.htm'})
  })

  it('should take unambiguous abbreviations of long flags', () => {
    expect(parse(['--out', 'x', '--no-tr', '--inc', '--verb', 'in.bml'])).toMatchObject({
      output: 'x',
      tree: false,
      includeExternalFiles: true,
      verbose: 1
    })
    expect(() => parse(['--no', 'in.bml'])).toThrow('ambiguous option: --no could match --no-tree, --no-include-external-files')
  })

  it('should read our own flags', () => {
    expect(parse(['--profile', 'reference', '--dialect=bml1', 'in.bml'])).toMatchObject({profile: 'reference', dialect: 'bml1'})
    expect(() => parse(['--profile', 'strict', 'in.bml'])).toThrow('argument --profile: invalid choice: `strict`')
  })

  it('should take `-` as stdin and everything after `--` as the input', () => {
    expect(parse(['-'])).toMatchObject({input: '-'})
    expect(parse(['--', '-v'])).toMatchObject({input: '-v', verbose: 0})
  })

  it('should refuse what argparse refuses', () => {
    expect(() => parse([])).toThrow('the following arguments are required: inputfile')
    expect(() => parse(['a.bml', 'b.bml'])).toThrow('unrecognized arguments: b.bml')
    expect(() => parse(['--frobnicate', 'a.bml'])).toThrow('unrecognized arguments: --frobnicate')
    expect(() => parse(['-x', 'a.bml'])).toThrow('unrecognized arguments: -x')
    expect(() => parse(['-i', '0', 'a.bml'])).toThrow('argument -i/--indentation: invalid choice: `0`')
    expect(() => parse(['-i', '10', 'a.bml'])).toThrow('invalid choice: `10`')
    expect(() => parse(['a.bml', '-o'])).toThrow('argument -o/--outputfile: expected one argument')
    expect(() => parse(['a.bml', '--outputfile'])).toThrow('argument --outputfile: expected one argument')
    expect(() => parse(['--tree=yes', 'a.bml'])).toThrow('argument --tree: ignored explicit argument `yes`')
  })

  it('should give bml2bss no layout flags, as the reference', () => {
    expect(() => parse(['--tree', 'a.bml'], dropIns.bml2bss)).toThrow('unrecognized arguments: --tree')
    expect(parse(['-i', '4', 'a.bml'], dropIns.bml2bss)).toMatchObject({indentation: 4})
  })

  it('should not need an input for help and version', () => {
    expect(parse(['-h'])).toMatchObject({help: true})
    expect(parse(['--version'])).toMatchObject({version: true})
  })
})

describe('output file', () => {
  const target = (argv: string[], cwd: string, dropIn: DropIn = dropIns.bml2bss) =>
    dropInTarget(dropIn, parseDropInArgs(dropIn, argv), io(cwd))

  it('should put the output next to the input, replacing only the last extension', async () => {
    const folder = await temporary()
    expect(await target(['a.b/c.bml'], folder)).toBe(path.join(folder, 'a.b', 'c.bss'))
    expect(await target(['sys.v2.bml'], folder, dropIns.bml2html)).toBe(path.join(folder, 'sys.v2.htm'))
    expect(await target(['system'], folder, dropIns.bml2latex)).toBe(path.join(folder, 'system.tex'))
  })

  it('should write to stdout for `-o -` and for stdin', async () => {
    const folder = await temporary()
    expect(await target(['-o', '-', 'a.bml'], folder)).toBeUndefined()
    expect(await target(['-'], folder)).toBeUndefined()
  })

  it('should write into a folder given as `-o`', async () => {
    const folder = await temporary()
    await mkdir(path.join(folder, 'out'))
    expect(await target(['-o', 'out', 'notes/sys.bml'], folder)).toBe(path.join(folder, 'out', 'sys.bss'))
    expect(await target(['-o', 'out', '-'], folder)).toBe(path.join(folder, 'out', 'stdin.bss'))
    expect(await target(['-o', 'new.bss', 'sys.bml'], folder)).toBe(path.join(folder, 'new.bss'))
  })

  it('should never overwrite the input', async () => {
    const folder = await temporary()
    await expect(target(['sys.bss'], folder)).rejects.toThrow('refusing to overwrite the input file `sys.bss`')
    await expect(target(['-o', 'sys.bml', 'sys.bml'], folder)).rejects.toThrow('refusing to overwrite')
  })
})

describe('running', () => {
  it('should write the BSS next to the input', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'mini.bml'), system)
    const result = await drop(dropIns.bml2bss, ['mini.bml'], {cwd: folder})
    expect(result).toEqual({code: 0, stdout: '', stderr: ''})
    expect(await readFile(path.join(folder, 'mini.bss'), 'utf8')).toBe(expectedBss)
  })

  it('should read stdin and write stdout', async () => {
    const result = await drop(dropIns.bml2bss, ['-'], {stdin: system})
    expect(result).toEqual({code: 0, stdout: expectedBss, stderr: ''})
  })

  it('should honour `-i`, which the reader takes', async () => {
    const result = await drop(dropIns.bml2bss, ['-i', '4', '-'], {stdin: '1N 15-17\n    2C Stayman\n'})
    expect(result.stdout).toBe('*00{}=NYYYYYY\n001N=NYYYYYY015-17\n001NP2C=NYYYYYY008Stayman\n')
  })

  it('should pass `--profile` to the reader and the writer', async () => {
    const input = '1M 5M\n'
    expect((await drop(dropIns.bml2bss, ['-'], {stdin: input})).stdout).toContain('001H=NYYYYYY0085!h')
    expect((await drop(dropIns.bml2bss, ['--profile', 'reference', '-'], {stdin: input})).stdout).toContain('001H=NYYYYYY008\u0001!h')
  })

  it('should pass the layout flags to the html and latex writers', async () => {
    const registry = createRegistry([bml, echo('html'), echo('latex')])
    const html = await drop(dropIns.bml2html, ['--no-tree', '--include-external-files', '--profile', 'reference', '-'], {stdin: system, registry})
    expect(JSON.parse(html.stdout)).toEqual({tree: false, includeExternalFiles: true, profile: 'reference'})
    const latex = await drop(dropIns.bml2latex, ['-'], {stdin: system, registry})
    expect(JSON.parse(latex.stdout)).toEqual({})
  })

  it('should write HTML and LaTeX with the registered writers', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'mini.v2.bml'), system)
    expect((await drop(dropIns.bml2html, ['--no-tree', 'mini.v2.bml'], {cwd: folder})).code).toBe(0)
    expect(await readFile(path.join(folder, 'mini.v2.htm'), 'utf8')).toMatch(/<html[\s\S]*Stayman/)
    expect((await drop(dropIns.bml2latex, ['mini.v2.bml'], {cwd: folder})).code).toBe(0)
    expect(await readFile(path.join(folder, 'mini.v2.tex'), 'utf8')).toMatch(/\\documentclass[\s\S]*Stayman/)
  })

  it('should print warnings in vfile-reporter’s form and still succeed', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'dup.bml'), '2X Weak\n2C Strong\n')
    const result = await drop(dropIns.bml2bss, ['dup.bml', '-o', '-'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('002C=NYYYYYY008Weak')
    expect(result.stderr).toMatch(/^dup\.bml\n2:1-2:10 warning Unexpected second definition of `2C`/)
  })

  it('should show notes only with `-v`, with the files it reads and writes', async () => {
    const input = '1C-(1D)-\n2M raise\n  (P)\n    2oM other\n'
    const quiet = await drop(dropIns.bml2bss, ['-o', '-', '-'], {stdin: input})
    expect(quiet.stderr).toBe('')
    const loud = await drop(dropIns.bml2bss, ['-v', '-o', '-', '-'], {stdin: input})
    expect(loud.stderr).toMatch(/^bml2bss: input file: stdin\nbml2bss: output file: stdout\n/)
    expect(loud.stderr).toContain('info')
  })

  it('should exit 1 on bad input, writing nothing', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'bad.bml'), '1N 15-17\n  #PASTE nothing\n')
    const result = await drop(dropIns.bml2bss, ['bad.bml'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^bad\.bml\n2:\d+-2:\d+ error Unexpected `#PASTE nothing`/)
    expect(await exists(path.join(folder, 'bad.bss'))).toBe(false)
  })

  it('should exit 1 on a missing input file', async () => {
    const result = await drop(dropIns.bml2bss, ['missing.bml'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('bml2bss: error: Cannot read `missing.bml`: no such file\n')
  })

  it('should exit 2 on a usage mistake, with the usage line', async () => {
    const result = await drop(dropIns.bml2bss, ['--tree', 'x.bml'])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      'usage: bml2bss [-h] [-i {1..9}] [-o OUTPUTFILE] [-v] [--profile {default,reference}] [--dialect {bml2,bml1}] [--version] inputfile\n' +
        'bml2bss: error: unrecognized arguments: --tree\n'
    )
    const folder = await temporary()
    await writeFile(path.join(folder, 'x.bss'), 'not BML')
    expect((await drop(dropIns.bml2bss, ['x.bss'], {cwd: folder})).code).toBe(2)
    expect(await readFile(path.join(folder, 'x.bss'), 'utf8')).toBe('not BML')
  })

  it('should print help and the version', async () => {
    const help = await drop(dropIns.bml2latex, ['-h'])
    expect(help).toEqual({code: 0, stdout: dropInUsage(dropIns.bml2latex) + '\n', stderr: ''})
    expect(help.stdout).toContain('--tree, --no-tree')
    expect(dropInUsage(dropIns.bml2bss)).not.toContain('--tree')
    expect((await drop(dropIns.bml2bss, ['--version'])).stdout).toMatch(/^bml2bss \(@bidding\/cli \d+\.\d+\.\d+\)\n$/)
  })

  it('should say so when a writer is not installed', async () => {
    const result = await drop(dropIns.bml2html, ['-'], {stdin: system, registry: createRegistry([bml, bss])})
    expect(result).toEqual({code: 1, stdout: '', stderr: 'bml2html: error: the `html` format is not installed\n'})
    const none = await drop(dropIns.bml2bss, ['-'], {stdin: system, registry: createRegistry([bss])})
    expect(none.stderr).toBe('bml2bss: error: the `bml` format is not installed\n')
  })
})

describe('the drop-in executables', () => {
  it('should run from a shell, with exit codes', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'mini.bml'), system)
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
    const bin = fileURLToPath(new URL('../src/bin/bml2bss.ts', import.meta.url))
    const ok = spawnSync(tsx, ['--conditions=@bidding/source', bin, 'mini.bml'], {cwd: folder, encoding: 'utf8'})
    expect([ok.status, ok.stderr]).toEqual([0, ''])
    expect(await readFile(path.join(folder, 'mini.bss'), 'utf8')).toBe(expectedBss)
    const usage = spawnSync(tsx, ['--conditions=@bidding/source', bin], {cwd: folder, encoding: 'utf8'})
    expect(usage.status).toBe(2)
    for (const name of ['bml2html', 'bml2latex']) {
      expect(await exists(fileURLToPath(new URL('../src/bin/' + name + '.ts', import.meta.url)))).toBe(true)
    }
  })
})
