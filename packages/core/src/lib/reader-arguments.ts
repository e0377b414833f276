/**
 * One signature for every reader's pure function, as for the writers:
 * `fromXxx(value, options?, file?)`, the file for messages optional and last.
 * The older `fromXxx(value, file, options?)` keeps working: a file is told
 * from options by its shape, so plain JavaScript without a file no longer
 * crashes.
 */

import {VFile} from 'vfile'

/** Whether `value` looks like a vfile (duck-typed: copies of vfile differ in identity). */
function isVFile(value: unknown): value is VFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as {messages?: unknown}).messages) &&
    typeof (value as {message?: unknown}).message === 'function'
  )
}

/**
 * Sort a reader's arguments after `value`: `(options?, file?)`, or the
 * older `(file, options?)`. Without a file, one is made for `value`.
 */
export function readerArguments<Options extends object>(
  value: string,
  second: Readonly<Options> | VFile | null | undefined,
  third: Readonly<Options> | VFile | null | undefined
): {options: Readonly<Options>; file: VFile} {
  const legacy = isVFile(second)
  const file = legacy ? second : isVFile(third) ? third : new VFile({value})
  const options = (legacy ? third : second) as Readonly<Options> | null | undefined
  return {options: options ?? ({} as Readonly<Options>), file}
}
