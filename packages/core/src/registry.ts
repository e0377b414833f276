/**
 * `@bidding/core/registry`: formats — the registry of readers and writers
 * (`createRegistry`, its option, output and plugin types, which formats
 * extend by module augmentation on this entry), and the argument convention
 * every reader's pure function shares (`readerArguments`); a lazy registry
 * (`createLazyRegistry`) knows formats by description and loads each on
 * first use.
 */

export {
  chunksOf,
  createRegistry,
  type ChunkedOutputOf,
  type Format,
  type OutputMap,
  type OutputOf,
  type ParseOptionsMap,
  type ParseOptionsOf,
  type ProcessorSettings,
  type ReaderPlugin,
  type Registry,
  type RegistryProcessor,
  type StringifyOptionsMap,
  type StringifyOptionsOf,
  type TextChunks,
  type WriterPlugin
} from './lib/format/registry.js'
export {
  createLazyRegistry,
  formatInfoOf,
  lazyRegistryOf,
  optionInfosOf,
  type FormatEntry,
  type FormatInfo,
  type LazyRegistry,
  type OptionInfo,
  type OptionKind
} from './lib/format/lazy-registry.js'
export {readerArguments} from './lib/reader-arguments.js'
