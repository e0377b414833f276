import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples')

describe('SLAMBidding systems', () => {
  const system = path.join(examples, 'slam-stayman', 'systems', 'notrump.system')

  it('should load a system’s conventions by default, as an #INCLUDE is read', async () => {
    const result = await cli(['convert', system, '--to', 'bml'])
    expect(result.code).toBe(0)
    expect(result.stdout).not.toContain('See strong notrump.')
    expect(result.stdout).toMatch(/^1NT 15 to 17, balanced/m)
    expect(result.stdout).toMatch(/^ {2}2C eight or more, a four-card major/m)
  })

  it('should leave the conventions named with `--no-resolve`', async () => {
    const result = await cli(['convert', system, '--to', 'bml', '--no-resolve'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('See strong notrump.')
    expect(result.stdout).not.toMatch(/^1NT/m)
  })
})

describe('systems whose calls carry descriptions only', () => {
  // As real BML systems are written: no `{…}` blocks but one.
  const system = '1N  Balanced, 15 to 17\n1C  Clubs {12+ HCP}\n'

  it('should say once, up front, how many calls have no machine-readable meaning and where to read how to add it', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'described.bml'), system)
    const result = await cli(['bid', '--system', 'described.bml', '--hand', 'AK2.KQ2.J432.Q32'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'bidding: described.bml: 1 of 2 calls have no machine-readable meaning (no `{…}` constraint block), so the robot never chooses them; ' +
        '`--infer` reads 1 of them from their descriptions; docs/constraints.md says how to add them\n'
    )
    expect(result.stdout.split('\n')[0]).toBe('1C')
  })

  it('should bid the calls their descriptions say with `--infer`, and say how many it read', async () => {
    const folder = await temporary()
    // A call whose description says nothing a rule reads stays without meaning.
    await writeFile(path.join(folder, 'described.bml'), system + '2C  As agreed\n')
    const result = await cli(['bid', '--system', 'described.bml', '--hand', 'AK2.KQ2.J432.Q32', '--infer'], {cwd: folder})
    expect(result.code).toBe(0)
    // 16 HCP, balanced: 1NT, read from "Balanced, 15 to 17", comes first in the notes.
    expect(result.stdout.split('\n')[0]).toBe('1N')
    expect(result.stdout).toContain('Shows (read from the description)')
    expect(result.stderr).toBe(
      'bidding: described.bml: 1 of 3 calls read from their descriptions (`--infer`); the robot never chooses the 1 left without machine-readable meaning; ' +
        'docs/constraints.md says how to write them\n'
    )
    const simulated = await cli(['simulate', '--ns', 'described.bml', '--count', '200', '--seed', '1', '--infer', '--json'], {cwd: folder})
    expect(simulated.code).toBe(0)
    const {statistics} = JSON.parse(simulated.stdout) as {statistics: {nodes: Array<[string, number]>}}
    expect(statistics.nodes.some(([node]) => node.endsWith('→ 1N'))).toBe(true)
  })

  it('should let simulate count the calls at such nodes apart from the fallback calls', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'described.bml'), system)
    const result = await cli(['simulate', '--ns', 'described.bml', '--count', '40', '--seed', '1'], {cwd: folder})
    expect(result.code).toBe(0)
    const unreadable = /^Calls with no rule or by fallback where the system has calls without machine-readable meaning: (\d+) /m.exec(result.stdout)
    const noRule = /^Hands for which no rule applied: (\d+)$/m.exec(result.stdout)
    expect(unreadable).not.toBe(null)
    // Openings that might have been the unreadable 1N count; responses to 1C (a table with no calls) do not.
    expect(Number(unreadable![1])).toBeGreaterThan(0)
    expect(Number(unreadable![1])).toBeLessThan(Number(noRule![1]))
  })
})
