import {mkdtempSync, readFileSync, realpathSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {dependenciesOf} from '@bidding/core/files'
import {fromSlam, type Options} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'

function folderWith(files: Record<string, string>): string {
  const folder = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'slam-splice-')))
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(folder, name), value)
  return folder
}

/** Convention `c<index>`, child of `c<index - 1>`, whose actions name `c<index + 1>` `fanOut` times. */
function chain(count: number, fanOut: number): Record<string, string> {
  const files: Record<string, string> = {}
  for (let index = 0; index < count; index++) {
    const next = index + 1 < count ? '<subconvention name="c' + (index + 1) + '"/>' : ''
    const actions = Array.from({length: fanOut}, (_, call) => '<open bid="' + (call + 1) + 'C">' + next + '</open>').join('')
    files['c' + index + '.conv'] =
      '<convention><name>c' + index + '</name>' + (index > 0 ? '<parent>c' + (index - 1) + '</parent>' : '') + '<actions>' + actions + '</actions></convention>\n'
  }

  return files
}

function read(folder: string, name: string, options: Options = {}): {file: VFile; error?: VFileMessage} {
  const value = readFileSync(path.join(folder, name), 'utf8')
  const file = new VFile({cwd: folder, path: name, value})
  try {
    fromSlam(value, file, {resolve: true, ...options})
    return {file}
  } catch (error) {
    if (error instanceof VFileMessage) return {file, error}
    throw error
  }
}

describe('splicing subconventions within a budget', () => {
  it('should stop subconventions that multiply with one positioned fatal message', () => {
    // 11 files, each naming the next 4 times: 4^10 splices without a budget.
    const folder = folderWith(chain(11, 4))
    const {error, file} = read(folder, 'c0.conv')
    expect(error?.ruleId).toBe('subconvention-count')
    expect(error?.fatal).toBe(true)
    expect(error?.reason).toMatch(/^Unexpected convention `c\d+` beyond the budget: more than 10000 conventions spliced \(raise `maxSplices`, `--max-splices N`\)$/)
    expect(error?.file).toMatch(/^c\d+\.conv$/)
    expect(error?.line).toBe(1)
    expect(file.messages.filter((message) => message.fatal)).toHaveLength(1)
  })

  it('should stop when the conventions spliced pass the size budget', () => {
    const folder = folderWith(chain(4, 4))
    const {error} = read(folder, 'c0.conv', {maxSpliceSize: 10_000})
    expect(error?.ruleId).toBe('subconvention-size')
    expect(error?.reason).toMatch(/more than 10000 characters of conventions spliced \(raise `maxSpliceSize`, `--max-splice-size N`\)$/)
    expect(read(folder, 'c0.conv').error).toBe(undefined)
  })

  it('should stop subconventions nested deeper than the limit', () => {
    const folder = folderWith(chain(40, 1))
    const {error} = read(folder, 'c0.conv')
    expect(error?.ruleId).toBe('subconvention-depth')
    expect(error?.reason).toBe('Unexpected convention `c33` nested 33 conventions deep, expected at most 32 (raise `maxSpliceDepth`, `--max-splice-depth N`)')
    expect(error?.file).toBe('c32.conv')
    expect(read(folder, 'c0.conv', {maxSpliceDepth: 40}).error).toBe(undefined)
  })

  it('should record every convention file read', () => {
    const folder = folderWith({...chain(2, 1), 'S.system': '<system><name>S</name><convention>c0</convention></system>\n', 'other.conv': '<convention><name>x</name></convention>'})
    const {file, error} = read(folder, 'S.system')
    expect(error).toBe(undefined)
    expect([...dependenciesOf(file)].sort()).toEqual(['c0.conv', 'c1.conv', 'other.conv'].map((name) => path.join(folder, name)))
  })
})
