import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const system = 'BBOalert,Test\n,1N,15-17\n1N--,2C,Stayman\n'

describe('bidding convert with BBOalert input', () => {
  it('should tell a `.bboalert` file by its extension and read it', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'system.bboalert'), system)
    const result = await cli(['convert', 'system.bboalert', '--to', 'bboalert'], {cwd: folder})
    expect(result.stderr).toBe('')
    expect(result.stdout).toBe(system)
  })

  it('should read BBOalert from stdin with `--from bboalert`', async () => {
    const folder = await temporary()
    const result = await cli(['convert', '-', '--from', 'bboalert', '--to', 'json', '--space=0'], {cwd: folder, stdin: system})
    expect(result.code).toBe(0)
    const tree = JSON.parse(result.stdout) as {children: Array<{children: Array<{call: string}>}>}
    expect(tree.children[0]!.children[0]!.call).toBe('1N')
  })
})
