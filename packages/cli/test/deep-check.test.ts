import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

// A table pasted under four openings: its hole (6–7 HCP pass nothing) is one
// issue at one bid, not four; `3N` can never hold; `2D` is never chosen.
const system = `#CUT answers
  2C Stayman {8+ HCP}
  2D Never reached {10+ HCP}
  3N Impossible {≤7 HCP, 8+ HCP}
  P  Weak {≤5 HCP}
#ENDCUT

1N Strong notrump {15-17 HCP, balanced}
#PASTE answers
2N Strong notrump {20-21 HCP, balanced}
#PASTE answers
`

async function deep(...flags: string[]) {
  const folder = await temporary()
  await writeFile(path.join(folder, 'system.bml'), system)
  return cli(['check', '--deep', '--samples', '60', ...flags, 'system.bml'], {cwd: folder})
}

describe('bidding check --deep', () => {
  it('should summarise the issues by kind, worst first, each said once at its bid', async () => {
    const result = await deep()
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toMatch(/^system\.bml: 3 nodes checked on up to 60 hands each in \d+\.\d s/)
    expect(lines[1]).toBe('  1 impossible-constraint, 2 hole, 1 never-holds, 1 never-chosen, 1 overlap')
    expect(lines[2]).toBe('Every issue, worst first:')
    // The impossible constraint, then the holes, the larger first; the table's said once for the two auctions it is pasted under.
    expect(lines[3]).toMatch(/^ {2}system\.bml:4:3: Unexpected constraint of `3N` at `1N \(P\)`.*\(and at 1 other auction\) \[impossible-constraint\]$/)
    expect(lines[4]).toMatch(/^ {2}system\.bml:8:1: Unexpected hole at `\(opening\)`: 9\d\.\d% of 60 sample hands fit no call .*\[hole\]$/)
    expect(lines[5]).toMatch(/^ {2}system\.bml:2:3: Unexpected hole at `1N \(P\)`: .*\(and at 1 other auction\) \[hole\]$/)
    expect(lines.slice(6, 9).map((line) => /\[([a-z-]+)\]$/.exec(line)?.[1])).toEqual(['never-holds', 'never-chosen', 'overlap'])
    // The warnings are messages too; the overlap (information) only with `--verbose`.
    expect(result.stderr).toMatch(/^system\.bml$/m)
    expect(result.stderr.match(/ warning /g)).toHaveLength(5)
    expect(result.stdout).not.toMatch(/more: `--all`/)
  })

  it('should show only the worst 20 unless asked for all', async () => {
    // One table of thirty bids that can never hold: thirty issues of one kind.
    const calls = ['C', 'D', 'H', 'S', 'N'].flatMap((strain) => [2, 3, 4, 5, 6, 7].map((level) => level + strain))
    const text = '1N Strong {15-17 HCP}\n' + calls.map((call) => '  ' + call + ' Never {≤7 HCP, 8+ HCP}\n').join('')
    const folder = await temporary()
    await writeFile(path.join(folder, 'many.bml'), text)
    const worst = await cli(['check', '--deep', '--samples', '30', 'many.bml'], {cwd: folder})
    expect(worst.stdout).toMatch(/^The 20 worst:$/m)
    expect(worst.stdout.match(/\[impossible-constraint\]$/gm)).toHaveLength(20)
    expect(worst.stdout).toMatch(/^… and \d+ more: `--all` shows them$/m)
    const all = await cli(['check', '--deep', '--samples', '30', '--all', 'many.bml'], {cwd: folder})
    expect(all.stdout.match(/\[impossible-constraint\]$/gm)!.length).toBeGreaterThan(20)
  })

  it('should refuse its flags without `--deep`', async () => {
    const result = await cli(['check', '--all', 'x.bml'])
    expect(result.code).toBe(2)
  })
})
