import {hcp, isBalanced} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {compileSystem, findingText, lintIssues, lintSystem} from '@bidding/robot'
import {bml} from './helpers.js'

const text = `1N Strong notrump {15-17 HCP, balanced}
  2C Stayman {8+ HCP}
    2D No major {≤3!h, ≤3!s}
    2H Hearts {4+!h}
    2S Spades {4+!s}
  2D Never reached {10+ HCP}
  3N Impossible {≤7 HCP, 8+ HCP}
  4N Thirteen spades {13!s}
  P  Weak {≤5 HCP}
`

describe('lintSystem', () => {
  const {tree} = bml(text)
  const findings = lintSystem(compileSystem(tree), {samples: 400, seed: 7})

  it('should report one finding per node with candidates', () => {
    expect(findings.map((finding) => finding.at)).toEqual(['(opening)', '1N (P)', '1N (P) 2C (P)'])
    for (const finding of findings) expect(finding.samples).toBe(400)
  })

  it('should find holes, overlaps, calls never chosen, never holding, or impossible', () => {
    const responses = findings[1]!
    expect(responses.calls).toEqual(['2C', '2D', '3N', '4N', 'P'])
    expect(responses.holes).toBeGreaterThan(0) // 6–7 HCP
    expect(hcp(responses.hole!)).toBeGreaterThanOrEqual(6)
    expect(hcp(responses.hole!)).toBeLessThanOrEqual(7)
    expect(responses.overlaps[0]!.calls).toEqual(['2C', '2D'])
    expect(responses.neverChosen).toEqual(['2D', '3N', '4N'])
    expect(responses.neverHolds).toEqual(['3N', '4N'])
    expect(responses.impossible).toEqual(['3N'])
    expect(findingText(responses)).toBe(
      '1N (P) (400 hands): holes ' + ((responses.holes / 400) * 100).toFixed(1) + '%; overlaps 2C/2D ' +
        ((responses.overlaps[0]!.count / 400) * 100).toFixed(1) + '%; never chosen: 2D 3N 4N; never holds: 4N; impossible: 3N'
    )
  })

  it('should deal the hands a node’s player can hold: what their own calls showed', () => {
    const rebids = findings[2]!
    // Opener is balanced with 15–17: no hole, and 4-4 in the majors overlaps.
    expect(rebids.holes).toBe(0)
    expect(rebids.overlaps.map((pair) => pair.calls)).toEqual([['2H', '2S']])
    expect(rebids.neverChosen).toEqual([])
    expect(findingText(rebids)).toMatch(/^1N \(P\) 2C \(P\) \(400 hands\): overlaps 2H\/2S \d+\.\d%$/)
    const opening = findings[0]!
    expect(opening.calls).toEqual(['1N'])
    expect(opening.holes).toBeGreaterThan(300)
    expect(opening.hole && (hcp(opening.hole) < 15 || hcp(opening.hole) > 17 || !isBalanced(opening.hole))).toBe(true)
  })

  it('should report progress and be repeatable with a seed', () => {
    const seen: number[] = []
    const again = lintSystem(compileSystem(tree), {samples: 400, seed: 7, onProgress: (done) => seen.push(done)})
    expect(seen).toEqual([1, 2, 3])
    expect(again.map((finding) => finding.holes)).toEqual(findings.map((finding) => finding.holes))
  })

  it('should keep to a budget of deals per node, and not call a rare node’s calls never chosen', () => {
    const rare = bml('2C Strong {22+ HCP}\n  2D Waiting {0+ HCP}\n    2N Balanced {22-24 HCP, balanced}\n    3C Clubs {5+!c}\n    3D Other {0+ HCP}\n').tree
    const result = lintSystem(compileSystem(rare), {samples: 200, maxGenerated: 2000, seed: 3})
    const rebid = result.find((finding) => finding.at === '2C (P) 2D (P)')!
    // About one deal in 500 has 22 or more HCP: 2,000 deals give a handful of hands, not 200.
    expect(rebid.samples).toBeGreaterThan(0)
    expect(rebid.samples).toBeLessThan(30)
    expect(result.find((finding) => finding.at === '2C (P)')!.samples).toBe(200)
    expect(lintIssues(result).filter((issue) => issue.ruleId === 'never-chosen' || issue.ruleId === 'never-holds')).toEqual([])
  })
})

describe('lintSystem on constraints that look at the auction', () => {
  const {tree} = bml(`1H Hearts {12-21 HCP, 5+!h}
  2H Raise {fit !h, 6-10 HCP}
  3N To play {combined 25+ HCP, partner 5+!h, ≤2!h}
  P  Nothing {≤5 HCP}
`)
  const findings = lintSystem(compileSystem(tree), {samples: 300, seed: 3})

  it('should decide them on the node’s auction, not count them undecidable', () => {
    const responses = findings.find((finding) => finding.at === '1H (P)')!
    expect(responses.calls).toEqual(['2H', '3N', 'P'])
    expect(responses.undecidable).toEqual([])
    // A raise holds on hands with three hearts (partner showed five): the fit is decided.
    expect(responses.neverHolds).toEqual([])
    expect(lintIssues(findings).filter((issue) => issue.ruleId === 'undecidable')).toEqual([])
  })
})
