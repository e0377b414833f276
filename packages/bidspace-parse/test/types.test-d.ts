import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import type {Root, StateData} from '@bidding/core'
import {bidspaceParse, fromBidspace, type Options} from '@bidding/bidspace-parse'

test('the plugin types a unified parser', () => {
  const reader: Processor<Root> = unified().use(bidspaceParse, {profile: 'reference'})
  expectTypeOf(reader.parse('')).toEqualTypeOf<Root>()
  expectTypeOf(fromBidspace).returns.toEqualTypeOf<Root>()
  expectTypeOf<Options['profile']>().toEqualTypeOf<'default' | 'reference' | null | undefined>()
})

test('the reader types the data fields it sets', () => {
  expectTypeOf<NonNullable<StateData['priorityRaw']>>().toEqualTypeOf<string[]>()
})
