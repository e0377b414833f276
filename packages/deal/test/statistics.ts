/**
 * Small statistics for the sampling tests: z scores and chi-square tests
 * with tail bins merged until each expects at least 5 (spec/deal.md §5.4).
 */

/** z of an observed proportion. */
export function zScore(hits: number, n: number, p: number): number {
  return (hits / n - p) / Math.sqrt((p * (1 - p)) / n)
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [
    0.999_999_999_999_809_9, 676.520_368_121_885_1, -1259.139_216_722_402_8, 771.323_428_777_653_1, -176.615_029_162_140_6,
    12.507_343_278_686_905, -0.138_571_095_265_720_12, 9.984_369_578_019_572e-6, 1.505_632_735_149_311_6e-7
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const y = x - 1
  let sum = c[0]!
  for (let index = 1; index < 9; index++) sum += c[index]! / (y + index)
  const t = y + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** Regularised upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break
    }

    return 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a))
  }

  let b = x + 1 - a
  let c = 1 / 1e-300
  let d = 1 / b
  let h = d
  for (let index = 1; index < 1000; index++) {
    const an = -index * (index - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < 1e-300) d = 1e-300
    c = b + an / c
    if (Math.abs(c) < 1e-300) c = 1e-300
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }

  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h
}

/**
 * Chi-square test of observed counts against probabilities (same keys),
 * merging bins from each tail (in key order) until every bin expects 5.
 */
export function chiSquare(observed: Map<string, number>, probabilities: Map<string, number>, n: number): {statistic: number; df: number; p: number} {
  const keys = [...probabilities.keys()]
  const bins: Array<{expected: number; observed: number}> = []
  let current = {expected: 0, observed: 0}
  for (const key of keys) {
    current.expected += probabilities.get(key)! * n
    current.observed += observed.get(key) ?? 0
    if (current.expected >= 5) {
      bins.push(current)
      current = {expected: 0, observed: 0}
    }
  }

  if (current.expected > 0 || current.observed > 0) {
    const last = bins.at(-1)!
    last.expected += current.expected
    last.observed += current.observed
  }

  let statistic = 0
  for (const bin of bins) statistic += (bin.observed - bin.expected) ** 2 / bin.expected
  const df = bins.length - 1
  return {statistic, df, p: gammaQ(df / 2, statistic / 2)}
}
