/**
 * Bounding the messages of a file: bad input can give one message per
 * character (150,000 and more), which costs memory, buries the first useful
 * message and overflows the stack of vfile-reporter's row builder. The first
 * messages of each rule are kept, the rest become one summary message.
 */

import type {VFile} from 'vfile'

/** How many messages `capMessages` keeps. */
export interface CapMessagesOptions {
  /** Messages kept per rule (source and rule id) and file they are in (default 100). */
  perRule?: number | undefined
  /** Messages kept per file, summaries included (default 1,000). */
  perFile?: number | undefined
}

type Message = VFile['messages'][number]

// Made on first use: an `Intl.NumberFormat` costs ~30 ms of ICU set-up, which every CLI start would pay.
let numberFormat: Intl.NumberFormat | undefined

/** `149900` → `149,900`. */
function formatCount(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US')
  return numberFormat.format(value)
}

/** Where a message is, as `line:column`, for a summary's reason. */
function placeOf(message: Message): string {
  const place = message.place
  const point = place && 'start' in place ? place.start : place
  return point ? point.line + ':' + point.column : '?'
}

/**
 * Keep the first `perRule` messages of each rule (and severity) and then
 * one message `and 149,900 more …` (rule `too-many-messages`) where the
 * first dropped one was; then at
 * most `perFile` in all. A summary is as severe as what it stands for.
 * Changes `file.messages` in place; returns how many messages were dropped.
 */
export function capMessages(file: VFile, options: CapMessagesOptions = {}): number {
  const perRule = options.perRule ?? 100
  const perFile = options.perFile ?? 1000
  const messages = file.messages
  if (messages.length <= perRule) return 0

  // Count each rule's messages first, so that one summary holds the whole rest.
  const keyOf = (message: Message): string =>
    [message.file ?? '', message.source ?? '', message.ruleId ?? '', String(message.fatal)].join('\0')
  const totals = new Map<string, number>()
  for (const message of messages) totals.set(keyOf(message), (totals.get(keyOf(message)) ?? 0) + 1)

  const seen = new Map<string, number>()
  let kept: Message[] = []
  let dropped = 0
  for (const message of messages) {
    const key = keyOf(message)
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    if (count <= perRule) {
      kept.push(message)
    } else if (count === perRule + 1) {
      const rest = totals.get(key)! - perRule
      dropped += rest
      const rule = '`' + (message.ruleId ?? 'unnamed') + '`'
      kept.push(
        summary(file, message, 'and ' + formatCount(rest) + ' more ' + rule + ' messages (the next at ' + placeOf(message) + ')', {
          ruleId: 'too-many-messages',
          source: message.source ?? '@bidding/core'
        })
      )
    }
  }

  if (kept.length > perFile) {
    const rest = kept.slice(perFile - 1)
    const worst = rest.find((message) => message.fatal === true) ?? rest.find((message) => message.fatal === false) ?? rest[0]!
    dropped += rest.length
    kept = [
      ...kept.slice(0, perFile - 1),
      summary(file, {...worst, place: rest[0]!.place} as Message, 'and ' + formatCount(rest.length) + ' more messages (the next at ' + placeOf(rest[0]!) + ')', {
        ruleId: 'too-many-messages',
        source: '@bidding/core'
      })
    ]
  }

  file.messages = kept
  return dropped
}

/**
 * A message standing for dropped ones, where `like` is and of its severity.
 * Its rule is `too-many-messages`, so capping again keeps it as it is.
 */
function summary(file: VFile, like: Message, reason: string, rule: {ruleId: string; source: string}): Message {
  const message = file.message(reason, {place: like.place ?? undefined, ...rule})
  file.messages.pop()
  message.fatal = like.fatal
  if (like.file) message.file = like.file
  return message
}
