/**
 * A small BBOalert reader for the tests: records, `Option` blocks, and the
 * matching rule of BBOalert's `findAlert` (formats.md §6.3): in file order,
 * the last matching record of an enabled option wins; the context is
 * compared with the auction with up to three leading passes stripped and
 * with the whole auction; exact, `_`/`*` wildcards, implicit and explicit
 * regexes.
 */

/** One `context,call,explanation` record. */
export interface AlertRecord {
  /** The `Option` block it is in (`undefined`: always on). */
  option: string | undefined
  context: string
  call: string
  explanation: string
  line: number
}

export interface AlertFile {
  header: string
  records: AlertRecord[]
}

/** The table BBOalert sees: the opener's seat, our and their vulnerability. */
export interface Table {
  seat: 1 | 2 | 3 | 4
  we: 'n' | 'v'
  they: 'N' | 'V'
}

const keywords = new Set(['Option', 'Trusted', 'Untrusted', 'Shortcut', 'Button', 'Alias', 'Script', 'Javascript', 'Import'])

function clean(field: string): string {
  return field.replaceAll('!', '').replace(/\s+/g, '')
}

/** Read BBOalert text. */
export function readBboalert(text: string): AlertFile {
  const lines = text.split('\n')
  const header = lines[0] ?? ''
  if (!/^BBOalert(,|$)/.test(header)) throw new Error('Expected a `BBOalert` header, not `' + header + '`')
  const records: AlertRecord[] = []
  let option: string | undefined
  for (const [index, raw] of lines.slice(1).entries()) {
    const line = raw.trim()
    if (line === '') continue
    if (line.endsWith('\\')) throw new Error('Unexpected continuation at line ' + (index + 2))
    const fields = line.split(',')
    const keyword = clean(fields[0]!)
    if (keyword === 'Option') {
      option = fields.length < 2 ? undefined : fields[1]!.trim()
      continue
    }

    if (keywords.has(keyword) || fields.length < 3) continue
    records.push({option, context: clean(fields[0]!), call: clean(fields[1]!), explanation: fields[2]!, line: index + 2})
  }

  return {header, records}
}

/** Whether an option is on at a table (BBOalert's `matchVulSeat`). */
export function optionEnabled(name: string | undefined, table: Table): boolean {
  if (name === undefined) return true
  const has = (tag: string) => name.indexOf(tag) > 0
  if (['@1', '@2', '@3', '@4'].some(has) && !has('@' + table.seat)) return false
  if (['@n', '@v'].some(has) && !has('@' + table.we)) return false
  if (['@N', '@V'].some(has) && !has('@' + table.they)) return false
  return true
}

const implicit = new Map<string, RegExp>()

/** BBOalert's `matchContext`. */
export function matchContext(reference: string, actual: string): boolean {
  try {
    if (reference.startsWith('/') && reference.endsWith('/') && reference.length > 1) {
      return new RegExp(reference.slice(1, -1)).test(actual)
    }

    if (reference.startsWith('/')) {
      const dollar = reference.includes('$')
      return new RegExp(reference.replaceAll('/', '').replaceAll('$', '') + (dollar ? '$' : '')).test(actual)
    }

    if (reference === actual) return true
    if (reference.length === actual.length) {
      let same = true
      for (let index = 0; index < reference.length; index++) {
        const character = reference[index]
        if (character !== '_' && character !== '*' && character !== actual[index]) same = false
      }

      if (same) return true
    }

    let pattern = implicit.get(reference)
    if (!pattern) {
      pattern = new RegExp('^' + reference.replace(/[*_]/g, '.') + '$')
      implicit.set(reference, pattern)
    }

    return pattern.exec(actual)?.[0].length === actual.length
  } catch {
    return false
  }
}

function strip(context: string): string {
  if (context.startsWith('------')) return context.slice(6)
  if (context.startsWith('----')) return context.slice(4)
  if (context.startsWith('--')) return context.slice(2)
  return context
}

/** Decode what the writer encoded (BBOalert decodes HTML entities). */
function decode(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&#92;', '\\').replaceAll('&amp;', '&')
}

/** What BBOalert shows for a call. */
export interface Found {
  record: AlertRecord
  /** Bidding-box text. */
  box: string
  /** Chat text (after `#`), if any. */
  chat: string
}

/**
 * The explanation BBOalert finds for `call` after the auction `context`
 * (leading passes included, two-character tokens), or `undefined`.
 */
export function findAlert(file: AlertFile, context: string, call: string, table: Table): Found | undefined {
  let found: AlertRecord | undefined
  for (const record of file.records) {
    if (!optionEnabled(record.option, table)) continue
    if (!matchContext(record.call, call)) continue
    if (matchContext(record.context, strip(context)) || matchContext(record.context, context)) found = record
  }

  if (!found) return undefined
  const parts = found.explanation.split('#')
  if (parts.length > 2) throw new Error('Unexpected second `#` in line ' + found.line)
  return {record: found, box: decode(parts[0]!), chat: decode(parts[1] ?? '')}
}
