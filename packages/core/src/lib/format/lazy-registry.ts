/**
 * A registry that knows its formats by description and loads a reader or
 * writer only when a processor needs it: a program that converts BML to
 * BSS loads those two packages, not every format with its dependencies,
 * nor zod when no option needs checking.
 */

import type {z} from 'zod'
import {
  buildProcessor,
  detectIn,
  merge,
  outputExtensionOf,
  overlay,
  type Format,
  type ProcessorSettings,
  type Registry,
  type RegistryProcessor
} from './registry.js'

/** How an option takes its value (a `list` is an array of strings). */
export type OptionKind = 'boolean' | 'number' | 'string' | 'list'

/** An option of a reader or writer as plain data: what a command line needs to take it, without its schema. */
export interface OptionInfo {
  /** Field name in the options object (`includeRoot`). */
  name: string
  kind: OptionKind
  /** The values an enumerated string option takes. */
  choices?: readonly string[] | undefined
  description?: string | undefined
}

/** What a registry tells of a format without loading it. */
export interface FormatInfo {
  name: string
  description: string
  extensions?: readonly string[] | undefined
  outputExtension?: string | undefined
  binary?: boolean | undefined
  chunked?: boolean | undefined
  /** It has a reader. */
  reads: boolean
  /** It has a writer. */
  writes: boolean
  /** The reader's options (those a command line can give). */
  parseOptions?: readonly OptionInfo[] | undefined
  /** The writer's options (those a command line can give). */
  stringifyOptions?: readonly OptionInfo[] | undefined
}

/** A format described, with what loads it. */
export interface FormatEntry extends FormatInfo {
  /** The whole format: plugins and option schemas. */
  load(): Promise<Format>
  /**
   * Its plugins only, for a processor with no option to check (a format's
   * schemas need zod); default: `load`.
   */
  loadPlugins?(): Promise<Pick<Format, 'parse' | 'stringify'>>
}

/** A registry of described formats, loading each on first use. */
export interface LazyRegistry {
  /** Every format, readers and writers of one name merged. */
  readonly formats: readonly FormatInfo[]
  /** The format called `name`. */
  get(name: string): FormatInfo | undefined
  /** The format a file's extension selects, if any (`parse`: one that can read it). */
  detect(path: string, role: 'parse' | 'stringify'): FormatInfo | undefined
  /** The extension a writer's output file gets. */
  extensionOf(format: FormatInfo): string
  /**
   * The format called `name`, loaded whole (plugins and schemas); with
   * `role`, only the package of its reader (`parse`) or writer (`stringify`).
   *
   * @throws {Error} when the format is unknown.
   */
  load(name: string, role?: 'parse' | 'stringify'): Promise<Format>
  /**
   * As `Registry.processor`, once the reader and writer are loaded. The
   * option schemas load only when options are given.
   *
   * @throws {Error} as `Registry.processor`.
   */
  processor<From extends string | undefined = undefined, To extends string | undefined = undefined, Chunked extends boolean = false>(
    settings: ProcessorSettings<From, To, Chunked>
  ): Promise<RegistryProcessor<From, To, Chunked>>
}

/** A format's entries under one name (a reader package's and a writer package's), each loaded once. */
interface Parts {
  info: FormatInfo
  parts: Array<{info: FormatInfo; load: () => Promise<Format>; loadPlugins: () => Promise<Pick<Format, 'parse' | 'stringify'>>}>
}

interface Def {
  type: string
  innerType?: {def: Def}
  element?: {def: Def}
  entries?: Record<string, string>
}

/**
 * The options of a zod object schema a command line can give (booleans,
 * numbers, strings, enums, string arrays), in the schema's order; functions
 * and objects are left to code. Reads the schema's definition only: no zod
 * is loaded by this.
 */
export function optionInfosOf(schema: z.ZodObject | undefined): OptionInfo[] {
  if (!schema) return []
  const options: OptionInfo[] = []
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    let def = field.def as unknown as Def
    while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      def = def.innerType.def
    }

    let kind: OptionKind | undefined
    let choices: string[] | undefined
    if (def.type === 'boolean') kind = 'boolean'
    else if (def.type === 'number') kind = 'number'
    else if (def.type === 'string') kind = 'string'
    else if (def.type === 'enum' && def.entries) {
      kind = 'string'
      choices = Object.values(def.entries)
    } else if (def.type === 'array' && def.element?.def.type === 'string') kind = 'list'
    if (!kind) continue
    options.push({name, kind, choices, description: field.description})
  }

  return options
}

/** The description of a loaded format. */
export function formatInfoOf(format: Format): FormatInfo {
  return {
    name: format.name,
    description: format.description,
    extensions: format.extensions,
    outputExtension: format.outputExtension,
    binary: format.binary,
    chunked: format.chunked,
    reads: format.parse !== undefined,
    writes: format.stringify !== undefined,
    parseOptions: format.parse ? optionInfosOf(format.parseOptions) : undefined,
    stringifyOptions: format.stringify ? optionInfosOf(format.stringifyOptions) : undefined
  }
}

function infoOfEntry(entry: FormatEntry): FormatInfo {
  const {load, loadPlugins, ...info} = entry
  return info
}

function mergeInfo(a: FormatInfo, b: FormatInfo): FormatInfo {
  if ((a.reads && b.reads) || (a.writes && b.writes)) {
    throw new Error('Cannot register two ' + (a.reads && b.reads ? 'readers' : 'writers') + ' for format `' + a.name + '`')
  }

  return {...overlay(a, b), reads: a.reads || b.reads, writes: a.writes || b.writes}
}

/** A value that is made once, on first use, also when asked for twice at once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}

/** Whether options hold a value a schema would check (`null`, `undefined` and functions it skips). */
function hasOptions(options: unknown): boolean {
  if (options === null || options === undefined) return false
  if (typeof options !== 'object') return true
  return Object.values(options).some((value) => value !== null && value !== undefined && typeof value !== 'function')
}

/**
 * Build a registry from described formats whose code loads on first use.
 * Entries with the same name merge (a reader package and a writer package
 * of one format), as in `createRegistry`.
 *
 * @throws {Error} when two readers or two writers claim one name.
 */
export function createLazyRegistry(entries: readonly FormatEntry[]): LazyRegistry {
  const byName = new Map<string, Parts>()
  for (const entry of entries) {
    const info = infoOfEntry(entry)
    const part = {info, load: once(() => entry.load()), loadPlugins: once(() => (entry.loadPlugins ?? entry.load).call(entry))}
    const existing = byName.get(entry.name)
    if (existing) {
      existing.info = mergeInfo(existing.info, info)
      existing.parts.push(part)
    } else {
      byName.set(entry.name, {info, parts: [part]})
    }
  }

  const formats = [...byName.values()].map((format) => format.info)

  /**
   * The reader (or writer) of format `name`, from the entry that has it
   * alone: whole when there are options to check, else its plugins with
   * the description.
   */
  async function loaded(name: string | undefined, role: 'parse' | 'stringify', options: unknown): Promise<Format | undefined> {
    const format = name === undefined ? undefined : byName.get(name)
    if (!format) return undefined
    const part = format.parts.find((part) => (role === 'parse' ? part.info.reads : part.info.writes))
    if (!part) return {name: format.info.name, description: format.info.description}
    if (hasOptions(options)) return part.load()
    const plugins = await part.loadPlugins()
    return {name: format.info.name, description: format.info.description, chunked: part.info.chunked, binary: part.info.binary, [role]: plugins[role]}
  }

  return {
    formats,
    get(name) {
      return byName.get(name)?.info
    },
    detect(path, role) {
      return detectIn(formats, path, (format) => (role === 'parse' ? format.reads : format.writes))
    },
    extensionOf: outputExtensionOf,
    async load(name, role) {
      const format = byName.get(name)
      if (!format) throw new Error('Unknown format `' + name + '`')
      let merged: Format | undefined
      const parts = role === undefined ? format.parts : format.parts.filter((part) => (role === 'parse' ? part.info.reads : part.info.writes))
      if (parts.length === 0) return {name: format.info.name, description: format.info.description}
      for (const part of parts) {
        const whole = await part.load()
        merged = merged ? merge(merged, whole) : whole
      }

      return merged!
    },
    async processor(settings) {
      // With neither `from` nor `to`, nothing loads and `buildProcessor` throws.
      const reader = await loaded(settings.from, 'parse', settings.parseOptions)
      const writer = await loaded(settings.to, 'stringify', settings.stringifyOptions)
      // Options given were checked by their schemas: their entries were then loaded whole.
      return buildProcessor(settings, reader, writer) as never
    }
  }
}

/**
 * A lazy registry over a registry whose formats are loaded already (a
 * program's own `createRegistry`): the same look-ups, nothing to load.
 */
export function lazyRegistryOf(registry: Registry): LazyRegistry {
  return createLazyRegistry(
    registry.formats.map((format) => ({...formatInfoOf(format), load: async () => format}))
  )
}
