import {b, type Root, type Rule, type RuleBid, type RuleGroup, type RuleSet} from '@bidding/core'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {toRulesXml} from '@bidding/rules-xml-stringify'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'

function read(value: string): Root {
  return fromRulesXml(value, new VFile({value}))
}

describe('escaping', () => {
  test('should keep text that literally holds `&#x26;`', () => {
    const tree = b('root', [b('ruleSet', {name: 'AT&#x26;T'}, [b('ruleGroup', {purpose: '&#x26; & &amp;'})])])
    const output = toRulesXml(tree, {declaration: false})
    expect(output).toBe('<rules>\n  <name>AT&amp;#x26;T</name>\n  <group>\n    <purpose>&amp;#x26; &amp; &amp;amp;</purpose>\n  </group>\n</rules>\n')
    const set = read(output).children[0] as RuleSet
    expect([set.name, (set.children[0] as RuleGroup).purpose]).toEqual(['AT&#x26;T', '&#x26; & &amp;'])
  })

  test('should give back attribute texts with line breaks, `&`, `<` and quotes (fast-check)', () => {
    const piece = fc.constantFrom('&', '<', '>', '"', "'", '\n', '\r\n', '\t', ' ', '&#x26;', '&amp;', '&#10;', 'a', '♠')
    const text = fc.array(piece, {maxLength: 8}).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(text, text, (onGroup, onBid) => {
        const bid = b('ruleBid', {data: {rulesXml: {attributes: {note: onBid}}}}, '1NT')
        const rule = b('rule', {test: {quality: 'point count', comparison: '>=', value: '15'}}, [bid])
        const tree = b('root', [b('ruleSet', [b('ruleGroup', {purpose: 'p', data: {rulesXml: {attributes: {note: onGroup}}}}, [rule])])])
        const group = (read(toRulesXml(tree)).children[0] as RuleSet).children[0] as RuleGroup
        expect(group.data?.rulesXml?.attributes?.note).toBe(onGroup)
        expect(((group.children[0] as Rule).children[0] as RuleBid).data?.rulesXml?.attributes?.note).toBe(onBid)
      }),
      {numRuns: 200}
    )
  })
})
