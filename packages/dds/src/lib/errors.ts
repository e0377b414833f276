/**
 * DDS's error codes as exceptions with DDS's own text.
 */

import {loadDds} from './library.js'

/** DDS refused a call: `code` is its return code (`dll.h`). */
export class DdsError extends Error {
  code: number
  constructor(code: number, what: string) {
    super(what + ' failed in libdds: ' + ddsErrorText(code) + ' (code ' + code + ')')
    this.name = 'DdsError'
    this.code = code
  }
}

/** DDS's text for a return code. */
export function ddsErrorText(code: number): string {
  const line = Buffer.alloc(80)
  loadDds().errorMessage(code, line)
  const end = line.indexOf(0)
  return line.toString('latin1', 0, end === -1 ? line.length : end)
}

/** Throw unless DDS answered `RETURN_NO_FAULT` (1). */
export function check(code: number, what: string): void {
  if (code !== 1) throw new DdsError(code, what)
}
