/**
 * The mean of per-board values with a 95% confidence interval from
 * Student's t distribution (boards are independent deals, so the t
 * interval is the textbook one; for hundreds of boards it is the normal one).
 */

/** Mean, 95% interval and size of a sample. */
export interface SampleSummary {
  mean: number
  ci95: [low: number, high: number]
  boards: number
}

/** Two-sided 97.5% quantiles of t for 1 … 2 degrees of freedom, where the series below is poor. */
const smallT = [12.706, 4.303]

/**
 * The 97.5% quantile of Student's t with `freedom` degrees of freedom:
 * exact for 1 and 2, else the Cornish–Fisher expansion around the normal
 * quantile (error below 0.002 from 3 degrees on).
 */
export function tQuantile975(freedom: number): number {
  if (freedom <= 2) return smallT[Math.max(0, freedom - 1)]!
  const z = 1.959_964
  const v = freedom
  return (
    z +
    (z ** 3 + z) / (4 * v) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * v ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * v ** 3)
  )
}

/** Mean and 95% t interval of `values` (an interval of zero width for fewer than two values). */
export function summarize(values: readonly number[]): SampleSummary {
  const count = values.length
  if (count === 0) return {mean: 0, ci95: [0, 0], boards: 0}
  let sum = 0
  for (const value of values) sum += value
  const mean = sum / count
  if (count < 2) return {mean, ci95: [mean, mean], boards: count}
  let squares = 0
  for (const value of values) squares += (value - mean) ** 2
  const half = (tQuantile975(count - 1) * Math.sqrt(squares / (count - 1))) / Math.sqrt(count)
  return {mean, ci95: [mean - half, mean + half], boards: count}
}

/** @deprecated Use `SampleSummary` (`Summary` of `@bidding/card-stringify` is a system's one-page summary); removed in the next minor release. */
export type Summary = SampleSummary
