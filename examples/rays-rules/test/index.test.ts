import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, test} from 'vitest'
import {main} from '../index.js'

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

describe('@bidding-examples/rays-rules', () => {
  test('should print the rules and what each bid shows when run', () => {
    const stdout = execFileSync(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', 'index.ts'], {cwd: here, encoding: 'utf8'})
    const lines = stdout.split('\n')
    expect(lines[0]).toBe('Simple Standard (bid rules, level 1, by bidding examples)')
    expect(lines).toContain("Opener's first bid")
    expect(lines).toContain("Responder reviews partner's first bid")
    expect(lines).toContain('  1: If point count >= 15')
    expect(lines).toContain('      1.1.1: If shape is balanced')
    expect(lines).toContain('    set best suit to longest suit')
    expect(lines).toContain('    “Strong, artificial and forcing to game.”')

    const shows = lines.slice(lines.indexOf('What each bid shows') + 1).filter(Boolean)
    expect(shows).toHaveLength(16)
    expect(shows[0]).toBe('  1N                 15+ HCP, ≤17 HCP, balanced')
    expect(shows[1]).toBe('  2C                 22+ HCP')
    // Rules are tried in order: 1C is what is left of 12+ HCP after 1S, 1H and 1D.
    expect(shows[5]).toBe('  1C                 not 22+ HCP, 12+ HCP, not 5+♠, not 5+♥, not 4+♦')
    // A test the evaluator does not know stays as written.
    expect(shows[8]).toBe("  P                  [my partner's first bid is one notrump], ≤7 HCP, balanced")
    expect(shows.at(-1)).toBe("  2 of best suit     [best suit is partner's suit], 6+ HCP")
  })

  test('should describe any rules file given to it', () => {
    const output = main(path.join(here, 'rules.xml'))
    expect(output.endsWith('\n')).toBe(true)
    expect(output).toContain('  2N                 [my partner\'s first bid is one notrump], not ≤7 HCP, 8+ HCP, not 4♥, not 4♠, ≤9 HCP')
  })
})
