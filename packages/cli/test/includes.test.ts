import {mkdir, symlink, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

describe('#INCLUDE from the command line', () => {
  it('should include nothing into stdin unless `--include-root` names a folder', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'part.bml'), '1C 16+\n')
    const refused = await cli(['convert', '-', '--from', 'bml', '--to', 'json'], {cwd: folder, stdin: '#INCLUDE part.bml\n'})
    expect(refused.code).toBe(0)
    expect(refused.stderr).toContain('warning Unexpected include `part.bml` in a document without a path')
    expect(JSON.parse(refused.stdout).children).toEqual([])
    const rooted = await cli(['convert', '-', '--from', 'bml', '--include-root', '.', '--to', 'json'], {cwd: folder, stdin: '#INCLUDE part.bml\n'})
    expect(rooted.code).toBe(0)
    expect(rooted.stderr).toBe('')
    expect(JSON.parse(rooted.stdout).children[0].type).toBe('sequence')
  })

  it('should keep a file a link leads outside the folder out of the HTML', async () => {
    const folder = await temporary()
    const outside = await temporary()
    await writeFile(path.join(outside, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n')
    await mkdir(path.join(folder, 'docs'))
    await symlink(outside, path.join(folder, 'docs', 'etc'))
    await writeFile(path.join(folder, 'docs', 'main.bml'), 'Notes.\n\n#INCLUDE etc/passwd\n')
    const result = await cli(['convert', 'docs/main.bml', '--to', 'html'], {cwd: folder})
    expect(result.stdout).not.toContain('root:x')
    expect(result.stderr).toContain('include-outside')
  })

  it('should report a missing include on the file that includes it, at the name in its `#INCLUDE` line', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'main.bml'), 'Notes.\n\n#INCLUDE part.bml\n')
    await writeFile(path.join(folder, 'part.bml'), '1C 16+\n\n  #INCLUDE gone.bml\n')
    const result = await cli(['convert', 'main.bml', '--to', 'json'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(result.stderr).toMatch(/^part\.bml\n3:12-3:20 warning Cannot include `gone\.bml`: no such file\b.* include-missing @bidding\/bml-parse\n/)
    expect(result.stderr).not.toContain('ENOENT')
    expect(result.stderr).not.toMatch(/^main\.bml$/m)
  })

  it('should take the include limits as flags', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'a.bml'), '#INCLUDE b.bml\n')
    await writeFile(path.join(folder, 'b.bml'), '1C 16+\n')
    const result = await cli(['convert', 'a.bml', '--to', 'json', '--max-include-depth', '1', '--max-includes', '1'], {cwd: folder})
    expect(result.code).toBe(0)
    const tooMany = await cli(['convert', 'a.bml', '--to', 'json', '--max-include-size', '20'], {cwd: folder})
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain('error Unexpected include `b.bml` beyond the budget')
  })
})
