import {describe, expect, it} from 'vitest'
import * as robot from '@bidding/robot'

describe('@bidding/robot', () => {
  it('should expose the public API', () => {
    expect(Object.keys(robot).sort()).toEqual([
      'ComparisonCounter',
      'Simulator',
      'StatisticsCounter',
      'bidDeal',
      'boardsToPbn',
      'boundsText',
      'caseKey',
      'casesText',
      'chooseCall',
      'compareSimulations',
      'comparisonText',
      'compileSystem',
      'coverageOf',
      'coverageText',
      'explainAuction',
      'failureText',
      'findingText',
      'inferConstraint',
      'inferConstraints',
      'inferenceRules',
      'lintIssues',
      'lintSystem',
      'naturalFallback',
      'noteOf',
      'parseCases',
      'reportFindings',
      'runCases',
      'simulate',
      'statisticsOf',
      'statisticsText',
      'subtestsOf',
      'summaryText',
      'tallyText'
    ])
    expect('default' in robot).toBe(false)
  })
})
