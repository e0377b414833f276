import {existsSync} from 'node:fs'
import {link, readFile, readdir, readlink, symlink} from 'node:fs/promises'
import path from 'node:path'
import {Readable} from 'node:stream'
import {describe, expect, it} from 'vitest'
import {dropIns} from '../src/lib/drop-in-args.js'
import {runDropIn} from '../src/lib/drop-in.js'
import {cli, folderWith, Sink} from './io.js'

const system = '1N 15-17\n  2C Stayman\n'
const script = 'generate 100\nproduce 2\ncondition hcp(north) >= 10\naction printoneline\n'

/**
 * Expect a refusal: exit 2, the refusal as the last line on stderr (after at
 * most what reading a system says, such as calls without a meaning), the
 * file as it was.
 */
async function expectRefused(result: {code: number; stderr: string}, folder: string, file: string, value: string, message: RegExp) {
  expect(result.code).toBe(2)
  const lines = result.stderr.trimEnd().split('\n')
  expect(lines.at(-1) + '\n').toMatch(message)
  expect(lines.slice(0, -1).every((line) => line.startsWith('bidding: '))).toBe(true)
  expect(await readFile(path.join(folder, file), 'utf8')).toBe(value)
}

describe('no output replaces a file the command read', () => {
  it('should refuse an output that is the input through a symbolic or a hard link', async () => {
    const folder = await folderWith({'in.bml': system})
    await symlink('in.bml', path.join(folder, 'l.bml'))
    await link(path.join(folder, 'in.bml'), path.join(folder, 'h.bml'))
    await expectRefused(
      await cli(['convert', 'in.bml', '--to', 'json', '-o', 'l.bml'], {cwd: folder}),
      folder,
      'in.bml',
      system,
      /^bidding convert: Refusing to overwrite `l\.bml`: it is the input `in\.bml`, which this command read; choose another `-o`\n$/
    )
    await expectRefused(await cli(['convert', 'in.bml', '--to', 'json', '-o', 'h.bml'], {cwd: folder}), folder, 'in.bml', system, /`h\.bml`: it is the input `in\.bml`/)
    expect(await readlink(path.join(folder, 'l.bml'))).toBe('in.bml')
  })

  it('should refuse an output that is an #INCLUDEd file', async () => {
    const part = '1C 16+\n'
    const folder = await folderWith({'main.bml': '#INCLUDE parts/part.bml\n\n' + system, 'parts/part.bml': part})
    await expectRefused(
      await cli(['convert', 'main.bml', '--to', 'json', '-o', 'parts/part.bml'], {cwd: folder}),
      folder,
      'parts/part.bml',
      part,
      /^bidding convert: Refusing to overwrite the input `parts\/part\.bml`/
    )
    await symlink('parts/part.bml', path.join(folder, 'p.json'))
    await expectRefused(await cli(['convert', 'main.bml', '-o', 'p.json'], {cwd: folder}), folder, 'parts/part.bml', part, /`p\.json`: it is the input `parts\/part\.bml`/)
  })

  it('should refuse an output that is a SLAMBidding convention a system loaded', async () => {
    const convention = '<convention><name>c</name><actions><open bid="1C"/></actions></convention>\n'
    const folder = await folderWith({'S.system': '<system><name>S</name><convention>c</convention></system>\n', 'c.conv': convention})
    await expectRefused(
      await cli(['convert', 'S.system', '--resolve', '--to', 'json', '-o', 'c.conv'], {cwd: folder}),
      folder,
      'c.conv',
      convention,
      /Refusing to overwrite the input `c\.conv`/
    )
  })

  it('should refuse `bml2bss -o` naming the input through a link or an included file', async () => {
    const folder = await folderWith({'in.bml': '#INCLUDE part.bml\n', 'part.bml': system})
    await symlink('in.bml', path.join(folder, 'l.bss'))
    for (const [output, file] of [['l.bss', 'in.bml'], ['part.bml', 'part.bml']]) {
      const stderr = new Sink()
      const code = await runDropIn(dropIns.bml2bss, ['-o', output!, 'in.bml'], {stdin: Readable.from([]), stdout: new Sink(), stderr, cwd: folder, env: {}})
      expect(code, output).toBe(2)
      expect(stderr.text, output).toMatch(/^(usage: bml2bss .*\n)?bml2bss: error: (refusing|Refusing) to overwrite/)
      expect(await readFile(path.join(folder, file!), 'utf8')).toBe(file === 'in.bml' ? '#INCLUDE part.bml\n' : system)
    }
  })

  it('should refuse `deal -o` naming its script or its system', async () => {
    const folder = await folderWith({'s.dl': script, 'in.bml': system})
    await expectRefused(await cli(['deal', 's.dl', '-o', 's.dl'], {cwd: folder}), folder, 's.dl', script, /^bidding deal: Refusing to overwrite the input `s\.dl`/)
    const fromSystem = await cli(['deal', '--system', 'in.bml', '--auction', '1N', '--count', '1', '-o', 'in.bml'], {cwd: folder})
    expect(fromSystem.code).toBe(2)
    expect(fromSystem.stderr.trimEnd().split('\n').at(-1)).toMatch(/^bidding deal: Refusing to overwrite the input `in\.bml`/)
    expect(await readFile(path.join(folder, 'in.bml'), 'utf8')).toBe(system)
  })

  it('should refuse `simulate -o` naming a system or a file it includes', async () => {
    const folder = await folderWith({'in.bml': '#INCLUDE part.bml\n', 'part.bml': system})
    for (const file of ['in.bml', 'part.bml']) {
      const value = await readFile(path.join(folder, file), 'utf8')
      await expectRefused(
        await cli(['simulate', '--ns', 'in.bml', '--count', '2', '-o', file], {cwd: folder}),
        folder,
        file,
        value,
        /^bidding simulate: Refusing to overwrite the input `(in|part)\.bml`/
      )
    }
  })

  it('should refuse `bid --cases --json` naming the cases file', async () => {
    const cases = '{"hand": "AK2.KQ2.J432.Q32", "auction": "", "expected": "1N"}\n'
    const folder = await folderWith({'in.bml': system, 'cases.jsonl': cases})
    await expectRefused(
      await cli(['bid', '--system', 'in.bml', '--cases', 'cases.jsonl', '--json', 'cases.jsonl'], {cwd: folder}),
      folder,
      'cases.jsonl',
      cases,
      /^bidding bid: Refusing to overwrite the input `cases\.jsonl`/
    )
  })
})

describe('writing a file', () => {
  it('should write through a symbolic link to an output, keep the link, and leave no temporary file', async () => {
    const folder = await folderWith({'in.bml': system, 'out/real.json': 'old'})
    await symlink('out/real.json', path.join(folder, 'o.json'))
    const result = await cli(['convert', 'in.bml', '-o', 'o.json'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(await readlink(path.join(folder, 'o.json'))).toBe('out/real.json')
    expect(JSON.parse(await readFile(path.join(folder, 'out/real.json'), 'utf8')).type).toBe('root')
    expect((await readdir(path.join(folder, 'out'))).sort()).toEqual(['real.json'])
    await symlink('out/new.json', path.join(folder, 'dangling.json'))
    expect((await cli(['convert', 'in.bml', '-o', 'dangling.json'], {cwd: folder})).code).toBe(0)
    expect(JSON.parse(await readFile(path.join(folder, 'out/new.json'), 'utf8')).type).toBe('root')
  })

  it('should say in one line why a file cannot be written, exit 1, and keep what was there', async () => {
    const folder = await folderWith({'in.bml': system, 'taken': 'a file, not a folder'})
    const result = await cli(['convert', 'in.bml', '--to', 'json', '-o', 'taken/out.json'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^bidding convert: Cannot write `taken\/out\.json`: .*\n$/)
    expect(await readFile(path.join(folder, 'taken'), 'utf8')).toBe('a file, not a folder')
  })

  it('should make the missing folders of an output, one level at a time', async () => {
    const folder = await folderWith({'in.bml': system})
    expect((await cli(['convert', 'in.bml', '--to', 'json', '-o', 'a/b/c/out.json'], {cwd: folder})).code).toBe(0)
    expect(JSON.parse(await readFile(path.join(folder, 'a/b/c/out.json'), 'utf8')).type).toBe('root')
  })

  // Under /proc, mkdir fails with ENOENT though the parent exists: Node's recursive mkdir never returned there.
  it.runIf(existsSync('/proc/self'))('should say why a folder cannot be made, not wait forever', {timeout: 20_000}, async () => {
    const folder = await folderWith({'in.bml': system})
    const result = await cli(['convert', 'in.bml', '--to', 'json', '-o', '/proc/no-such-folder/out.json'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^bidding convert: Cannot write `.*no-such-folder\/out\.json`: .*ENOENT.*\n$/)
  })
})
