/**
 * Printing messages: vfile-reporter output (file:line:col, reason, rule
 * id), coloured on a terminal; and turning any thrown error into a message
 * on its file, so no stack trace reaches the user.
 */

import {capMessages} from '@bidding/core'
import type {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {reporter} from 'vfile-reporter'
import type {Io} from './io.js'

/** Record an error thrown while processing `file` on the file. */
export function recordError(file: VFile, error: unknown): void {
  if (error instanceof VFileMessage) {
    // `file.fail` already added it; add it when another file's message was thrown.
    if (!file.messages.includes(error)) file.messages.push(error)
    return
  }

  const reason = error instanceof Error ? error.message : String(error)
  const message = file.message('Cannot process file: ' + reason, {
    ruleId: 'internal-error',
    source: '@bidding/cli',
    ...(error instanceof Error ? {cause: error} : {})
  })
  message.fatal = true
}

/** Whether any file has a fatal message (or, with `frail`, any message). */
export function hasFailures(files: readonly VFile[], frail = false): boolean {
  return files.some((file) => file.messages.some((message) => message.fatal === true || frail))
}

/** Print the messages of `files` on stderr (nothing when there are none). */
export function printReport(files: VFile[], io: Io, options: {silent?: boolean} = {}): void {
  if (!files.some((file) => file.messages.length > 0)) return
  // The first 100 messages of each rule: bad input can give one per character, more than the reporter can print.
  for (const file of files) capMessages(file)
  // vfile-reporter prints a cause with its stack trace: that is for
  // debugging (`BIDDING_DEBUG=1`), never for bad input. Readers put what the
  // cause says into their reasons.
  if (!io.env.BIDDING_DEBUG) {
    for (const file of files) for (const message of file.messages) message.cause = undefined
  }

  const text = reporter(files, {
    quiet: true,
    silent: options.silent ?? false,
    color: Boolean(io.stderr.isTTY) && !io.env.NO_COLOR,
    verbose: Boolean(io.env.BIDDING_DEBUG)
  })
  if (text) io.stderr.write(text + '\n')
}
