/**
 * Printing messages: vfile-reporter output (file:line:col, reason, rule
 * id), coloured on a terminal; and turning any thrown error into a message
 * on its file, so no stack trace reaches the user.
 */

import {splitMessagesByFile, capMessages} from '@bidding/core/messages'
import type {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import type {Io} from './io.js'
import {plural} from './plural.js'

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

/** The message of a file the command could not read at all (`readInput`), if it is one. */
export function unreadable(file: VFile): VFileMessage | undefined {
  if (file.value !== undefined || file.messages.length !== 1) return undefined
  const [message] = file.messages
  return message!.fatal === true && message!.ruleId === readRule && message!.source === '@bidding/cli' ? message : undefined
}

/** Rule id of the message `readInput` puts on a file it cannot read. */
export const readRule = 'read'

/** Whether any file has a fatal message (or, with `frail`, any message). */
export function hasFailures(files: readonly VFile[], frail = false): boolean {
  return files.some((file) => file.messages.some((message) => message.fatal === true || frail))
}

/**
 * Print the messages of `files` on stderr (nothing when there are none),
 * each under the file it is about (an `#INCLUDE`d file's messages under
 * that file). Information messages are printed only with `verbose`; without
 * it, one line says how many were left out.
 * vfile-reporter is loaded only when there is something to print: a run
 * without messages starts without it.
 */
export async function printReport(files: VFile[], io: Io, options: {silent?: boolean; verbose?: boolean} = {}): Promise<void> {
  // A file that could not be read has no place to point at: one line naming it says it all.
  const readable: VFile[] = []
  for (const file of files) {
    const failure = unreadable(file)
    if (failure) io.stderr.write('Cannot read `' + file.history[0] + '`: ' + failure.reason + '\n')
    else readable.push(file)
  }

  files = readable
  if (!files.some((file) => file.messages.length > 0)) return
  const {reporter} = await import('vfile-reporter')
  // Copies, one per file the messages are about; the callers' files keep every message.
  const split = splitMessagesByFile(files)
  let hidden = 0
  if (options.verbose === false && !options.silent) {
    for (const file of split) {
      const kept = file.messages.filter((message) => message.fatal !== undefined)
      hidden += file.messages.length - kept.length
      file.messages = kept
    }
  }

  // The first 100 messages of each rule: bad input can give one per character, more than the reporter can print.
  for (const file of split) capMessages(file)

  // vfile-reporter prints a cause with its stack trace: that is for
  // debugging (`BIDDING_DEBUG=1`), never for bad input. Readers put what the
  // cause says into their reasons.
  if (!io.env.BIDDING_DEBUG) {
    for (const file of files) for (const message of file.messages) message.cause = undefined
  }

  const text = reporter(split, {
    quiet: true,
    silent: options.silent ?? false,
    color: Boolean(io.stderr.isTTY) && !io.env.NO_COLOR,
    verbose: Boolean(io.env.BIDDING_DEBUG)
  })
  if (text) io.stderr.write(text + '\n')
  if (hidden > 0) io.stderr.write(hidden + (hidden === 1 ? ' info message' : ' info messages') + ' not shown (`--verbose` shows them)\n')
}

/**
 * What the messages of `files` come to, in words: `no issues found`,
 * `1 warning`, `2 errors, 3 warnings, 1 info`.
 */
export function summarizeMessages(files: readonly VFile[]): string {
  let errors = 0
  let warnings = 0
  let infos = 0
  for (const file of files) {
    for (const message of file.messages) {
      if (message.fatal === true) errors++
      else if (message.fatal === false) warnings++
      else infos++
    }
  }

  const parts: string[] = []
  if (errors > 0) parts.push(plural(errors, 'error'))
  if (warnings > 0) parts.push(plural(warnings, 'warning'))
  if (infos > 0) parts.push(plural(infos, 'info', 'infos'))
  return parts.length === 0 ? 'no issues found' : parts.join(', ')
}
