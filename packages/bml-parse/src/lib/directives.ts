/**
 * The directives of a bid table, run on its lines before any row is read
 * (bml.md §4.1): `#CUT`…`#ENDCUT`, `#COPY`…`#ENDCOPY`, `#PASTE`, `#HIDE`
 * and `#BIDTABLE`; and this reader's `#CLASS` (not in the reference).
 */

import {crash, fail, warn, type Context} from './context.js'
import {dropStart, positionOf, withText, type Line} from './source.js'

/** The most lines pasting may produce in one table (a guard against exponential pastes). */
const pasteLimit = 200_000

/** The lines of a table after its directives, and whether it is hidden. */
export interface Directed {
  lines: Line[]
  hidden: boolean
  /** The `#CLASS` line, read by `readAuctionClass`. */
  classLine?: Line | undefined
}

/** Run the directives of a table. */
export function directives(context: Context, input: readonly Line[]): Directed {
  // Most tables have no directive at all.
  if (!input.some((line) => line.text.includes('#'))) return {lines: [...input], hidden: false}
  let lines = clip(context, [...input], 'CUT')
  lines = clip(context, lines, 'COPY')
  lines = paste(context, lines, [])
  return hideAndBidtable(context, lines)
}

/** `#CUT name` … `#ENDCUT` (removed) or `#COPY name` … `#ENDCOPY` (kept). */
function clip(context: Context, lines: Line[], kind: 'CUT' | 'COPY'): Line[] {
  const opening = new RegExp('^(\\s*)#\\s*' + kind + '\\s+(\\S+)\\s*$')
  const closing = '#END' + kind
  const reference = context.settings.reference
  let result = lines
  let from = 0
  for (;;) {
    let start = -1
    let match: RegExpExecArray | null = null
    for (let index = from; index < result.length; index++) {
      match = opening.exec(result[index]!.text)
      if (match) {
        start = index
        break
      }
    }

    if (start === -1 || !match) return result
    // Find the end: the last `#ENDCUT` (reference, a greedy `.*`) or the nearest one.
    const ends: Array<{index: number; at: number}> = []
    for (let index = start + 1; index < result.length; index++) {
      const text = result[index]!.text
      let at = text.indexOf(closing)
      while (at !== -1) {
        ends.push({index, at})
        at = text.indexOf(closing, at + 1)
      }
    }

    const line = result[start]!
    if (ends.length === 0) {
      if (reference) {
        // No match: the directive stays and is read as a row.
        from = start + 1
        continue
      }

      warn(
        context,
        'Unexpected `#' + kind + ' ' + match[2] + '` without `' + closing + '`, expected `' + closing + '` to end it; the rest of the table is taken',
        positionOf(line, 0, line.text.length),
        'cut-unterminated',
        line
      )
      ends.push({index: result.length, at: 0})
    }

    const end = reference ? ends.at(-1)! : ends[0]!
    if (!reference && ends.length > 1) {
      warn(
        context,
        'Unexpected second `' + closing + '`, the first one ends `#' + kind + ' ' + match[2] + '` (BML 2 takes the last one)',
        positionOf(result[ends[1]!.index]!, ends[1]!.at, ends[1]!.at + closing.length),
        'cut-nesting',
        result[ends[1]!.index]
      )
    }

    const indent = match[1]!.length
    const body: Line[] = []
    for (let index = start + 1; index < end.index; index++) body.push(dropStart(result[index]!, indent))
    const endLine = result[end.index]
    if (endLine) body.push(dropStart(withText(endLine, endLine.text.slice(0, end.at)), indent))
    context.clipboard.set(match[2]!, body)

    // What follows `#ENDCUT[ ]*` on its line stays (its newline is eaten when nothing does).
    const after: Line[] = []
    if (endLine) {
      const restStart = end.at + closing.length
      const rest = endLine.text.slice(restStart).replace(/^ */, '')
      const prefix = endLine.text.slice(0, end.at)
      if (kind === 'COPY') {
        if (rest === '' && reference && prefix !== '' && end.index + 1 < result.length) {
          // The reference glues the text before `#ENDCOPY` to the next line.
          const next = result[end.index + 1]!
          after.push({...withText(next, prefix + next.text), prefix: next.prefix + prefix.length})
          result = [...result.slice(0, end.index + 1), ...result.slice(end.index + 2)]
        } else if (prefix !== '') {
          after.push(withText(endLine, prefix))
        }
      }

      if (rest !== '') after.push(dropStart(endLine, endLine.text.length - rest.length))
    }

    const kept = kind === 'COPY' ? result.slice(start + 1, end.index) : []
    result = [...result.slice(0, start), ...kept, ...after, ...result.slice(end.index + 1)]
    from = start
  }
}

const pasteLine = /^(\s*)#\s*PASTE\s+(\S+)/

/** `#PASTE name [target=replacement …]`, repeated until none is left. */
function paste(context: Context, lines: readonly Line[], chain: readonly string[], budget = {left: pasteLimit}): Line[] {
  const output: Line[] = []
  const reference = context.settings.reference
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const match = pasteLine.exec(line.text)
    if (!match) {
      output.push(line)
      continue
    }

    const indentation = match[1]!
    const name = match[2]!
    let argumentsText = line.text.slice(match[0].length)
    let argumentsLine = line
    let argumentsFrom = match[0].length
    if (reference && argumentsText.trim() === '') {
      // BML 2's `\s*(.*)` crosses the newline: the next line becomes the arguments.
      let next = index + 1
      while (next < lines.length && lines[next]!.text.trim() === '') next++
      if (next < lines.length) {
        argumentsLine = lines[next]!
        argumentsFrom = argumentsLine.text.length - argumentsLine.text.trimStart().length
        argumentsText = argumentsLine.text.slice(argumentsFrom)
        warn(
          context,
          'Unexpected line after a bare `#PASTE ' + name + '`, it is read as its replacements (BML 2 bug)',
          positionOf(argumentsLine, 0, argumentsLine.text.length),
          'paste-swallow',
          argumentsLine
        )
        index = next
      }
    }

    const pasteChain = line.paste?.chain ?? chain
    if (pasteChain.includes(name)) {
      fail(
        context,
        'Unexpected `#PASTE ' + name + '` inside what it pastes, expected no cycle (' + [...pasteChain, name].join(' → ') + ')',
        positionOf(line, 0, line.text.length),
        'paste-cycle',
        line
      )
    }

    const entry = context.clipboard.get(name)
    if (!entry) {
      fail(
        context,
        'Unexpected `#PASTE ' + name + '`, expected the name of an earlier `#CUT` or `#COPY`',
        positionOf(line, match[0].length - name.length, match[0].length),
        'paste-unknown',
        line
      )
    }

    const replacements: Array<[string, string]> = []
    for (const token of argumentsText.matchAll(/\S+/g)) {
      const parts = token[0].split('=')
      if (parts.length !== 2 || parts[0] === '') {
        crash(
          context,
          'Unexpected replacement `' + token[0] + '`, expected `target=replacement` with one `=` and a target',
          positionOf(argumentsLine, argumentsFrom + token.index, argumentsFrom + token.index + token[0].length),
          'paste-argument',
          argumentsLine
        )
        continue
      }

      replacements.push([parts[0]!, parts[1]!])
    }

    budget.left -= entry.length
    if (budget.left < 0) {
      fail(
        context,
        'Unexpected paste of more than ' + pasteLimit + ' lines, expected fewer (nested `#PASTE`s?)',
        positionOf(line, 0, line.text.length),
        'paste-limit',
        line
      )
    }

    const nextChain = [...pasteChain, name]
    // One origin for the whole paste: the nodes made from its lines share their `paste` data.
    const origin = {name, line, chain: nextChain}
    const pasted = entry.map((from) => {
      let text = from.text
      for (const [target, replacement] of replacements) text = text.split(target).join(replacement)
      // A literal of every field, not a spread copy plus `paste` (an object grown after it is made costs a second array).
      const copy: Line = {
        text: indentation + text,
        source: from.source,
        line: from.line,
        column: from.column,
        offset: from.offset,
        prefix: from.prefix + indentation.length,
        paste: origin
      }
      return copy
    })
    output.push(...paste(context, pasted, nextChain, budget))
  }

  return output
}

/** `#HIDE` anywhere and `#BIDTABLE` as the first line. */
function hideAndBidtable(context: Context, lines: Line[]): Directed {
  const reference = context.settings.reference
  const hide = /^\s*#\s*HIDE\s*$/
  const bidtable = /^\s*#\s*BIDTABLE\s*$/
  const auctionClass = /^\s*#\s*CLASS\b/
  let classLine: Line | undefined
  let hidden = false
  const result: Line[] = []
  // In the reference the directive needs a newline after it: not the last line.
  const lastIndex = lines.length - 1
  for (let index = 0; index <= lastIndex; index++) {
    const line = lines[index]!
    if (hide.test(line.text) && (!reference || (!hidden && index < lastIndex))) {
      hidden = true
      continue
    }

    if (!reference && auctionClass.test(line.text)) {
      if (classLine) {
        warn(context, 'Unexpected second `#CLASS` in a table, expected one; it is ignored', positionOf(line, 0, line.text.length), 'invalid-class', line)
      } else {
        classLine = line
      }

      continue
    }

    result.push(line)
  }

  const first = result.findIndex((line) => line.text.trim() !== '')
  if (first !== -1 && bidtable.test(result[first]!.text) && (!reference || first < result.length - 1)) {
    result.splice(first, 1)
  }

  if (!reference) {
    for (let index = result.length - 1; index >= 0; index--) {
      const line = result[index]!
      if (bidtable.test(line.text)) {
        warn(
          context,
          'Unexpected `#BIDTABLE` after the first row, expected it first; it is ignored',
          positionOf(line, 0, line.text.length),
          'misplaced-directive',
          line
        )
        result.splice(index, 1)
      }
    }
  }

  return classLine ? {lines: result, hidden, classLine} : {lines: result, hidden}
}
