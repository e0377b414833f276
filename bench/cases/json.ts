/** JSON reader and writer on a generated tree of 10,000 bids. */

import {b, type Bid, type Root} from '@bidding/core'
import {fromJson, toJson} from '@bidding/json'
import {VFile} from 'vfile'
import type {BenchCase} from '../harness.js'

function tree(): Root {
  const openings: Bid[] = []
  for (const opening of ['1C', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S', '2N']) {
    const responses: Bid[] = []
    for (let index = 0; index < 1000; index++) {
      responses.push(b('bid', {call: 'P', by: 'we'}, [b('meaning', [b('text', 'response ' + index)])]))
    }

    openings.push(b('bid', {call: opening, by: 'we'}, responses))
  }

  return b('root', [b('sequence', openings)])
}

const text = toJson(tree())

export const cases: BenchCase[] = [
  {
    name: 'json-parse',
    description: 'read and validate 10,010 bids of JSON',
    unit: 'bids',
    run() {
      fromJson(text, new VFile())
      return 10_010
    }
  },
  {
    name: 'json-stringify',
    description: 'write 10,010 bids as JSON',
    unit: 'bids',
    run() {
      toJson(tree())
      return 10_010
    }
  }
]
