import {readFileSync} from 'node:fs'
import {parseCases} from '@bidding/robot'
import {describe, expect, it} from 'vitest'
import {caseTableProblems} from './case-table.js'

// The deeper table is a second unseen measure (later and competitive turns): these tests check that it reads,
// never how the robot bids it.
const text = readFileSync(new URL('../deeper.jsonl', import.meta.url), 'utf8')
const lines = text.split('\n').filter((line) => line.trim() !== '')
const {cases, problems} = parseCases(text)

describe('the deeper table', () => {
  it('should read as a case file with no problem line', () => {
    expect(problems).toEqual([])
    expect(cases.length).toBe(lines.length)
    expect(cases.length).toBeGreaterThanOrEqual(100)
    expect(cases.length).toBeLessThanOrEqual(120)
  })

  it('should give every case a complete hand, a legal unfinished auction and a legal expected call', () => {
    expect(caseTableProblems(cases)).toEqual([])
  })

  it('should hold only later or competitive turns: no case is an opening bid', () => {
    const openings = cases.filter((item) => item.history.split(/\s+/).every((call) => call === '' || call === 'P'))
    expect(openings.map((item) => item.history + ' | ' + item.hand)).toEqual([])
  })

  it('should cite the booklet section and say the hand is constructed', () => {
    const sections = new Set<string>()
    for (const line of lines) {
      const record = JSON.parse(line) as Record<string, unknown>
      expect(typeof record.section, line).toBe('string')
      expect(record.source, line).toBe('constructed')
      expect(String(record.comment), line).toMatch(/^ACBL SAYC System Booklet \(2006\), /)
      sections.add(String(record.section))
    }

    // Spread over the later and competitive turns the first table covered thinly.
    for (const section of ['1NT opening', 'Opener rebids', 'Responder rebids', 'Strong 2C', 'Weak two-bids', 'Slam conventions', 'Overcalls', '1NT overcall', 'Takeout doubles', 'Negative doubles', 'After their takeout double', 'Balancing', 'Defence to 1NT', 'Defence to preempts']) expect([...sections]).toContain(section)
  })

  it('should hold no case twice (same auction and hand)', () => {
    const keys = cases.map((item) => item.history + ' | ' + item.hand)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
