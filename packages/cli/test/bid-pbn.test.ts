import {copyFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const boards = path.join(here, '../../hand/test/fixtures/field/ben-1H-3N.pbn')
const sayc = path.join(here, '../../../examples/sayc/sayc.bml')

describe('bidding bid --pbn', () => {
  it('should bid every recorded board of a real PBN file and report agreement per call and per board', async () => {
    const cwd = await temporary()
    await copyFile(boards, path.join(cwd, 'boards.pbn'))
    const result = await cli(['bid', '--system', sayc, '--pbn', 'boards.pbn'], {cwd})
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.length).toBe(6)
    const perBoard = lines.slice(0, 4).map((line) => /^board (\d+): (\d+) of (\d+) calls agree(; first difference: ([NESW]) after (.+): robot (\S+), recorded (\S+))?/.exec(line))
    expect(perBoard.map((match) => Number(match?.[1]))).toEqual([1, 2, 3, 4])
    // Every recorded call is compared: the four auctions have 10, 8, 12 and 16 calls.
    expect(perBoard.map((match) => Number(match?.[3]))).toEqual([10, 8, 12, 16])
    for (const match of perBoard) {
      // A board with a difference names the robot's call and the recorded one, which differ.
      if (match?.[4]) expect(match[7]).not.toBe(match[8])
      else expect(match?.[2]).toBe(match?.[3])
    }

    const agreed = perBoard.reduce((sum, match) => sum + Number(match![2]), 0)
    expect(lines[4]).toBe('calls: ' + agreed + ' of 46 agree (' + ((agreed / 46) * 100).toFixed(1) + '%)')
    const alike = perBoard.filter((match) => !match![4]).length
    expect(lines[5]).toBe('boards: ' + alike + ' of 4 bid alike throughout (' + ((alike / 4) * 100).toFixed(1) + '%)')
  })

  it('should say so when the PBN file cannot be read', async () => {
    const cwd = await temporary()
    const result = await cli(['bid', '--system', sayc, '--pbn', 'missing.pbn'], {cwd})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^bidding bid: cannot read `missing\.pbn`/)
  })
})
