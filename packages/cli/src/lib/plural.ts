/**
 * Counts in words: `1 deal`, `2 deals`, `1 match`, `3 matches`.
 */

/** `count` and `noun`, the noun in the plural unless the count is one. */
export function plural(count: number, noun: string, nouns = noun + 's'): string {
  return count + ' ' + (count === 1 ? noun : nouns)
}
