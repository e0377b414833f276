import {describe, expect, it} from 'vitest'
import {cli, folderWith} from './io.js'

// The document has three lines; every bid is in the included file, whose
// second `1N` (line 8) is shadowed by the first (line 7).
const included = {
  'main.bml': '#+TITLE: Main\n\n#INCLUDE part.bml\n',
  'part.bml': '* Part\n\nSome words.\n\nMore words.\n\n1N  first {15-17 HCP, balanced}\n1N  second {15-17 HCP}\n2C  Stayman {8+ HCP}\n'
}

/** The report's sections: file name → its message lines. */
function sections(stderr: string): Map<string, string[]> {
  const result = new Map<string, string[]>()
  let current: string[] | undefined
  for (const line of stderr.split('\n')) {
    if (/^\S+\.bml$/.test(line)) {
      current = []
      result.set(line, current)
    } else if (current && /^\s*\d+:\d+/.test(line)) {
      current.push(line.trim())
    }
  }

  return result
}

describe('messages about included files', () => {
  it('should report a writer’s message under the included file, at its line', async () => {
    const folder = await folderWith(included)
    const result = await cli(['convert', 'main.bml', '--to', 'bss'], {cwd: folder})
    expect(result.code).toBe(0)
    const report = sections(result.stderr)
    expect([...report.keys()]).toEqual(['part.bml'])
    expect(report.get('part.bml')).toEqual([expect.stringMatching(/^8:1-8:\d+ +warning +Unexpected second definition of `1N`.*shadowed-call/)])
  })

  it('should report the robot’s and the deep check’s messages under the included file', async () => {
    const folder = await folderWith(included)
    const bid = await cli(['bid', '--system', 'main.bml', '--hand', 'AK2.KQ2.J432.Q32', '--verbose'], {cwd: folder})
    expect(bid.stdout.split('\n')[0]).toBe('1N')
    expect([...sections(bid.stderr).keys()]).toEqual(['part.bml'])

    const deep = await cli(['check', '--deep', '--samples', '40', '--all', 'main.bml'], {cwd: folder})
    const report = sections(deep.stderr)
    expect([...report.keys()]).toEqual(['part.bml'])
    const lines = report.get('part.bml')!
    expect(lines.some((line) => /^8:1.*shadowed-call/.test(line))).toBe(true)
    // The hole at the opening is reported at its first bid, line 7 of part.bml.
    expect(lines.some((line) => /^7:1.*Unexpected hole at `\(opening\)`.*hole/.test(line))).toBe(true)
  })

  it('should name the first definition’s file when a shadowed call is in another file', async () => {
    const folder = await folderWith({
      'main.bml': '#+TITLE: Main\n\n1N  first {15-17 HCP}\n\n#INCLUDE part.bml\n',
      'part.bml': '1N  again {15-17 HCP}\n'
    })
    const result = await cli(['convert', 'main.bml', '--to', 'bss'], {cwd: folder})
    const report = sections(result.stderr)
    expect(report.get('part.bml')).toEqual([expect.stringMatching(/^1:1.*the first one \(at main\.bml:3:1\) stands/)])
  })
})
