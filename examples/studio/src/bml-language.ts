/**
 * BML for CodeMirror: a stream tokenizer for highlighting (headings,
 * directives, calls, constraint blocks `{…}`, comments, emphasis) and
 * folding of bid tables by indentation.
 */

import {foldService, HighlightStyle, StreamLanguage, syntaxHighlighting, type StringStream} from '@codemirror/language'
import type {Extension} from '@codemirror/state'
import {tags} from '@lezer/highlight'

interface State {
  /** Inside a constraint block `{…}` (it may not span lines, but the state is cheap to keep). */
  braces: number
  /** At the start of a line's content (where a call may stand). */
  lineStart: boolean
}

const call = /^\(?(?:[1-7](?:NT|[CDHSNM@~!]|![cdhs])|P|X|XX|R|D|Pass)\)?(?=\s|$)/

const bml = StreamLanguage.define<State>({
  name: 'bml',
  startState: () => ({braces: 0, lineStart: true}),
  token(stream: StringStream, state: State) {
    if (stream.sol()) state.lineStart = true
    if (state.braces > 0) {
      if (stream.skipTo('}')) {
        stream.next()
        state.braces = 0
      } else stream.skipToEnd()
      return 'meta'
    }

    if (stream.sol()) {
      if (stream.match(/^\*+\s.*/)) return 'heading'
      if (stream.match(/^\s*\/\/.*/)) return 'comment'
      if (stream.match(/^#\+[A-Z_]+:?/)) return 'keyword'
      if (stream.match(/^\s*#\s*[A-Z]+/)) return 'keyword'
    }

    if (stream.eatSpace()) return null
    if (state.lineStart) {
      state.lineStart = false
      if (stream.match(call)) return 'atom'
    }

    if (stream.peek() === '{') {
      stream.next()
      if (stream.skipTo('}')) stream.next()
      else {
        stream.skipToEnd()
        state.braces = 1
      }

      return 'meta'
    }

    if (stream.match(/^![cdhsCDHS]/)) return 'string'
    if (stream.match(/^\*[^*\s][^*]*\*/) || stream.match(/^\/[^/\s][^/]*\//)) return 'emphasis'
    stream.next()
    stream.eatWhile(/[^\s{!*/]/)
    return null
  },
  languageData: {commentTokens: {line: '//'}}
})

const style = HighlightStyle.define([
  {tag: tags.heading, fontWeight: 'bold', color: '#1f4e8c'},
  {tag: tags.keyword, color: '#8a2be2'},
  {tag: tags.atom, fontWeight: 'bold', color: '#0b6e4f'},
  {tag: tags.meta, color: '#7a4b00'},
  {tag: tags.comment, color: '#5f6b75', fontStyle: 'italic'},
  {tag: tags.string, color: '#b3261e'},
  {tag: tags.emphasis, fontStyle: 'italic'}
])

const indentOf = (text: string) => /^\s*/.exec(text)![0].length

/** A row of a bid table folds its continuations: the following lines indented deeper. */
const foldByIndent = foldService.of((state, lineStart, lineEnd) => {
  const line = state.doc.lineAt(lineStart)
  if (line.text.trim() === '' || !call.test(line.text.trim())) return null
  const indent = indentOf(line.text)
  let last = line.number
  for (let number = line.number + 1; number <= state.doc.lines; number++) {
    const next = state.doc.line(number)
    if (next.text.trim() === '' || indentOf(next.text) <= indent) break
    last = number
  }

  return last > line.number ? {from: lineEnd, to: state.doc.line(last).to} : null
})

export function bmlSupport(): Extension {
  return [bml, syntaxHighlighting(style), foldByIndent]
}
