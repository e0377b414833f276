/**
 * Fuzzing helpers the readers' and writers' tests share: fixture inputs,
 * documents made by random edits of them, and trees compared without their
 * positions.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import {removePosition} from 'unist-util-remove-position'

/** The inputs (`input.*`) of the fixture folders in `fixtures`, to mutate. */
export function fixtureInputs(fixtures: string): string[] {
  return readdirSync(fixtures).flatMap((name) =>
    readdirSync(path.join(fixtures, name))
      .filter((file) => file.startsWith('input.'))
      .map((file) => readFileSync(path.join(fixtures, name, file), 'utf8'))
  )
}

/** How far `mutatedDocuments` edits a document. */
export interface MutationBounds {
  /** Most characters one edit removes. */
  maxRemove: number
  /** Most edits of one document (at least one is made). */
  maxEdits: number
  /** Longest random text one edit inserts (otherwise it inserts a snippet). */
  maxInsert: number
}

/**
 * Documents made by one to `maxEdits` edits of one of `seeds`: at a random
 * place, up to `maxRemove` characters removed and a snippet of the format,
 * or random text, inserted.
 */
export function mutatedDocuments(seeds: readonly string[], snippets: readonly string[], bounds: MutationBounds): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.array(
        fc.tuple(fc.nat(), fc.nat({max: bounds.maxRemove}), fc.oneof(fc.constantFrom(...snippets), fc.string({maxLength: bounds.maxInsert}))),
        {minLength: 1, maxLength: bounds.maxEdits}
      )
    )
    .map(([document, edits]) => {
      let value = document
      for (const [at, remove, insert] of edits) {
        const index = value.length === 0 ? 0 : at % value.length
        value = value.slice(0, index) + insert + value.slice(index + remove)
      }

      return value
    })
}

/** A tree as JSON without its positions (the tree itself is left as it is). */
export function withoutPositions(tree: object): string {
  const copy = structuredClone(tree) as Parameters<typeof removePosition>[0]
  removePosition(copy, {force: true})
  return JSON.stringify(copy)
}
