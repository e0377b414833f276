/** vfile messages as the page shows them: placed, with a rule id and a severity. */

import type {VFile} from 'vfile'
import type {StudioMessage} from '../protocol.js'
import {normalize} from './files.js'

export function messagesOf(file: VFile, fallbackPath: string, lineOffset = 0): StudioMessage[] {
  return file.messages.map((message) => {
    const start = message.place && 'start' in message.place ? message.place.start : message.place
    const end = message.place && 'end' in message.place ? message.place.end : undefined
    const path = normalize(message.file && message.file !== file.path ? message.file : fallbackPath)
    const shift = path === normalize(fallbackPath) ? lineOffset : 0
    const line = (start?.line ?? 1) + shift
    return {
      file: path,
      line,
      column: start?.column ?? 1,
      endLine: end?.line === undefined ? line : end.line + shift,
      endColumn: end?.column ?? (start?.column ?? 1) + 1,
      reason: message.reason,
      ruleId: message.ruleId ?? 'unknown',
      source: message.source ?? 'bidding',
      severity: message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
    }
  })
}

/** A message for an exception a reader or writer threw (a fatal vfile message, or a bug of ours). */
export function failureMessage(error: unknown, path: string): StudioMessage {
  const place = error as {line?: number; column?: number; ruleId?: string; source?: string; reason?: string}
  return {
    file: normalize(path),
    line: place.line ?? 1,
    column: place.column ?? 1,
    endLine: place.line ?? 1,
    endColumn: (place.column ?? 1) + 1,
    reason: place.reason ?? (error instanceof Error ? error.message : String(error)),
    ruleId: place.ruleId ?? 'fatal',
    source: place.source ?? 'bidding',
    severity: 'error'
  }
}
