/**
 * Text → LaTeX. Every character that means something to TeX is written as
 * a command that prints it, so no text can run a command: `\` `{` `}` `$`
 * `&` `#` `%` `_` `~` `^` (and, in the default profile, `<` `>` `|` `[` `]`
 * `*` `"`, which some contexts read as syntax). Characters outside what the
 * T1 fonts print are mapped (`≤` → `$\leq$`, `♠` → `\BS`) or replaced by `?`
 * with a warning; control characters are dropped with a warning. Blank lines
 * (which would end a paragraph inside a command's argument) are collapsed.
 */

import type {VFile} from 'vfile'

/** What escaping needs of a writer's state. */
export interface EscapeState {
  settings: {
    /** Write as bml2latex 2.7.0 does (fewer specials, no breaks in addresses). */
    reference: boolean
  }
  /** Where warnings go (unsupported characters). */
  file: VFile | undefined
  /** Characters already reported (each is reported once). */
  reported: Set<string>
  /** The `source` of the messages (default: `@bidding/latex-util`). */
  source?: string | undefined
}

/** How text is written where it goes. */
export interface EscapeOptions {
  /** Brace every `.` (dirtree ends an entry at `. `; the reference's tree mode). */
  dots?: boolean | undefined
  /** Newlines become spaces (headings, cells, trees); paragraphs keep them. */
  oneLine?: boolean | undefined
  /**
   * How `->` is written: an arrow (default profile), the reference's broken
   * `\$\rightarrow\$` (its descriptions), or as it is (its other text).
   */
  arrow?: 'math' | 'broken' | 'keep' | undefined
}

/** Code points the T1 fonts print (from LaTeX's t1enc.dfu), besides ASCII. */
const t1Ranges: ReadonlyArray<readonly [number, number]> = [
  [0xa0, 0xa1],
  [0xa3, 0xa3],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0xbf, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x125],
  [0x128, 0x137],
  [0x139, 0x13e],
  [0x141, 0x148],
  [0x14a, 0x165],
  [0x168, 0x17e],
  [0x218, 0x21b],
  [0x2010, 0x2015],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2039, 0x203a]
]

/** Characters written another way: math symbols, suits, spaces. */
const mapped: Readonly<Record<string, string>> = {
  '\u00A0': '~',
  '\u00AD': '',
  '\u00A2': 'c',
  '\u00A5': 'Y',
  '\u00A7': '\\S{}',
  '\u00A9': '(c)',
  '\u00AC': '$\\neg$',
  '\u00AE': '(R)',
  '\u00B0': '$^{\\circ}$',
  '\u00B1': '$\\pm$',
  '\u00B2': '$^{2}$',
  '\u00B3': '$^{3}$',
  '\u00B5': '$\\mu$',
  '\u00B6': '\\P{}',
  '\u00B7': '$\\cdot$',
  '\u00B9': '$^{1}$',
  '\u00BC': '1/4',
  '\u00BD': '1/2',
  '\u00BE': '3/4',
  '\u00D7': '$\\times$',
  '\u00F7': '$\\div$',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': '\\,',
  '\u200A': '\\,',
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\u2022': '$\\bullet$',
  '\u2020': '$\\dagger$',
  '\u2021': '$\\ddagger$',
  '\u2026': '\\dots{}',
  '\u2032': '$\\prime$',
  '\u2033': '$\\prime\\prime$',
  '\u202F': '\\,',
  '\u20AC': 'EUR',
  '\u2122': '(TM)',
  '\u2190': '$\\leftarrow$',
  '\u2191': '$\\uparrow$',
  '\u2192': '$\\rightarrow$',
  '\u2193': '$\\downarrow$',
  '\u2194': '$\\leftrightarrow$',
  '\u21D0': '$\\Leftarrow$',
  '\u21D2': '$\\Rightarrow$',
  '\u21D4': '$\\Leftrightarrow$',
  '\u2205': '$\\emptyset$',
  '\u2212': '$-$',
  '\u221E': '$\\infty$',
  '\u2248': '$\\approx$',
  '\u2260': '$\\neq$',
  '\u2264': '$\\leq$',
  '\u2265': '$\\geq$',
  '\u2660': '\\BS{}',
  '\u2664': '\\BS{}',
  '\u2665': '\\BH{}',
  '\u2661': '\\BH{}',
  '\u2666': '\\BD{}',
  '\u2662': '\\BD{}',
  '\u2663': '\\BC{}',
  '\u2667': '\\BC{}',
  '\uFEFF': ''
}

/** The special characters, as each profile writes them. */
const specials: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
  '[': '{[}',
  ']': '{]}',
  '*': '{*}',
  '"': '\\textquotedbl{}'
}

/**
 * bml2latex escapes the first ten of them only, and writes three without
 * `{}` (so `\q` gives `\textbackslashq`).
 */
const referenceSpecials: Readonly<Record<string, string>> = Object.fromEntries(
  ['\\', '{', '}', '$', '&', '#', '%', '_', '~', '^'].map((character) => [character, specials[character]!.replace(/\{\}$/, '')])
)

const plain = /^[A-Za-z0-9 ,.;:!?'()+=/@-]*$/

function inT1(code: number): boolean {
  for (const [from, to] of t1Ranges) if (code >= from && code <= to) return true
  return false
}

function printable(character: string): boolean {
  const code = character.codePointAt(0)!
  return (code >= 0x20 && code < 0x7f) || inT1(code)
}

function report(state: EscapeState, character: string, dropped: boolean): void {
  if (state.reported.has(character)) return
  state.reported.add(character)
  const code = 'U+' + character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  state.file?.message(
    'Unexpected character `' + code + '`, LaTeX cannot typeset it; it is ' + (dropped ? 'dropped' : 'written as `?`'),
    {ruleId: 'unsupported-character', source: state.source ?? '@bidding/latex-util'}
  )
}

/** One character outside ASCII's specials. */
function other(character: string, state: EscapeState): string {
  if (printable(character)) return character
  const replacement = mapped[character]
  if (replacement !== undefined) return replacement
  const code = character.codePointAt(0)!
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
    report(state, character, true)
    return ''
  }

  // A letter with marks T1 lacks, or a compatibility form (`ﬁ`, `ǅ`): its parts.
  const parts = character.normalize('NFKC')
  if (parts !== character && [...parts].every((part) => printable(part) && !(part in specials))) return parts

  report(state, character, false)
  return '?'
}

/** A web address in text: it has no spaces to break at. */
const address = /(?:https?:\/\/|www\.)[^\s<>"]+/g

/** Characters of an address after which a line may break (as xurl allows). */
const addressBreaks = /[/.\-_?&=#:]/

/**
 * Write text as LaTeX. In the default profile a web address may break
 * after its `/`, `.`, `-` … so it stays within the margins (as `xurl` does).
 */
export function escapeLatex(value: string, state: EscapeState, options: EscapeOptions = {}): string {
  if (state.settings.reference || !value.includes('://') && !value.includes('www.')) return escapeText(value, state, options)
  let result = ''
  let start = 0
  for (const match of value.matchAll(address)) {
    result += escapeText(value.slice(start, match.index), state, options)
    for (const character of match[0]) {
      result += escapeText(character, state, options)
      // A break point with a little stretch: a line ending inside an address still justifies.
      if (addressBreaks.test(character)) result += '\\hskip0pt plus2pt\\relax{}'
    }

    start = match.index + match[0].length
  }

  return result + escapeText(value.slice(start), state, options)
}

function escapeText(value: string, state: EscapeState, options: EscapeOptions): string {
  const reference = state.settings.reference
  let text = value.includes('\r') ? value.replaceAll(/\r\n?/g, '\n') : value
  if (text.includes('\n')) {
    // Runs of white space are matched once each (`\s+`): `\s*\n\s*` would retry every start in a long run (quadratic).
    text = options.oneLine ? text.replaceAll(/\s+/g, (run) => (run.includes('\n') ? ' ' : run)) : text.replaceAll(/\n[ \t]*(?:\n[ \t]*)+/g, '\n')
  }

  const arrow = options.arrow ?? (reference ? 'keep' : 'math')
  if (plain.test(text) && !(arrow !== 'keep' && text.includes('->'))) {
    return options.dots ? text.replaceAll('.', '{.}') : text
  }

  const table = reference ? referenceSpecials : specials
  let result = ''
  const characters = [...text.normalize('NFC')]
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!
    if (character === '-' && characters[index + 1] === '>' && arrow !== 'keep') {
      result += arrow === 'math' ? '$\\rightarrow$' : '\\$\\rightarrow\\$'
      index++
      continue
    }

    if (character === '.' && options.dots) {
      result += '{.}'
      continue
    }

    if (character === '\n' || character === ' ') {
      result += character
      continue
    }

    if (character === '\t') {
      result += ' '
      continue
    }

    const special = table[character]
    if (special !== undefined) {
      result += special
      continue
    }

    result += character.charCodeAt(0) < 0x80 && character >= ' ' && character !== '\u007F' ? character : other(character, state)
  }

  return result
}
