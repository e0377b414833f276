import {expandCalls} from '@bidding/core/calls'
import {fileOfNode, messageAt, splitMessagesByFile} from '@bidding/core/messages'
import {reportInvalidTree} from '@bidding/core/schemas'
import type {Bid, Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'

const at = (line: number) => ({start: {line, column: 1, offset: 0}, end: {line, column: 9, offset: 8}})

describe('messages about nodes', () => {
  it('should put a message about an included node on its file, at its position', () => {
    const file = new VFile({path: 'main.bml'})
    const node: Bid = {type: 'bid', call: '1N', by: 'we', children: [], position: at(40), data: {file: 'part.bml'}}
    const message = messageAt(file, 'Something', node, {ruleId: 'some-rule', source: 'test'})
    expect(message?.file).toBe('part.bml')
    expect(message?.line).toBe(40)
    expect(fileOfNode(node)).toBe('part.bml')
    // A node of the document itself stays on the document.
    expect(messageAt(file, 'Other', {...node, data: undefined}, {ruleId: 'r', source: 'test'})?.file).toBe('main.bml')
    expect(messageAt(undefined, 'Nowhere', node, {ruleId: 'r', source: 'test'})).toBe(undefined)
  })

  it('should split messages into one file per source file for a reporter', () => {
    const file = new VFile({path: 'main.bml'})
    messageAt(file, 'In main', {type: 'bid', position: at(2)} as Bid, {ruleId: 'a', source: 'test'})
    messageAt(file, 'In part', {type: 'bid', position: at(30), data: {file: 'part.bml'}} as Bid, {ruleId: 'b', source: 'test'})
    messageAt(file, 'In part again', {type: 'bid', position: at(31), data: {file: 'part.bml'}} as Bid, {ruleId: 'c', source: 'test'})
    const split = splitMessagesByFile([file])
    expect(split.map((one) => [one.path, one.messages.map((message) => message.reason)])).toEqual([
      ['main.bml', ['In main']],
      ['part.bml', ['In part', 'In part again']]
    ])
    // The file given keeps every message.
    expect(file.messages).toHaveLength(3)
  })

  it('should report shadowed calls and invalid nodes on their own file', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'sequence',
          children: [
            {type: 'bid', call: '1N', by: 'we', children: [{type: 'meaning', children: [{type: 'text', value: 'strong'}]}], position: at(3)},
            {
              type: 'bid',
              call: '1N',
              by: 'we',
              children: [{type: 'meaning', children: [{type: 'text', value: 'weak'}]}],
              position: at(7),
              data: {file: 'part.bml'}
            }
          ]
        }
      ]
    }
    const file = new VFile({path: 'main.bml'})
    expandCalls(tree, file)
    expect(file.messages.map((message) => [message.file, message.line, message.ruleId, message.reason])).toEqual([
      ['part.bml', 7, 'shadowed-call', 'Unexpected second definition of `1N`, the first one (at main.bml:3:1) stands']
    ])

    const invalid = {type: 'root', children: [{type: 'sequence', children: [{type: 'bid', call: 7, by: 'we', children: [], position: at(9), data: {file: 'part.bml'}}]}]}
    const other = new VFile({path: 'main.bml'})
    reportInvalidTree(invalid, other)
    expect(other.messages.map((message) => [message.file, message.line])).toEqual([['part.bml', 9]])
  })
})
