import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {bidspaceParse} from '@bidding/bidspace-parse'
import {format as readerFormat} from '@bidding/bidspace-parse/format'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import bidspaceStringify, {bidspaceTextStringify, toBidspace} from '@bidding/bidspace-stringify'
import {format, textFormat} from '@bidding/bidspace-stringify/format'

const text = 'state: opn0\nprev_bid: none\npriority: 1c nb\nnb\trsp0\tp(hp,0,12)\n1c\trsp0\tp(hp,13,22)\t@Approach club\n'

describe('@bidding/bidspace-stringify', () => {
  it('should expose the public api', async () => {
    expect(Object.keys(await import('@bidding/bidspace-stringify')).sort()).toEqual([
      'bidspaceStringify',
      'bidspaceTextStringify',
      'constraintRules',
      'default',
      'description',
      'isComment',
      'ruleToken',
      'spellCall',
      'stateRows',
      'toBidspace',
      'toBidspaceText'
    ])
  })

  it('should write bidding_space text as a unified compiler', () => {
    expect(String(unified().use(bidspaceParse).use(bidspaceStringify).processSync(text))).toBe(text)
  })

  it('should write the text summary as a unified compiler', () => {
    const file = unified().use(bidspaceParse).use(bidspaceTextStringify).processSync(text)
    expect(String(file)).toBe(
      '\nopn0 (none)\nrankings \t1c\tnb\n nb rsp0 \thp0-12  ' + '\t'.repeat(10) + '\n 1c rsp0 \thp13-22 ' + '\t'.repeat(10) + 'Approach club\n'
    )
  })

  it('should refuse a tree that is not a root', () => {
    const processor = unified().use(bidspaceStringify)
    expect(() => processor.stringify(b('text', 'x') as never)).toThrow(/Expected bdast `root`/)
  })

  it('should report warnings on the file', () => {
    const file = new VFile()
    toBidspace(b('root', [b('stateMachine', [b('state', {name: 's'}, [b('bid', {call: '1C', by: 'we'})])])]), {}, file)
    expect(file.messages.map((message) => [message.ruleId, message.source])).toEqual([['missing-next-state', '@bidding/bidspace-stringify']])
  })
})

describe('formats', () => {
  it('should pair the `bidspace` writer with the reader of the same name', () => {
    const registry = createRegistry([readerFormat, format, textFormat])
    const bidspace = registry.get('bidspace')!
    expect(bidspace.parse).toBe(bidspaceParse)
    expect(bidspace.stringify).toBe(bidspaceStringify)
    expect(registry.extensionOf(bidspace)).toBe('.txt')
    expect(registry.detect('system.txt', 'stringify')).toBeUndefined()
    const summary = registry.get('bidspace-text')!
    expect(summary.parse).toBeUndefined()
    expect(registry.extensionOf(summary)).toBe('.txt')
  })

  it('should convert through a registry processor', () => {
    const registry = createRegistry([readerFormat, format, textFormat])
    expect(String(registry.processor({from: 'bidspace', to: 'bidspace'}).processSync(text))).toBe(text)
    expect(String(registry.processor({from: 'bidspace', to: 'bidspace-text'}).processSync(text))).toMatch(/^\nopn0 \(none\)\n/)
  })

  it('should take no options', () => {
    expect(format.stringifyOptions?.shape).toEqual({})
    expect(textFormat.stringifyOptions?.shape).toEqual({})
  })
})
