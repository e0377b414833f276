/**
 * Text held until its turn in the output, as UTF-8 bytes: a page's suit
 * symbols make its text two bytes a character in a string, and most of it
 * is ASCII, so its bytes take about half the memory (and none of the heap
 * the collector walks).
 */

// Globals in browsers and in Node; this package's types take in neither the DOM's nor Node's, so they are declared as used.
declare const TextEncoder: new () => {encode(text: string): Uint8Array}
declare const TextDecoder: new (label: string, options: {ignoreBOM: boolean}) => {decode(bytes: Uint8Array, options?: {stream: boolean}): string}

/** Held text: UTF-8 bytes, or the string itself when it has a lone surrogate (which UTF-8 cannot keep). */
export type HeldText = Uint8Array | string

const encoder = new TextEncoder()
// Text may start with U+FEFF: kept, not taken for a byte order mark.
const decoder = new TextDecoder('utf-8', {ignoreBOM: true})

/** Hold `text` until its turn. */
export function hold(text: string): HeldText {
  return /\p{Cs}/u.test(text) ? text : encoder.encode(text)
}

/** Bytes decoded at a time: the text of each stays under V8's large-object size (128 KB), so it is young garbage, collected cheaply. */
const releaseStep = 32 * 1024

/** The text held, in pieces of at most `releaseStep` characters. */
export function* release(held: HeldText): Generator<string, void, undefined> {
  if (typeof held === 'string') {
    yield held
    return
  }

  for (let start = 0; start < held.length; start += releaseStep) {
    const end = Math.min(start + releaseStep, held.length)
    // Streaming: a character cut at a step's end is kept for the next piece.
    const text = decoder.decode(held.subarray(start, end), {stream: end < held.length})
    if (text !== '') yield text
  }
}
