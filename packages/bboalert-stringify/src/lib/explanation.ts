/**
 * A bid's explanation as BBOalert wants it (formats.md §6): one line of plain
 * text with suit codes `!S !H !D !C`, no commas (`,` separates fields; it
 * becomes `;`, as BBOalert itself does), at most 69 characters for the
 * bidding box, the rest after `#` for the chat.
 */

import type {PhrasingContent} from '@bidding/core'

/** Characters the bidding box shows. */
export const boxWidth = 69

/** Called for a phrasing node the writer does not know. */
export type OnUnknown = (node: {type: string; position?: PhrasingContent['position']}) => void

function plain(nodes: readonly PhrasingContent[], onUnknown: OnUnknown): string {
  let result = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode': {
        result += node.value
        break
      }

      case 'suit': {
        result += '!' + node.suit
        break
      }

      case 'break': {
        result += '\n'
        break
      }

      case 'strong':
      case 'emphasis': {
        result += plain(node.children, onUnknown)
        break
      }

      default: {
        onUnknown(node)
      }
    }
  }

  return result
}

/**
 * Plain text of a meaning: styles dropped, suit codes in BBO's upper case,
 * lines joined with `; ` (a last empty line, BML's `.`, is dropped).
 */
export function meaningText(nodes: readonly PhrasingContent[], onUnknown: OnUnknown = () => {}): string {
  // A loop, not `/\n+$/`, which retries every start of a long run of line breaks (quadratic).
  const text = plain(nodes, onUnknown)
  let end = text.length
  while (end > 0 && text[end - 1] === '\n') end--
  return text
    .slice(0, end)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .join('; ')
}

/**
 * Make text safe in a record's explanation field: `,` (field separator)
 * becomes `;`; `#` (box/chat separator) and `@` before a letter (BBOalert's
 * tags `@T`, `@A` …) become their full-width forms `＃` and `＠`; line ends
 * become spaces.
 */
export function neutralise(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .replaceAll(',', ';')
    .replaceAll('#', '＃')
    .replace(/@(?=[A-Za-z])/g, '＠')
}

/**
 * BBOalert decodes HTML entities in explanations and keeps only the first
 * node of what it parses, so `&` and `<` are written as entities; a final
 * `\` would join the next line and is written `&#92;`.
 */
function entities(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replace(/\\$/, '&#92;')
}

/**
 * The explanation field: the neutralised text, cut at the last space within
 * `width` characters (the space dropped) with the rest after `#`; a text
 * with no space there is cut after `width` characters. The cut never splits
 * a word when it can help it, nor a suit code or a surrogate pair.
 */
export function explanationField(text: string, width = boxWidth): string {
  const characters = [...text]
  if (characters.length <= width) return entities(text)
  // A space at index `width` ends the box exactly at its width.
  const space = characters.lastIndexOf(' ', width)
  if (space > 0) {
    const box = characters.slice(0, space).join('').trimEnd()
    const rest = characters.slice(space + 1).join('').trimStart()
    if (box !== '' && rest !== '') return entities(box) + '#' + entities(rest)
  }

  let cut = width
  // Keep `!S` together.
  if (characters[cut - 1] === '!' && /^[SHDCshdc]$/.test(characters[cut] ?? '')) cut--
  return entities(characters.slice(0, cut).join('')) + '#' + entities(characters.slice(cut).join(''))
}
