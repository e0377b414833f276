import {describe, expect, it} from 'vitest'
import * as robot from '@bidding/robot'

describe('@bidding/robot', () => {
  it('should expose the public API', () => {
    expect(Object.keys(robot).sort()).toEqual([
      'bidDeal',
      'boardsToPbn',
      'boundsText',
      'chooseCall',
      'compareSimulations',
      'comparisonText',
      'compileSystem',
      'default',
      'explainAuction',
      'findingText',
      'lintSystem',
      'naturalFallback',
      'noteOf',
      'reportFindings',
      'simulate',
      'statisticsOf',
      'statisticsText',
      'summaryText'
    ])
    expect(robot.default).toBe(robot.chooseCall)
  })
})
