import {readFile, mkdir} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {cli, folderWith, temporary} from './io.js'

const tree = {
  type: 'root',
  children: [{type: 'sequence', children: [{type: 'bid', call: '1N', by: 'we', children: []}]}]
}
const treeText = JSON.stringify(tree)

describe('@bidding/cli', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/cli')).sort()).toEqual([
      'UsageError',
      'createProgress',
      'flagsOf',
      'optionsFrom',
      'run'
    ])
  })
})

describe('bidding', () => {
  it('should show help, the version, and refuse unknown commands', async () => {
    const help = await cli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: bidding <command>/)
    expect((await cli([])).code).toBe(2)
    expect((await cli(['-v'])).stdout).toMatch(/^\d+\.\d+\.\d+( \(unreleased(, commit [\da-f]{7})?\))?\n$/)
    const unknown = await cli(['frobnicate'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^bidding: unknown command `frobnicate`/)
    expect((await cli(['help', 'convert'])).stdout).toMatch(/^Usage: bidding convert/)
    expect((await cli(['help', 'nope'])).code).toBe(2)
    expect((await cli(['check', '--help'])).stdout).toMatch(/^Usage: bidding check/)
  })
})

describe('bidding --version', () => {
  it('should print the version of @bidding/cli, and say when it is an unreleased checkout', async () => {
    const {version} = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {version: string}
    const printed = (await cli(['--version'])).stdout
    expect(printed.startsWith(version)).toBe(true)
    // 0.0.0 is the placeholder of a package never released: not a version to show bare.
    if (version === '0.0.0') expect(printed).toMatch(/^0\.0\.0 \(unreleased(, commit [\da-f]{7})?\)\n$/)
  })
})

describe('bidding formats', () => {
  it('should list every reader and writer', async () => {
    const result = await cli(['formats'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^json\s+read write\s+\.json\s+bdast, the bidding syntax tree, as JSON$/m)
  })

  it('should list a format’s options', async () => {
    const result = await cli(['formats', 'json'])
    expect(result.stdout).toContain('--[no-]positions')
    expect(result.stdout).toContain('--space N')
    expect((await cli(['formats', 'nope'])).code).toBe(2)
  })
})

describe('bidding convert', () => {
  it('should convert a file to stdout', async () => {
    const folder = await folderWith({'a.json': treeText})
    const result = await cli(['convert', 'a.json', '--to', 'json', '--space', '0', '--no-positions'], {cwd: folder})
    expect(result).toEqual({code: 0, stdout: treeText + '\n', stderr: ''})
  })

  it('should read stdin with --from and write a file named by -o, the format from its extension', async () => {
    const folder = await temporary()
    const result = await cli(['convert', '-', '--from', 'json', '-o', 'out.json', '--space=0'], {cwd: folder, stdin: treeText})
    expect(result.code).toBe(0)
    expect(await readFile(path.join(folder, 'out.json'), 'utf8')).toBe(treeText + '\n')
  })

  it('should write several inputs into a folder', async () => {
    const folder = await folderWith({'a.json': treeText, 'b/b.json': treeText})
    const result = await cli(['convert', 'a.json', 'b/b.json', '--to', 'json', '-o', 'out'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(JSON.parse(await readFile(path.join(folder, 'out/a.json'), 'utf8'))).toEqual(tree)
    expect(JSON.parse(await readFile(path.join(folder, 'out/b.json'), 'utf8'))).toEqual(tree)
  })

  it('should never overwrite an input', async () => {
    const folder = await folderWith({'a.json': treeText})
    const result = await cli(['convert', 'a.json', '--to', 'json', '-o', 'a.json'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Refusing to overwrite the input `a.json`')
    expect(await readFile(path.join(folder, 'a.json'), 'utf8')).toBe(treeText)
    const inFolder = await cli(['convert', 'a.json', '--to', 'json', '-o', '.'], {cwd: folder})
    expect(inFolder.code).toBe(2)
  })

  it('should report bad input with its place and exit 1, without a stack trace', async () => {
    const folder = await folderWith({'bad.json': '{"type": "root", "children": [\n  {"type": "bid"}\n]}'})
    const result = await cli(['convert', 'bad.json', '--to', 'json'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^bad\.json\n2:3-2:18 error Unexpected node `bid` at `children\[0\]`/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('should report a missing file', async () => {
    const folder = await temporary()
    const result = await cli(['convert', 'missing.json', '--to', 'json'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('no such file')
  })

  it('should say in one line which file named on the command line does not exist, for every command that reads one', async () => {
    const folder = await temporary()
    await mkdir(path.join(folder, 'folder.bml'))
    const cases: Array<[string[], string]> = [
      [['convert', 'gone.bml', '--to', 'json'], 'Cannot read `gone.bml`: no such file\n'],
      [['convert', 'folder.bml', '--to', 'json'], 'Cannot read `folder.bml`: it is a folder, expected a file\n'],
      [['deal', 'gone.dl'], 'Cannot read `gone.dl`: no such file\n'],
      [['check', 'gone.bml'], 'Cannot read `gone.bml`: no such file\ngone.bml: 1 error\n']
    ]
    for (const [args, stderr] of cases) {
      const result = await cli(args, {cwd: folder})
      expect({args, code: result.code, stderr: result.stderr}).toEqual({args, code: 1, stderr})
    }
  })

  it('should refuse usage mistakes with exit 2', async () => {
    const folder = await folderWith({'a.json': treeText, 'a.xyz': ''})
    const cases: Array<[string[], string]> = [
      [['convert'], 'Expected an input file'],
      [['convert', 'a.json'], 'Expected `--to FORMAT`'],
      [['convert', 'a.json', '--to', 'nope'], 'Unknown format `nope`'],
      [['convert', 'a.json', '--from', 'nope', '--to', 'json'], 'Unknown format `nope`'],
      [['convert', 'a.xyz', '--to', 'json'], 'Cannot tell the format of `a.xyz`'],
      [['convert', '-', '--to', 'json'], 'Reading stdin needs `--from FORMAT`'],
      [['convert', '-', '-', '--from', 'json', '--to', 'json'], 'Cannot read stdin twice'],
      [['convert', 'a.json', '--to', 'json', '--frobnicate'], 'Unknown flag `--frobnicate`'],
      [['convert', 'a.json', '--to', 'html', '--expand-dept', '2'], 'Unknown flag `--expand-dept` (did you mean `--expand-depth`?)'],
      [['check', 'a.json', '--expand-dept', '2'], 'Unknown flag `--expand-dept` (did you mean `--expand-depth`?)'],
      [['deal', '--count', '2', '--sed', '4'], 'Unknown flag `--sed` (did you mean `--seed`?)'],
      [['convert', 'a.json', '--to', 'json', '--space', 'wide'], 'Expected a number after `--space`'],
      [['convert', 'a.json', '--to', 'json', '--space', '99'], 'Invalid json writer option `--space`'],
      [['convert', 'a.json', '--to', 'json', '-o'], 'Expected a value after `-o`'],
      [['convert', 'a.json', 'a.json', '--to', 'json'], 'Several inputs need `-o DIR`'],
      [['convert', 'a.json', 'a.json', '--to', 'json', '-o', '-'], 'Cannot write several outputs to stdout'],
      [['convert', 'a.json', 'a.json', '--to', 'json', '-o', 'out'], 'Two inputs would both be written']
    ]
    for (const [argv, message] of cases) {
      const result = await cli(argv, {cwd: folder})
      expect([result.code, result.stderr], argv.join(' ')).toEqual([2, expect.stringContaining(message)])
    }
  })
})

describe('bidding check', () => {
  it('should say when there are no issues', async () => {
    const folder = await folderWith({'a.json': treeText})
    const result = await cli(['check', 'a.json'], {cwd: folder})
    expect(result).toEqual({code: 0, stdout: '', stderr: 'a.json: no issues found\n'})
    const two = await cli(['check', 'a.json', '-', '--from', 'json'], {cwd: folder, stdin: treeText})
    expect(two.stderr).toBe('2 files: no issues found\n')
  })

  it('should end with what it found, never “no issues found” after a warning', async () => {
    const folder = await folderWith({'bad.bml': '1C Clubs\n\t1D Diamonds\n', 'broken.json': '{"type": "root"', 'a.json': treeText})
    const warned = await cli(['check', 'bad.bml'], {cwd: folder})
    expect(warned.code).toBe(0)
    expect(warned.stderr).toMatch(/warning Unexpected TAB in indentation/)
    expect(warned.stderr).not.toContain('no issues found')
    expect(warned.stderr.split('\n').at(-2)).toBe('bad.bml: 2 warnings')
    const mixed = await cli(['check', 'bad.bml', 'broken.json', 'a.json'], {cwd: folder})
    expect(mixed.code).toBe(1)
    expect(mixed.stderr.split('\n').at(-2)).toBe('3 files: 1 error, 2 warnings')
    const one = await cli(['check', 'broken.json'], {cwd: folder})
    expect(one.stderr.split('\n').at(-2)).toBe('broken.json: 1 error')
    expect((await cli(['check', 'bad.bml', '--silent'], {cwd: folder})).stderr).toBe('')
  })

  it('should print every message and exit 1 on errors', async () => {
    const folder = await folderWith({'a.json': '{"type": "root"'})
    const result = await cli(['check', 'a.json'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^a\.json\n1:16 error Unexpected end of object, expected `}`/)
  })
})
