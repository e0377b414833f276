/**
 * `node:crypto` in the browser: only what `@bidding/deal` uses (a random
 * seed), from the Web Crypto API.
 */
export function randomInt(min: number, max?: number): number {
  const [low, high] = max === undefined ? [0, min] : [min, max]
  const values = new Uint32Array(2)
  crypto.getRandomValues(values)
  // 53 random bits scaled to the range: no visible bias for ranges below 2^48.
  const fraction = (values[0]! * 2 ** 21 + (values[1]! >>> 11)) / 2 ** 53
  return low + Math.floor(fraction * (high - low))
}

export function createHash(): never {
  throw new Error('`createHash` is not available in the browser')
}

export default {randomInt, createHash}
