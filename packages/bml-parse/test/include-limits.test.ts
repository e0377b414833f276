import {mkdtempSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {dependenciesOf} from '@bidding/core/files'
import type {Bid, Root} from '@bidding/core'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'

/** A fresh folder on disk holding `files`. */
function folderWith(files: Record<string, string>): string {
  const folder = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bml-include-')))
  for (const [name, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), {recursive: true})
    writeFileSync(path.join(folder, name), value)
  }

  return folder
}

function read(folder: string, name: string, options: Options = {}): {tree?: Root; file: VFile; error?: VFileMessage} {
  const text = readFileSync(path.join(folder, name), 'utf8')
  const file = new VFile({cwd: folder, path: name, value: text})
  try {
    return {tree: fromBml(text, file, options), file}
  } catch (error) {
    if (error instanceof VFileMessage) return {file, error}
    throw error
  }
}

function calls(tree: Root | undefined): string[] {
  const result: string[] = []
  if (tree) visit(tree, 'bid', (node: Bid) => void result.push(node.call))
  return result
}

describe('#INCLUDE limits', () => {
  it('should stop repeated inclusion that grows exponentially with one positioned fatal message', () => {
    // Each file includes the next twice: 2^25 copies of the last one (25 files of 34 bytes).
    const files: Record<string, string> = {'main.bml': '#INCLUDE f0.bml\n#INCLUDE f0.bml\n'}
    for (let index = 0; index < 24; index++) files['f' + index + '.bml'] = '#INCLUDE f' + (index + 1) + '.bml\n#INCLUDE f' + (index + 1) + '.bml\n'
    files['f24.bml'] = '1C Some text of thirty-four bytes\n'
    const folder = folderWith(files)
    const {error, file} = read(folder, 'main.bml')
    expect(error?.ruleId).toBe('include-count')
    expect(error?.fatal).toBe(true)
    expect(error?.reason).toMatch(/^Unexpected include `f\d+\.bml` beyond the budget: more than 10000 files included \(raise `maxIncludes`, `--max-includes N`\) in `f\d+\.bml`$/)
    expect(error?.file).toMatch(/^f\d+\.bml$/)
    expect(error?.line).toBeGreaterThan(0)
    expect(file.messages.filter((message) => message.fatal)).toHaveLength(1)
  })

  it('should stop when the document with its includes grows past the size budget', () => {
    const folder = folderWith({'main.bml': '#INCLUDE big.bml\n'.repeat(12), 'big.bml': 'x'.repeat(9999) + '\n'})
    const {error} = read(folder, 'main.bml', {maxIncludeSize: 100_000})
    expect(error?.ruleId).toBe('include-size')
    expect(error?.reason).toBe(
      'Unexpected include `big.bml` beyond the budget: the document with its includes exceeds 100000 characters (raise `maxIncludeSize`, `--max-include-size N`)'
    )
    // 204 characters of directives, then 10,000 per include: the tenth is one too many.
    expect(error?.line).toBe(10)
    expect(error?.file).toBe('main.bml')
    expect(read(folder, 'main.bml', {maxIncludeSize: 200_000}).error).toBe(undefined)
  })

  it('should keep a file included twice on purpose, as the reference does', () => {
    const folder = folderWith({'main.bml': '#INCLUDE a.bml\n\n#INCLUDE a.bml\n', 'a.bml': '1C x\n'})
    const {tree, file} = read(folder, 'main.bml')
    expect(calls(tree)).toEqual(['1C', '1C'])
    expect(dependenciesOf(file)).toEqual([path.join(folder, 'a.bml')])
  })

  it('should stop includes nested deeper than the limit', () => {
    const files: Record<string, string> = {'main.bml': '#INCLUDE d1.bml\n'}
    for (let index = 1; index < 40; index++) files['d' + index + '.bml'] = '1C x\n\n#INCLUDE d' + (index + 1) + '.bml\n'
    files['d40.bml'] = '1D y\n'
    const folder = folderWith(files)
    const deep = read(folder, 'main.bml')
    expect(deep.error?.ruleId).toBe('include-depth')
    expect(deep.error?.reason).toBe(
      'Unexpected include `d33.bml` nested 33 files deep, expected at most 32 (raise `maxIncludeDepth`, `--max-include-depth N`) in `d32.bml`'
    )
    expect(deep.error?.file).toBe('d32.bml')
    expect(deep.error?.line).toBe(3)
    expect(calls(read(folder, 'main.bml', {maxIncludeDepth: 40}).tree)).toHaveLength(40)
  })

  it('should see a cycle through a symbolic link to the folder', () => {
    const folder = folderWith({'main.bml': '#INCLUDE loop/main.bml\n#INCLUDE loop/loop/main.bml\n#INCLUDE loop/main.bml\n\n1C x\n'})
    symlinkSync('.', path.join(folder, 'loop'))
    const {tree, file, error} = read(folder, 'main.bml')
    expect(error).toBe(undefined)
    expect(calls(tree)).toEqual(['1C'])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-cycle', 'include-cycle', 'include-cycle'])
  })

  it('should refuse a file a symbolic link inside the folder leads out of it', () => {
    const outside = folderWith({'passwd': 'root:x:0:0:root:/root:/bin/bash\n'})
    const folder = folderWith({'docs/main.bml': '#INCLUDE etc/passwd\n\n1C x\n'})
    symlinkSync(outside, path.join(folder, 'docs', 'etc'))
    const {tree, file} = read(folder, 'docs/main.bml')
    expect(calls(tree)).toEqual(['1C'])
    expect(JSON.stringify(tree)).not.toContain('root:x')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-outside'])
    expect(file.messages[0]!.reason).toContain('(it is `' + path.join(outside, 'passwd') + '`)')
    expect(dependenciesOf(file)).toEqual([])
  })

  it('should follow a symbolic link that stays inside the folder, and record the real file', () => {
    const folder = folderWith({'main.bml': '#INCLUDE link.bml\n', 'parts/a.bml': '1C x\n'})
    symlinkSync('parts/a.bml', path.join(folder, 'link.bml'))
    const {tree, file} = read(folder, 'main.bml')
    expect(calls(tree)).toEqual(['1C'])
    expect(file.messages).toEqual([])
    expect(dependenciesOf(file)).toEqual([path.join(folder, 'parts', 'a.bml')])
  })
})
