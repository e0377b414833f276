/**
 * A job: what every thread needs to build the same program. Jobs are plain
 * data so they cross to worker threads by structured clone; each thread
 * compiles its own program from them.
 */

import type {Constraint} from '@bidding/core/constraints'
import {compileConstraint, type ScaleWeights} from '@bidding/hand'
import {VFile} from 'vfile'
import type {Dealer, Program} from './engine.js'
import {compileScript} from './script/compile.js'
import {parseDealerScript} from './script/parse.js'

/** A dealer script to run. */
export interface ScriptJob {
  kind: 'script'
  source: string
  lazy: boolean
}

/** Deals whose hands fit constraints. */
export interface ConstraintJob {
  kind: 'constraints'
  /** Constraint per seat (N E S W), `null` for none. */
  constraints: Array<Constraint | null>
  /** The order in which seats are tested (most selective first). */
  order: number[]
  /** Predealt holdings, 16 numbers. */
  predeal: number[]
  /** Extra point scales for `points` atoms. */
  scales?: Readonly<Record<string, ScaleWeights>> | undefined
  lazy: boolean
}

export type Job = ScriptJob | ConstraintJob

const cache = new Map<string, {program: Program; predeal: number[]}>()

/**
 * The program and predeal of a job. Programs are kept (the last 16) so
 * that a thread running the same job again reuses code the JIT has
 * already optimised.
 */
export function programOf(job: Job): {program: Program; predeal: number[]} {
  const key = JSON.stringify({...job, lazy: undefined})
  let built = cache.get(key)
  if (built) {
    cache.delete(key)
  } else {
    built = build(job)
    if (cache.size >= 16) cache.delete(cache.keys().next().value!)
  }

  cache.set(key, built)
  return built
}

function build(job: Job): {program: Program; predeal: number[]} {
  if (job.kind === 'script') {
    const script = parseDealerScript(job.source, new VFile())
    if (!script) throw new Error('Unexpected bad script in a job')
    return {program: compileScript(script), predeal: script.predeal}
  }

  const tests = job.order.map((seat) => {
    const constraint = job.constraints[seat]!
    return {seat, offset: seat * 4, bit: 1 << seat, test: compileConstraint(constraint, {scales: job.scales})}
  })
  const program: Program = {
    valueCount: 0,
    keepDeals: true,
    condition(dealer: Dealer) {
      for (const {seat, offset, bit, test} of tests) {
        if ((dealer.m & bit) === 0) dealer.deal(seat)
        if (test(dealer.h, offset) !== true) return false
      }

      return true
    }
  }
  return {program, predeal: job.predeal}
}
