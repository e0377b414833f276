/** The reader builds only trees the schema accepts, and says when a file is empty. */

import {validateTree} from '@bidding/core/schemas'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'

function read(value: string): {valid: boolean; messages: string[]} {
  const file = new VFile({path: 'x.bml', value})
  const tree = fromBml(value, file)
  return {valid: validateTree(tree).ok, messages: file.messages.map((message) => message.line + ':' + message.column + ' ' + message.ruleId)}
}

describe('fromBml and the schema', () => {
  it('should keep a constraint block the schema would refuse as text, with a warning', () => {
    for (const block of ['{2+ of top 99 in ♠}', '{2+ of top 0 in S}', '{' + '9'.repeat(400) + '+ HCP}']) {
      const result = read('1C Clubs ' + block + '\n')
      expect(result.valid, block).toBe(true)
      expect(result.messages.length, block).toBeGreaterThan(0)
    }
  })

  it('should warn about an empty file at its start', () => {
    for (const value of ['', '\n  \n']) expect(read(value)).toEqual({valid: true, messages: ['1:1 empty']})
  })
})
