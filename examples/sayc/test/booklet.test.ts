import {readFileSync} from 'node:fs'
import {parseCases} from '@bidding/robot'
import {describe, expect, it} from 'vitest'
import {caseTableProblems} from './case-table.js'
import {bookletPath} from '../measure.js'

// The booklet table is a measure, not a target: these tests check that it reads, never how the robot bids it.
const text = readFileSync(bookletPath, 'utf8')
const lines = text.split('\n').filter((line) => line.trim() !== '')
const {cases, problems} = parseCases(text)

describe('the booklet table', () => {
  it('should read as a case file with no problem line', () => {
    expect(problems).toEqual([])
    expect(cases.length).toBe(lines.length)
    expect(cases.length).toBeGreaterThanOrEqual(80)
    expect(cases.length).toBeLessThanOrEqual(150)
  })

  it('should give every case a complete hand, a legal unfinished auction and a legal expected call', () => {
    expect(caseTableProblems(cases)).toEqual([])
  })

  it('should cite the booklet section and say whether the hand is the booklet’s or constructed', () => {
    const sections = new Set<string>()
    for (const line of lines) {
      const record = JSON.parse(line) as Record<string, unknown>
      expect(typeof record.section, line).toBe('string')
      expect(['booklet', 'constructed'], line).toContain(record.source)
      expect(String(record.comment), line).toMatch(/^ACBL SAYC System Booklet \(2006\), /)
      sections.add(String(record.section))
    }

    // Spread over openings, responses, rebids and competition.
    for (const section of ['General approach', '1NT opening', '1H/1S opening', '1C/1D opening', 'Opener rebids', 'Overcalls', 'Takeout doubles', 'Negative doubles']) expect([...sections]).toContain(section)
  })

  it('should hold no case twice (same auction and hand)', () => {
    const keys = cases.map((item) => item.history + ' | ' + item.hand)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
