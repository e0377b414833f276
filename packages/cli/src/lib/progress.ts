/**
 * A progress bar for long work. It appears only on a terminal, and only
 * after the work has taken a second; otherwise it stays quiet.
 */

import type {Output} from './io.js'

export interface Progress {
  /** Record `count` more units done. */
  tick(count?: number): void
  /** Clear the bar. */
  done(): void
}

export interface ProgressOptions {
  total: number
  /** What is counted (`files`, `deals`). */
  unit: string
  stream: Output
  /** Delay before the bar shows, in milliseconds (default 1000). */
  delay?: number | undefined
  now?: (() => number) | undefined
}

/** Seconds as `42s`, `3m07s`, `2h05m`. */
function duration(seconds: number): string {
  const whole = Math.ceil(seconds)
  if (whole < 60) return whole + 's'
  if (whole < 3600) return Math.floor(whole / 60) + 'm' + String(whole % 60).padStart(2, '0') + 's'
  return Math.floor(whole / 3600) + 'h' + String(Math.floor((whole % 3600) / 60)).padStart(2, '0') + 'm'
}

/** Start tracking progress. */
export function createProgress(options: ProgressOptions): Progress {
  const now = options.now ?? Date.now
  const start = now()
  const delay = options.delay ?? 1000
  const stream = options.stream
  let done = 0
  let shown = false
  let lastDraw = 0

  function draw(): void {
    const time = now()
    if (!stream.isTTY || time - start < delay || time - lastDraw < 100) return
    lastDraw = time
    shown = true
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 40))
    const ratio = options.total > 0 ? Math.min(1, done / options.total) : 0
    const filled = Math.round(ratio * width)
    const elapsed = (time - start) / 1000
    const rate = elapsed > 0 ? done / elapsed : 0
    stream.write(
      '\r[' +
        '#'.repeat(filled) +
        ' '.repeat(width - filled) +
        '] ' +
        done +
        '/' +
        options.total +
        ' ' +
        options.unit +
        ' (' +
        Math.round(rate) +
        '/s' +
        (rate > 0 && done < options.total ? ', ETA ' + duration((options.total - done) / rate) : '') +
        ')\u001B[K'
    )
  }

  return {
    tick(count = 1) {
      done += count
      draw()
    },
    done() {
      if (shown) stream.write('\r\u001B[K')
    }
  }
}
