import fc from 'fast-check'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {pinSeed, seedOf} from '../../test/fast-check-seed.js'

// Each test sets the global configuration itself; the one the setup file made
// (from this run's FC_SEED, if any) is put back afterwards.
let saved: fc.GlobalParameters
beforeEach(() => {
  saved = fc.readConfigureGlobal()
  fc.resetConfigureGlobal()
})
afterEach(() => fc.configureGlobal(saved))

const values = (): number[] => fc.sample(fc.integer(), 20)

describe('FC_SEED (the vitest setup file)', () => {
  it('should give every property the same inputs on every run when FC_SEED is set', () => {
    pinSeed('4242')
    const first = values()
    expect(values()).toEqual(first)
    expect(fc.check(fc.property(fc.nat(), () => true)).seed).toBe(4242)
  })

  it('should leave fast-check random when FC_SEED is unset or empty', () => {
    pinSeed(undefined)
    pinSeed('')
    expect(fc.readConfigureGlobal().seed).toBeUndefined()
    expect(values()).not.toEqual(values())
  })

  it('should let a property that sets its own seed keep it', () => {
    pinSeed('4242')
    expect(fc.check(fc.property(fc.nat(), () => true), {seed: 7}).seed).toBe(7)
    expect(fc.sample(fc.integer(), {numRuns: 20, seed: 7})).toEqual(fc.sample(fc.integer(), {numRuns: 20, seed: 7}))
    expect(fc.sample(fc.integer(), {numRuns: 20, seed: 7})).not.toEqual(values())
  })

  it('should keep other global settings when it pins the seed', () => {
    fc.configureGlobal({numRuns: 3})
    pinSeed('-17')
    expect(fc.readConfigureGlobal()).toEqual({numRuns: 3, seed: -17})
  })

  it('should refuse a seed that is not a 32-bit integer, naming it', () => {
    expect(() => seedOf('abc')).toThrow('FC_SEED must be a 32-bit integer (a fast-check seed), not `abc`')
    expect(() => seedOf('1.5')).toThrow(/not `1\.5`/)
    expect(() => seedOf(String(2 ** 40))).toThrow(/32-bit/)
    expect(seedOf(' 12 ')).toBe(12)
  })
})
