import {expectTypeOf, test} from 'vitest'
import type {Root} from '@bidding/core'
import type {TextChunks} from '@bidding/core/registry'
import {registry} from '@bidding/formats'

test('a misspelt or wrong option of a known format is a type error', () => {
  // @ts-expect-error: `fragmnt` is not an option of the html writer.
  registry.processor({from: 'bml', to: 'html', stringifyOptions: {fragmnt: true}})
  // @ts-expect-error: `bogus` is not a BML profile.
  registry.processor({from: 'bml', to: 'html', parseOptions: {profile: 'bogus'}})
  registry.processor({from: 'bml', to: 'html', parseOptions: {profile: 'reference'}, stringifyOptions: {fragment: true}})
})

test('a text writer’s processor yields a string, the PDF writer’s bytes', () => {
  expectTypeOf(registry.processor({from: 'bml', to: 'html'}).stringify).returns.toEqualTypeOf<string>()
  expectTypeOf(registry.processor({from: 'bml', to: 'pdf'}).stringify).returns.toEqualTypeOf<Uint8Array>()
  const to: string = 'html'
  expectTypeOf(registry.processor({from: 'bml', to}).stringify).returns.toEqualTypeOf<string | Uint8Array>()
})

test('half pipelines: read only gives a tree, write only takes one', () => {
  expectTypeOf(registry.processor({from: 'bml'}).parse('')).toEqualTypeOf<Root>()
  expectTypeOf(registry.processor({to: 'bss'}).stringify).parameter(0).toEqualTypeOf<Root>()
  expectTypeOf(registry.processor({to: 'bss'}).stringify).returns.toEqualTypeOf<string>()
})

test('the card formats take only their own options; their PDF writers yield bytes', () => {
  // @ts-expect-error: `continuations` is an option of the summary, not of the card.
  registry.processor({from: 'bml', to: 'card', stringifyOptions: {continuations: 3}})
  // @ts-expect-error: `sef` is not a card layout.
  registry.processor({from: 'bml', to: 'card-pdf', stringifyOptions: {card: 'sef'}})
  registry.processor({from: 'bml', to: 'summary-pdf', stringifyOptions: {continuations: 3, timeout: 30}})
  expectTypeOf(registry.processor({from: 'bml', to: 'card'}).stringify).returns.toEqualTypeOf<string>()
  expectTypeOf(registry.processor({from: 'bml', to: 'summary-pdf'}).stringify).returns.toEqualTypeOf<Uint8Array>()
})

test('asked for chunks, a processor yields chunks or, from a writer that cannot give them, its whole output', () => {
  expectTypeOf(registry.processor({from: 'bml', to: 'html', chunked: true}).stringify).returns.toEqualTypeOf<string | TextChunks>()
  expectTypeOf(registry.processor({from: 'bml', to: 'pdf', chunked: true}).stringify).returns.toEqualTypeOf<Uint8Array | TextChunks>()
  expectTypeOf(registry.processor({from: 'bml', to: 'html', chunked: false}).stringify).returns.toEqualTypeOf<string>()
})
