import {describe, expect, it} from 'vitest'
import {caseKey, casesText, parseCases, runCases, subtestsOf, tallyText, type BiddingCase} from '@bidding/robot'
import {fixtureSystem} from './helpers.js'

const {system} = fixtureSystem('system.bml')

const lines = [
  '{"group": "notrump", "hand": "AK2.KQ2.J432.Q32", "expected": "1N", "history": "", "vulnerability": "None", "comment": "p2"}',
  '',
  '{"group": "notrump", "hand": "Q32.KJ32.Q32.J32", "expected": "2C", "history": "1N P", "vulnerability": "N-S"}',
  '{"group": "stayman", "hand": "Q32.KJ32.Q32.J32", "expected": "3N", "history": "1N P 2C P 2H P", "vulnerability": "Both"}',
  'not json',
  '[1]',
  '{"hand": "AK2.KQ2.J432.Q32"}'
]

describe('parseCases', () => {
  it('should read one case per line and report the lines that do not read', () => {
    const {cases, problems} = parseCases(lines.join('\n'))
    expect(cases).toHaveLength(3)
    expect(cases[0]).toEqual({group: 'notrump', hand: 'AK2.KQ2.J432.Q32', expected: '1N', history: '', vulnerability: 'None', comment: 'p2'})
    expect(problems).toEqual([
      {line: 5, message: 'Unexpected text, expected a JSON object'},
      {line: 6, message: 'Unexpected value, expected a JSON object'},
      {line: 7, message: 'Expected `hand` and `expected` strings'}
    ])
  })
})

describe('subtestsOf', () => {
  it('should expect the same hand’s call four back, from the history less its last four calls', () => {
    const {cases} = parseCases(lines.join('\n'))
    expect(subtestsOf(cases)).toEqual([
      {group: 'stayman', hand: 'Q32.KJ32.Q32.J32', expected: '2C', history: '1N P', vulnerability: 'Both', subtestOf: '1N P 2C P 2H P'}
    ])
    expect(subtestsOf([{hand: 'AK2.KQ2.J432.Q32', expected: 'P', history: '1C P 1H'}])).toEqual([])
  })

  it('should key a case by group, hand, history and vulnerability, and a sub-test by its case too', () => {
    const sub = subtestsOf(parseCases(lines[3]!).cases)[0]!
    expect(caseKey(sub)).toBe('stayman Q32.KJ32.Q32.J32 [1N P] Both (sub-test of [1N P 2C P 2H P])')
    expect(caseKey({hand: 'AK2.KQ2.J432.Q32', expected: '1N', history: ''})).toBe(' AK2.KQ2.J432.Q32 [-] None')
  })
})

describe('runCases', () => {
  const {cases} = parseCases(lines.join('\n'))

  it('should bid every case and count per group, for the cases and their sub-tests', () => {
    const report = runCases(system, cases, {subtests: true})
    expect(report.results.map((result) => [result.expected, result.got, result.passed])).toEqual([
      ['1N', '1N', true],
      ['2C', '2C', true],
      // The fixture has nothing after 1N-2C-2H: the robot passes.
      ['3N', 'P', false],
      ['2C', '2C', true]
    ])
    expect(report.results[2]!.reason).toBe('no-rule')
    expect(report.results[3]!.subtestOf).toBe('1N P 2C P 2H P')
    expect(report.explicit).toEqual({passed: 2, total: 3})
    expect(report.subtests).toEqual({passed: 1, total: 1})
    expect([report.passed, report.total]).toEqual([3, 4])
    expect(report.groups).toEqual([
      {group: 'notrump', passed: 2, total: 2},
      {group: 'stayman', passed: 1, total: 2}
    ])
  })

  it('should bid in the vulnerability of the case', () => {
    // The fixture's 2D/2H/2S weak two is sound (8–10) when vulnerable only.
    const weak: BiddingCase = {hand: '32.KQJ932.432.32', expected: 'P', history: '', vulnerability: 'Both'}
    expect(runCases(system, [weak]).results[0]!.got).toBe('P')
    expect(runCases(system, [{...weak, vulnerability: 'None'}]).results[0]!.got).toBe('2H')
    expect(runCases(system, [{...weak, vulnerability: 'N-S', dealer: 'E'}]).results[0]!.got).toBe('2H')
  })

  it('should fail a case that does not read, saying why, without bidding it', () => {
    const bad: BiddingCase[] = [
      {hand: 'AK2.KQ2.J432', expected: '1N', history: ''},
      {hand: 'AK2.KQ2.J432.Q32', expected: '1N', history: '1N 1C'},
      {hand: 'AK2.KQ2.J432.Q32', expected: '1Q', history: ''},
      {hand: 'AK2.KQ2.J432.Q32', expected: '1N', history: '', vulnerability: 'sometimes'}
    ]
    const report = runCases(system, bad)
    expect(report.passed).toBe(0)
    expect(report.results.map((result) => result.reason)).toEqual(['invalid', 'invalid', 'invalid', 'invalid'])
    expect(report.results[0]!.explanation).toMatch(/in the hand `AK2\.KQ2\.J432`$/)
    expect(report.results[1]!.explanation).toMatch(/in the history `1N 1C`$/)
    expect(report.results[2]!.explanation).toBe('Unexpected expected call `1Q`, expected a call such as `1N`, `P` or `X`')
    expect(report.results[3]!.explanation).toBe('Unexpected vulnerability `sometimes`, expected `None`, `N-S`, `E-W` or `Both`')
  })

  it('should print each failure with its explanation, then the rates, `passed P of N` last', () => {
    const report = runCases(system, cases, {subtests: true})
    const output = casesText(report).trimEnd().split('\n')
    expect(output[0]).toBe('FAIL stayman: Q32.KJ32.Q32.J32 after 1N P 2C P 2H P (Both): expected 3N, got P')
    expect(output[1]).toBe('    No rule applies (1N (P) 2C (P) 2H (P)); passing')
    expect(output.slice(-3)).toEqual(['cases as given: 2 of 3 (66.7%)', 'sub-tests: 1 of 1 (100.0%)', 'passed 3 of 4 (75.0%)'])
    expect(casesText(runCases(system, cases.slice(0, 2)))).toBe('passed 2 of 2 (100.0%)\n')
    expect(tallyText({passed: 0, total: 0})).toBe('0 of 0 (0.0%)')
  })

  it('should use the fallback it is given', () => {
    const report = runCases(system, [cases[2]!], {fallback: 'natural'})
    // The system knows the auction: the natural layer speaks for it.
    expect(report.results[0]!.reason).toBe('natural')
  })
})
