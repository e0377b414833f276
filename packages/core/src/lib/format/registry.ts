/**
 * The format registry: how readers and writers plug in. A format package
 * exports a `Format`; the CLI and a user's own code find formats the same
 * way, by name or by file extension, and build a unified processor.
 */

import type {Root} from '../nodes.js'
import {unified, type Plugin, type Processor} from 'unified'
import type {z} from 'zod'

/** A reader plugin: text in, bdast out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReaderPlugin = Plugin<[any?], string, Root>

/** A writer plugin: bdast in, text or bytes out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WriterPlugin = Plugin<[any?], Root, string | Uint8Array>

/** What a format package contributes to a registry. */
export interface Format {
  /** Name used on the command line (`bml`, `bss`, `json`). */
  name: string
  /** One line saying what the format is. */
  description: string
  /**
   * Extensions (with the dot) that select this format without `--from` or
   * `--to`; the first is what the writer's files get.
   */
  extensions?: readonly string[] | undefined
  /** Extension written when `extensions` is empty (`.txt` for formats only chosen by name). */
  outputExtension?: string | undefined
  /** Reader plugin. */
  parse?: ReaderPlugin | undefined
  /** Options of the reader, as a zod object schema (also the CLI flags). */
  parseOptions?: z.ZodObject | undefined
  /** Writer plugin. */
  stringify?: WriterPlugin | undefined
  /** Options of the writer, as a zod object schema (also the CLI flags). */
  stringifyOptions?: z.ZodObject | undefined
  /** The writer produces bytes (PDF), not text. */
  binary?: boolean | undefined
}

/** Several formats merged by name, with look-ups. */
export interface Registry {
  /** Every format, readers and writers of one name merged. */
  readonly formats: readonly Format[]
  /** The format called `name`. */
  get(name: string): Format | undefined
  /** The format a file's extension selects, if any (`reader`: one that can read it). */
  detect(path: string, role: 'parse' | 'stringify'): Format | undefined
  /** The extension a writer's output file gets. */
  extensionOf(format: Format): string
  /**
   * A processor reading `from` and writing `to` (either may be omitted for a
   * half pipeline), with their options.
   *
   * @throws {Error} when a format is unknown or cannot read or write.
   */
  processor(settings: ProcessorSettings): Processor<Root, Root, Root, Root, string | Uint8Array>
}

/** Which formats and options a processor uses. */
export interface ProcessorSettings {
  from: string
  to: string
  parseOptions?: Record<string, unknown> | undefined
  stringifyOptions?: Record<string, unknown> | undefined
  /** Transformers to run between reader and writer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  transforms?: ReadonlyArray<Plugin<any[], Root>> | undefined
}

function merge(a: Format, b: Format): Format {
  for (const field of ['parse', 'stringify'] as const) {
    if (a[field] && b[field]) {
      throw new Error('Cannot register two ' + (field === 'parse' ? 'readers' : 'writers') + ' for format `' + a.name + '`')
    }
  }

  const extensions = [...(a.extensions ?? [])]
  for (const extension of b.extensions ?? []) if (!extensions.includes(extension)) extensions.push(extension)
  return {...a, ...Object.fromEntries(Object.entries(b).filter(([, value]) => value !== undefined)), extensions}
}

function extensionOfPath(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/**
 * Build a registry from format definitions. Definitions with the same
 * name merge (a reader package and a writer package of one format).
 *
 * @throws {Error} when two readers or two writers claim one name.
 */
export function createRegistry(definitions: readonly Format[]): Registry {
  const byName = new Map<string, Format>()
  for (const definition of definitions) {
    const existing = byName.get(definition.name)
    byName.set(definition.name, existing ? merge(existing, definition) : {...definition})
  }

  const formats = [...byName.values()]

  const registry: Registry = {
    formats,
    get(name) {
      return byName.get(name)
    },
    detect(path, role) {
      const extension = extensionOfPath(path)
      if (!extension) return undefined
      return formats.find((format) => format[role] && format.extensions?.includes(extension))
    },
    extensionOf(format) {
      return format.extensions?.[0] ?? format.outputExtension ?? '.' + format.name
    },
    processor(settings) {
      const reader = byName.get(settings.from)
      const writer = byName.get(settings.to)
      if (!reader) throw new Error('Unknown format `' + settings.from + '`')
      if (!writer) throw new Error('Unknown format `' + settings.to + '`')
      if (!reader.parse) throw new Error('Format `' + reader.name + '` cannot be read')
      if (!writer.stringify) throw new Error('Format `' + writer.name + '` cannot be written')
      const processor = unified().use(reader.parse, settings.parseOptions)
      for (const transform of settings.transforms ?? []) processor.use(transform)
      return processor.use(writer.stringify, settings.stringifyOptions) as unknown as Processor<
        Root,
        Root,
        Root,
        Root,
        string | Uint8Array
      >
    }
  }

  return registry
}
