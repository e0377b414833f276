import {spawnSync} from 'node:child_process'
import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {repoRoot} from '../../../test/shared.js'
import {temporary} from './io.js'

const bin = fileURLToPath(new URL('../src/bin/bidding.ts', import.meta.url))

function bidding(argv: string[], cwd: string) {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
  const result = spawnSync(tsx, ['--conditions=@bidding/source', bin, ...argv], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1'}
  })
  return {code: result.status, stdout: result.stdout, stderr: result.stderr}
}

describe('the bidding executable', () => {
  it('should set the exit code and print messages, never a stack trace', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'bad.json'), '{"type": "root", "children": [}')
    const bad = bidding(['convert', 'bad.json', '--to', 'json'], folder)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/^bad\.json\n1:31 error Unexpected token, expected a value/)
    expect(bad.stderr).not.toMatch(/\n\s+at /)
    expect(bidding(['convert', 'bad.json'], folder).code).toBe(2)
    const missing = bidding(['convert', 'missing.json', '--to', 'json'], folder)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('Cannot read `missing.json`: no such file\n')
    expect(missing.stderr).not.toMatch(/\n\s+at /)
    await writeFile(path.join(folder, 'bad.conv'), '<convention><name>x</name><actions><open bid="1N"></actions></convention>')
    const xml = bidding(['convert', 'bad.conv', '--to', 'json'], folder)
    expect(xml.code).toBe(1)
    expect(xml.stderr).toMatch(/error Cannot parse XML/)
    expect(xml.stderr).not.toMatch(/\n\s+at /)
    expect(bidding(['formats'], folder).stdout).toMatch(/^format/)
  })
})
