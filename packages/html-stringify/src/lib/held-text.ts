/**
 * Text held until its turn in the output, as UTF-8 bytes: a page's suit
 * symbols make its text two bytes a character in a string, and most of it
 * is ASCII, so its bytes take about half the memory (and none of the heap
 * the collector walks).
 */

// Globals in browsers and in Node; this package's types take in neither the DOM's nor Node's, so they are declared as used.
declare const TextEncoder: new () => {encode(text: string): Uint8Array}
declare const TextDecoder: new (label: string, options: {ignoreBOM: boolean}) => {decode(bytes: Uint8Array): string}

/** Held text: UTF-8 bytes, or the string itself when it has a lone surrogate (which UTF-8 cannot keep). */
export type HeldText = Uint8Array | string

const encoder = new TextEncoder()
// Text may start with U+FEFF: kept, not taken for a byte order mark.
const decoder = new TextDecoder('utf-8', {ignoreBOM: true})

/** Hold `text` until its turn. */
export function hold(text: string): HeldText {
  return /\p{Cs}/u.test(text) ? text : encoder.encode(text)
}

/** The text held. */
export function release(held: HeldText): string {
  return typeof held === 'string' ? held : decoder.decode(held)
}
