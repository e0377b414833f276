/**
 * The benchmark harness: each file in bench/cases/ exports `cases`; every
 * case is timed (median of its runs after a warm-up) and, when it has one,
 * its reference is timed in the same run. `pnpm bench [filter]` prints a
 * table and writes bench/results.json.
 */

/** A run that timed itself. */
export interface SelfTimed {
  units: number
  seconds: number
}

/** One benchmark. */
export interface BenchCase {
  /** Short name (`bml-parse`, `deal b_1nt_5major`). */
  name: string
  /** What is measured, for the table. */
  description?: string
  /** Target the issue sets, for the table (`< 0.3 s`). */
  target?: string
  /** Prepare inputs (not timed). */
  setup?: () => Promise<void> | void
  /** Release what `setup` or the runs opened (a browser, a server), so the bench can exit. */
  teardown?: () => Promise<void> | void
  /**
   * The work to time; may return a count of units done (records, deals), or
   * the units and its own timing when a run also does untimed work (a
   * reference interleaved with ours, so that a machine whose load changes
   * favours neither side).
   */
  run: () => Promise<number | SelfTimed | void> | number | SelfTimed | void
  /** Timed runs after the warm-up (default 5). */
  runs?: number
  /** Units counted, for a throughput column (`records`, `deals`). */
  unit?: string
  /**
   * Time the reference program on the same work, when it is available;
   * `undefined` when it is not (say why in `referenceNote`).
   */
  reference?: () => Promise<{seconds: number; units?: number} | undefined>
  /** Why the reference is missing or what it is. */
  referenceNote?: string
}

/** A case's figures. */
export interface BenchResult {
  name: string
  description?: string
  target?: string
  seconds: number
  runs: number
  units?: number
  unit?: string
  perSecond?: number
  referenceSeconds?: number
  referencePerSecond?: number
  ratio?: number
  referenceNote?: string
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Time one case. */
export async function measure(bench: BenchCase): Promise<BenchResult> {
  try {
    return await measureOpen(bench)
  } finally {
    await bench.teardown?.()
  }
}

async function measureOpen(bench: BenchCase): Promise<BenchResult> {
  await bench.setup?.()
  await bench.run()
  const times: number[] = []
  let units: number | undefined
  for (let index = 0; index < (bench.runs ?? 5); index++) {
    const start = process.hrtime.bigint()
    const result = await bench.run()
    const elapsed = Number(process.hrtime.bigint() - start) / 1e9
    if (typeof result === 'object') {
      times.push(result.seconds)
      units = result.units
    } else {
      times.push(elapsed)
      if (typeof result === 'number') units = result
    }
  }

  const seconds = median(times)
  const result: BenchResult = {name: bench.name, seconds, runs: times.length}
  if (bench.description) result.description = bench.description
  if (bench.target) result.target = bench.target
  if (units !== undefined) {
    result.units = units
    result.perSecond = units / seconds
  }

  if (bench.unit) result.unit = bench.unit
  const reference = bench.reference ? await bench.reference() : undefined
  if (reference) {
    result.referenceSeconds = reference.seconds
    if (reference.units !== undefined) result.referencePerSecond = reference.units / reference.seconds
    result.ratio =
      result.perSecond !== undefined && result.referencePerSecond !== undefined
        ? result.perSecond / result.referencePerSecond
        : reference.seconds / seconds
  }

  if (bench.referenceNote) result.referenceNote = bench.referenceNote
  return result
}

function format(seconds: number | undefined): string {
  if (seconds === undefined) return '-'
  return seconds < 0.01 ? (seconds * 1000).toFixed(2) + ' ms' : seconds.toFixed(3) + ' s'
}

function rate(value: number | undefined, unit: string | undefined): string {
  if (value === undefined) return '-'
  // Slow work (double-dummy tables) runs at a few units a second: keep two decimals there.
  return (value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en')) + (unit ? ' ' + unit + '/s' : '/s')
}

/** Render results as a table. */
export function table(results: readonly BenchResult[]): string {
  const rows = results.map((r) => [
    r.name,
    format(r.seconds),
    rate(r.perSecond, r.unit),
    format(r.referenceSeconds),
    rate(r.referencePerSecond, r.unit),
    r.ratio === undefined ? '-' : r.ratio.toFixed(1) + '×',
    r.target ?? '',
    r.referenceNote ?? ''
  ])
  const header = ['case', 'ours', 'ours rate', 'reference', 'ref. rate', 'speed-up', 'target', 'note']
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]!.length)))
  return [header, ...rows]
    .map((row) => row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd())
    .join('\n')
}
