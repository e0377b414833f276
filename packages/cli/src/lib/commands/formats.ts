/**
 * `bidding formats [NAME]`: every installed reader and writer, or one
 * format's options.
 */

import type {FormatInfo, LazyRegistry} from '@bidding/core/registry'
import {UsageError} from '../errors.js'
import type {Io} from '../io.js'
import {writeStdout} from '../output.js'
import {flagsOfInfos, type OptionFlag} from '../options.js'

function pad(value: string, width: number): string {
  return value + ' '.repeat(Math.max(0, width - value.length))
}

function flagText(flag: OptionFlag): string {
  if (flag.kind === 'boolean') return '--[no-]' + flag.flag
  const value = flag.choices ? flag.choices.join('|') : flag.kind === 'number' ? 'N' : 'VALUE'
  return '--' + flag.flag + ' ' + value + (flag.kind === 'list' ? ' …' : '')
}

function describe(format: FormatInfo): string {
  const lines = [format.name + ': ' + format.description]
  lines.push('  extensions: ' + (format.extensions?.length ? format.extensions.join(' ') : '(only with --from/--to)'))
  for (const [role, options] of [
    ['reader', format.reads ? format.parseOptions : undefined],
    ['writer', format.writes ? format.stringifyOptions : undefined]
  ] as const) {
    if (!(role === 'reader' ? format.reads : format.writes)) continue
    const flags = flagsOfInfos(options)
    lines.push('  ' + role + (flags.length === 0 ? ': no options' : ' options:'))
    const width = Math.max(0, ...flags.map((flag) => flagText(flag).length)) + 2
    for (const flag of flags) lines.push('    ' + pad(flagText(flag), width) + (flag.description ?? ''))
  }

  return lines.join('\n')
}

/** Run `bidding formats`. */
export async function formats(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const [name, ...rest] = argv
  if (rest.length > 0 || name?.startsWith('-')) throw new UsageError('Expected at most one format name')
  if (name !== undefined) {
    const format = registry.get(name)
    if (!format) throw new UsageError('Unknown format `' + name + '`')
    await writeStdout(io, describe(format) + '\n')
    return 0
  }

  const rows = registry.formats.map((format) => [
    format.name,
    (format.reads ? 'read' : '    ') + ' ' + (format.writes ? 'write' : '     '),
    format.extensions?.length ? format.extensions.join(' ') : '-',
    format.description
  ])
  const header = ['format', 'can       ', 'extensions', 'description']
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]!.length)))
  const lines = [header, ...rows].map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : pad(cell, widths[index]!))).join('  '))
  await writeStdout(io, lines.join('\n') + '\n\n`bidding formats NAME` lists a format’s options.\n')
  return 0
}
