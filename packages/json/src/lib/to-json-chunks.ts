/**
 * bdast → JSON text in chunks, made while the tree is walked: the whole text
 * never exists at once (a 50 MB system's JSON is longer than the longest
 * string V8 can hold), and an explicit stack instead of recursion lets a tree
 * of any depth through.
 */

import type {Root} from '@bidding/core'
import type {Options} from './to-json.js'

/** Text handed on per chunk, at least (a chunk ends between two JSON tokens). */
const chunkSize = 64 * 1024

/** Most keys kept quoted (a tree of arbitrary data could have a key per member). */
const maxQuotedKeys = 1024

/** What a value is when `JSON.stringify` leaves it out (`undefined`, a function, a symbol, a dropped `position`). */
const omitted: unique symbol = Symbol('omitted')

/** An array or object being written: its members left, and how to lay them out. */
interface Frame {
  /** The array, or the object whose `keys` are walked. */
  readonly value: Readonly<Record<string, unknown>> | readonly unknown[]
  /** The object's own enumerable keys; `undefined` for an array. */
  readonly keys: readonly string[] | undefined
  /** Next member. */
  index: number
  /** Whether a member was written (an object whose members are all left out is `{}`). */
  wrote: boolean
  /** New line and indentation before each member. */
  readonly separator: string
  /** New line and indentation before the closing bracket. */
  readonly closing: string
  /** Indentation of the members. */
  readonly indent: string
}

/**
 * Write a tree as JSON in chunks whose concatenation is exactly what
 * `toJson(tree, options)` returns (`JSON.stringify` with the same
 * replacer and indentation, and a final newline): same key order, same
 * escaping, `toJSON` methods called with their key, `undefined`, functions
 * and symbols left out of objects and `null` in arrays. Chunks are of
 * about 64 KB; a generator, so the first comes before the rest is made.
 *
 * @throws {TypeError} on a circular structure or a BigInt, as `JSON.stringify` does.
 */
export function* toJsonChunks(tree: Root, options?: Readonly<Options> | null): Generator<string, void, undefined> {
  const settings = options ?? {}
  const keepPositions = settings.positions ?? true
  const gap = gapOf(settings.space ?? 2)
  const newline = gap === '' ? '' : '\n'
  const colon = gap === '' ? ':' : ': '
  const stack: Frame[] = []
  // Arrays and objects being written: one met again is a cycle.
  const open = new Set<object>()
  const quotedKeys = new Map<string, string>()
  let parts: string[] = []
  let size = 0

  if (!writeValue('', tree, '', '')) write('undefined')

  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    if (frame.keys === undefined) {
      const array = frame.value as readonly unknown[]
      if (frame.index < array.length) {
        const index = frame.index++
        const prefix = (index === 0 ? '' : ',') + frame.separator
        if (!writeValue(String(index), array[index], prefix, frame.indent)) write(prefix + 'null')
      } else {
        stack.pop()
        open.delete(array)
        write(frame.closing + ']')
      }
    } else if (frame.index < frame.keys.length) {
      const key = frame.keys[frame.index++]!
      const prefix = (frame.wrote ? ',' : '{') + frame.separator + quoted(key) + colon
      if (writeValue(key, (frame.value as Readonly<Record<string, unknown>>)[key], prefix, frame.indent)) frame.wrote = true
    } else {
      stack.pop()
      open.delete(frame.value)
      write(frame.wrote ? frame.closing + '}' : '{}')
    }

    if (size >= chunkSize) yield* flush()
  }

  write('\n')
  yield* flush()

  /** A key as JSON: a tree has few distinct keys (`type`, `children`, `position` …), each quoted once. */
  function quoted(key: string): string {
    let text = quotedKeys.get(key)
    if (text === undefined) {
      text = JSON.stringify(key)
      if (quotedKeys.size < maxQuotedKeys) quotedKeys.set(key, text)
    }

    return text
  }

  function write(text: string): void {
    parts.push(text)
    size += text.length
  }

  /** Hand on what was written; a single token far longer than a chunk (a huge string) in pieces, never halving a surrogate pair. */
  function* flush(): Generator<string, void, undefined> {
    const text = parts.join('')
    parts = []
    size = 0
    if (text.length <= 2 * chunkSize) {
      yield text
      return
    }

    let start = 0
    while (start < text.length) {
      let end = Math.min(start + chunkSize, text.length)
      const last = text.charCodeAt(end - 1)
      // A raw high surrogate is always followed by its low one (`JSON.stringify` escapes lone ones).
      if (end < text.length && last >= 0xd8_00 && last <= 0xdb_ff) end--
      yield text.slice(start, end)
      start = end
    }
  }

  /**
   * Write `prefix` and the value of `key` (a primitive whole, an array or object
   * opened on the stack, its `{` when a member comes); `false` when left out.
   */
  function writeValue(key: string, raw: unknown, prefix: string, indent: string): boolean {
    const value = resolve(key, raw)
    switch (typeof value) {
      case 'string': {
        write(prefix + JSON.stringify(value))
        return true
      }

      case 'number': {
        write(prefix + (Number.isFinite(value) ? String(value) : 'null'))
        return true
      }

      case 'boolean': {
        write(prefix + (value ? 'true' : 'false'))
        return true
      }

      case 'bigint': {
        throw new TypeError('Do not know how to serialize a BigInt')
      }

      case 'object': {
        if (value === null) {
          write(prefix + 'null')
          return true
        }

        if (open.has(value)) throw new TypeError('Converting circular structure to JSON')
        const inner = indent + gap
        if (Array.isArray(value)) {
          if (value.length === 0) {
            write(prefix + '[]')
            return true
          }

          write(prefix + '[')
          open.add(value)
          stack.push({value, keys: undefined, index: 0, wrote: false, separator: newline + inner, closing: newline + indent, indent: inner})
          return true
        }

        const keys = Object.keys(value)
        if (keys.length === 0) {
          write(prefix + '{}')
          return true
        }

        // The `{` waits for the first member written: with none, the object is `{}`.
        write(prefix)
        open.add(value)
        stack.push({
          value: value as Readonly<Record<string, unknown>>,
          keys,
          index: 0,
          wrote: false,
          separator: newline + inner,
          closing: newline + indent,
          indent: inner
        })
        return true
      }

      default: {
        // `undefined`, a function, a symbol, or `omitted`.
        return false
      }
    }
  }

  /** The value `JSON.stringify` writes for `key`: after `toJSON`, the positions replacer, and unboxing. */
  function resolve(key: string, raw: unknown): unknown {
    // `toJson`'s replacer drops every `position` after its `toJSON` ran; the result is the same without running it.
    if (!keepPositions && key === 'position') return omitted
    let value = raw
    if ((typeof value === 'object' && value !== null) || typeof value === 'function' || typeof value === 'bigint') {
      const toJSON = (value as {toJSON?: unknown}).toJSON
      if (typeof toJSON === 'function') value = (toJSON as (key: string) => unknown).call(value, key)
    }

    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      if (value instanceof Number) return Number(value)
      if (value instanceof String) return String(value)
      if (value instanceof Boolean || value instanceof BigInt) return value.valueOf()
    }

    return value
  }
}

/** The indentation `JSON.stringify` uses for `space`: up to 10 spaces (or the first 10 characters of a string). */
function gapOf(space: unknown): string {
  if (typeof space === 'number') {
    const count = Math.min(10, Math.trunc(space))
    return count >= 1 ? ' '.repeat(count) : ''
  }

  return typeof space === 'string' ? space.slice(0, 10) : ''
}
