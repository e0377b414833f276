/**
 * Tokens of dealer’s input language. Words are runs of letters, digits and
 * `_`, read as numbers, names, shapes (`5xxx`), cards (`TC`) or holdings
 * (`SAQ542`) by the parser, which knows the context.
 */

/** A token and where it is. */
export interface Token {
  kind: 'word' | 'number' | 'string' | 'newline' | 'punct' | 'end'
  value: string
  start: number
  end: number
}

/** A problem found while reading tokens. */
export interface LexProblem {
  reason: string
  start: number
  end: number
  ruleId: string
}

const punctuation = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', ',', '=', '?', ':']

/** Split a script into tokens; comments are `#` at the start of a line, `//` and `/* … *\/`. */
export function lex(text: string): {tokens: Token[]; problems: LexProblem[]} {
  const tokens: Token[] = []
  const problems: LexProblem[] = []
  let index = 0
  let lineStart = true
  while (index < text.length) {
    const character = text[index]!
    if (character === '\n') {
      index++
      lineStart = true
      continue
    }

    if (character === ' ' || character === '\t' || character === '\r' || character === '\f') {
      index++
      continue
    }

    if (character === '#' && lineStart) {
      while (index < text.length && text[index] !== '\n') index++
      continue
    }

    lineStart = false
    if (text.startsWith('//', index)) {
      while (index < text.length && text[index] !== '\n') index++
      continue
    }

    if (text.startsWith('/*', index)) {
      const close = text.indexOf('*/', index + 2)
      if (close === -1) {
        problems.push({reason: 'Unexpected end of file in a comment, expected `*/`', start: index, end: index + 2, ruleId: 'unclosed-comment'})
        index = text.length
      } else {
        index = close + 2
      }

      continue
    }

    if (character === '"') {
      // Strings may span lines, as in dealer.
      const close = text.indexOf('"', index + 1)
      if (close === -1) {
        problems.push({reason: 'Unexpected end of file in a string, expected `"`', start: index, end: index + 1, ruleId: 'unclosed-string'})
        tokens.push({kind: 'string', value: text.slice(index + 1), start: index, end: text.length})
        index = text.length
      } else {
        tokens.push({kind: 'string', value: text.slice(index + 1, close), start: index, end: close + 1})
        index = close + 1
      }

      continue
    }

    if (character === '\\' && text[index + 1] === 'n') {
      tokens.push({kind: 'newline', value: '\\n', start: index, end: index + 2})
      index += 2
      continue
    }

    const word = /^[A-Za-z0-9_]+/.exec(text.slice(index, index + 64))
    if (word) {
      let end = index + word[0].length
      while (end < text.length && /[A-Za-z0-9_]/.test(text[end]!)) end++
      const value = text.slice(index, end)
      tokens.push({kind: /^\d+$/.test(value) ? 'number' : 'word', value, start: index, end})
      index = end
      continue
    }

    const operator = punctuation.find((candidate) => text.startsWith(candidate, index))
    if (operator) {
      tokens.push({kind: 'punct', value: operator, start: index, end: index + operator.length})
      index += operator.length
      continue
    }

    const point = text.codePointAt(index)!
    const width = point > 0xffff ? 2 : 1
    problems.push({reason: 'Unexpected character `' + text.slice(index, index + width) + '`', start: index, end: index + width, ruleId: 'unexpected-character'})
    index += width
  }

  tokens.push({kind: 'end', value: '', start: text.length, end: text.length})
  return {tokens, problems}
}
