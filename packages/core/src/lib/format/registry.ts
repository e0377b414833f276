/**
 * The format registry: how readers and writers plug in. A format package
 * exports a `Format`; the CLI and a user's own code find formats the same
 * way, by name or by file extension, and build a unified processor.
 */

import type {Root} from '../nodes.js'
import {unified, type Plugin, type Processor} from 'unified'
import type {VFile} from 'vfile'
import type {z} from 'zod'

/**
 * Text in chunks, as a writer that declares `chunked` yields it with the
 * option `chunked: true`: their concatenation is exactly the text it
 * returns without the option. Being no string, it lands in `file.result`
 * (unified leaves `file.value` as it was: the input, after `process`).
 */
export type TextChunks = Iterable<string>

declare module 'unified' {
  interface CompileResultMap {
    TextChunks: TextChunks
  }
}

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
  /**
   * The writer takes the option `chunked: true` and then yields its text in
   * chunks (`TextChunks`), made as they are taken, so a big output need not
   * be held whole (see `ProcessorSettings.chunked`).
   */
  chunked?: boolean | undefined
}

/**
 * Option types of the readers, by format name. Each format package adds its
 * own by module augmentation (as unified's `Settings`), so that a registry
 * processor's `parseOptions` are checked against the reader's options:
 *
 * ```ts
 * declare module '@bidding/core/registry' {
 *   interface ParseOptionsMap {
 *     bml: Options
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ParseOptionsMap {}

/** Option types of the writers, by format name (see `ParseOptionsMap`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StringifyOptionsMap {}

/** What each writer yields, by format name: `string` for text, `Uint8Array` for bytes (see `ParseOptionsMap`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutputMap {}

/** The reader options of format `Name`; any options for a format no package declared. */
export type ParseOptionsOf<Name> = Name extends keyof ParseOptionsMap
  ? Readonly<ParseOptionsMap[Name]>
  : Readonly<Record<string, unknown>>

/** The writer options of format `Name`; any options for a format no package declared. */
export type StringifyOptionsOf<Name> = Name extends keyof StringifyOptionsMap
  ? Readonly<StringifyOptionsMap[Name]>
  : Readonly<Record<string, unknown>>

/** What the writer of format `Name` yields. */
export type OutputOf<Name> = Name extends keyof OutputMap ? OutputMap[Name] : string | Uint8Array

/** What the writer of format `Name` yields when asked for chunks: chunks from a writer that declares `chunked`, else its whole output. */
export type ChunkedOutputOf<Name> = OutputOf<Name> | TextChunks

/**
 * The processor a registry builds: read and write; read only (no `to`:
 * `parse` and `run` give the tree); or write only (no `from`: `run` and
 * `stringify` take a tree).
 */
export type RegistryProcessor<From, To, Chunked extends boolean = false> = [From] extends [string]
  ? [To] extends [string]
    ? Processor<Root, Root, Root, Root, Chunked extends true ? ChunkedOutputOf<To> : OutputOf<To>>
    : Processor<Root, Root, Root, undefined, undefined>
  : Processor<undefined, Root, Root, Root, Chunked extends true ? ChunkedOutputOf<To> : OutputOf<To>>

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
   * A processor reading `from` and writing `to`, with their options; either
   * may be omitted for a half pipeline (read only, or write only). Options a
   * format declares (`parseOptions`, `stringifyOptions` schemas) are checked:
   * an unknown name or a wrong value is refused, naming the option.
   *
   * @throws {Error} when a format is unknown or cannot read or write, when
   *   neither `from` nor `to` is given, or when an option is unknown or wrong.
   */
  processor<From extends string | undefined = undefined, To extends string | undefined = undefined, Chunked extends boolean = false>(
    settings: ProcessorSettings<From, To, Chunked>
  ): RegistryProcessor<From, To, Chunked>
}

/** Which formats and options a processor uses. */
export interface ProcessorSettings<
  From extends string | undefined = string | undefined,
  To extends string | undefined = string | undefined,
  Chunked extends boolean = boolean
> {
  /** Reader (format name); omit to only write a tree. */
  from?: From
  /** Writer (format name); omit to only read. */
  to?: To
  parseOptions?: ParseOptionsOf<From> | null | undefined
  stringifyOptions?: StringifyOptionsOf<To> | null | undefined
  /** Transformers to run between reader and writer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  transforms?: ReadonlyArray<Plugin<any[], Root>> | undefined
  /**
   * Ask the writer for its text in chunks (default: `false`): a writer that
   * declares `chunked` then puts them in `file.result`; any other writes its
   * whole output to `file.value` as without the option. `chunksOf(file)`
   * gives either as chunks.
   */
  chunked?: Chunked | undefined
}

/**
 * The output of a processed file as chunks, to write one at a time: the
 * chunks a `chunked` writer put in `file.result`, else the whole
 * `file.value` as the only chunk (none when there is no output).
 */
export function chunksOf(file: VFile): Iterable<string | Uint8Array> {
  const result: unknown = file.result
  if (typeof result === 'object' && result !== null && Symbol.iterator in result) return result as TextChunks
  return file.value === undefined ? [] : [file.value]
}

/**
 * Check options against a format's schema, one option at a time: `null`
 * and `undefined` mean the default; a function is a hook only code can give
 * (`readFile`, `resolver`), which no schema lists.
 *
 * @throws {Error} naming the first unknown or wrong option.
 */
function checkOptions(options: unknown, schema: z.ZodObject | undefined, role: string): void {
  if (options === null || options === undefined || !schema) return
  if (typeof options !== 'object') throw new Error('Expected an object as options of the ' + role + ', not `' + String(options) + '`')
  const shape = schema.shape as Record<string, z.ZodType>
  for (const [name, value] of Object.entries(options)) {
    if (value === null || value === undefined || typeof value === 'function') continue
    if (!Object.hasOwn(shape, name)) {
      const known = Object.keys(shape).map((key) => '`' + key + '`')
      throw new Error(
        'Unknown option `' + name + '` of the ' + role + (known.length > 0 ? ', expected ' + known.join(', ') : ', which takes no options')
      )
    }

    const result = shape[name]!.safeParse(value)
    if (!result.success) {
      throw new Error('Unexpected value `' + JSON.stringify(value) + '` of option `' + name + '` of the ' + role + ': ' + result.error.issues[0]!.message)
    }
  }
}

export function merge(a: Format, b: Format): Format {
  for (const field of ['parse', 'stringify'] as const) {
    if (a[field] && b[field]) {
      throw new Error('Cannot register two ' + (field === 'parse' ? 'readers' : 'writers') + ' for format `' + a.name + '`')
    }
  }

  return overlay(a, b)
}

/** `b`'s defined fields over `a`'s, with the extensions of both (a format's reader and writer merged). */
export function overlay<T extends {extensions?: readonly string[] | undefined}>(a: T, b: T): T {
  const extensions = [...(a.extensions ?? [])]
  for (const extension of b.extensions ?? []) if (!extensions.includes(extension)) extensions.push(extension)
  return {...a, ...Object.fromEntries(Object.entries(b).filter(([, value]) => value !== undefined)), extensions}
}

/** The format a file's extension selects among `formats`, of those `can` accepts. */
export function detectIn<T extends {extensions?: readonly string[] | undefined}>(formats: readonly T[], path: string, can: (format: T) => boolean): T | undefined {
  const extension = extensionOfPath(path)
  if (!extension) return undefined
  return formats.find((format) => can(format) && format.extensions?.includes(extension))
}

/** The extension a writer's output file gets. */
export function outputExtensionOf(format: {name: string; extensions?: readonly string[] | undefined; outputExtension?: string | undefined}): string {
  return format.extensions?.[0] ?? format.outputExtension ?? '.' + format.name
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
      return detectIn(formats, path, (format) => Boolean(format[role]))
    },
    extensionOf: outputExtensionOf,
    processor(settings) {
      const reader = settings.from === undefined ? undefined : byName.get(settings.from)
      const writer = settings.to === undefined ? undefined : byName.get(settings.to)
      return buildProcessor(settings, reader, writer) as never
    }
  }

  return registry
}

/**
 * The processor of `settings` with the reader and writer found for them
 * (`undefined`: unknown), options checked against their schemas (a lazy
 * registry gives a format without schemas when there are no options).
 *
 * @throws {Error} as `Registry.processor`.
 */
export function buildProcessor(
  settings: ProcessorSettings,
  reader: Format | undefined,
  writer: Format | undefined
): Processor<Root, Root, Root, Root | undefined, string | Uint8Array | TextChunks | undefined> {
  const {from, to} = settings
  if (from === undefined && to === undefined) throw new Error('Expected `from`, `to` or both')
  const processor = unified()
  if (from !== undefined) {
    if (!reader) throw new Error('Unknown format `' + from + '`')
    if (!reader.parse) throw new Error('Format `' + reader.name + '` cannot be read')
    checkOptions(settings.parseOptions, reader.parseOptions, '`' + reader.name + '` reader')
    processor.use(reader.parse, settings.parseOptions)
  }

  if (to !== undefined) {
    if (!writer) throw new Error('Unknown format `' + to + '`')
    if (!writer.stringify) throw new Error('Format `' + writer.name + '` cannot be written')
    checkOptions(settings.stringifyOptions, writer.stringifyOptions, '`' + writer.name + '` writer')
    for (const transform of settings.transforms ?? []) processor.use(transform)
    // `chunked` is no option of the format (no flag, not in its schema): only the registry asks for it.
    const chunked = settings.chunked === true && writer.chunked === true
    processor.use(writer.stringify, chunked ? {...settings.stringifyOptions, chunked: true} : settings.stringifyOptions)
  } else {
    for (const transform of settings.transforms ?? []) processor.use(transform)
  }

  // The types follow `from` and `to`; unified's builder cannot narrow itself.
  return processor as never
}
