import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {b, type Root} from '@bidding/core'
import {fromRulesXml, type Options} from '@bidding/rules-xml-parse'
import {toRulesXml} from '@bidding/rules-xml-stringify'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {repoRoot} from '../../../test/shared.js'

const parseFixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules-xml-parse', 'test', 'fixtures')
const example = readFileSync(path.join(repoRoot, 'examples', 'rays-rules', 'rules.xml'), 'utf8')

function strip(tree: Root): unknown {
  const copy = structuredClone(tree)
  removePosition(copy, {force: true})
  return JSON.parse(JSON.stringify(copy))
}

function messages(file: VFile): string[] {
  return file.messages.map((message) => message.ruleId + ': ' + message.reason)
}

/**
 * What the game's parser needs (formats.md §2.2): the prolog, then each line
 * a start tag, an end tag, or a data element with its text on one line; no
 * comments or processing instructions.
 */
function gameReads(value: string): boolean {
  const lines = value.split('\n').slice(0, -1)
  let index = 0
  if (lines[index]?.startsWith('<?xml ')) index++
  if (lines[index]?.startsWith('<?xml-stylesheet ')) index++
  return lines.slice(index).every((line) => /^ *(?:<[a-z]+>|<\/[a-z]+>|<[a-z]+>[^<>]*<\/[a-z]+>)$/.test(line))
}

describe('round trip', () => {
  test('should write the example rules exactly as they are', () => {
    const file = new VFile()
    expect(toRulesXml(fromRulesXml(example, new VFile()), {}, file)).toBe(example)
    expect(file.messages).toEqual([])
    expect(gameReads(example)).toBe(true)
  })

  for (const name of readdirSync(parseFixtures).sort()) {
    const folder = path.join(parseFixtures, name)
    const value = readFileSync(path.join(folder, 'input.xml'), 'utf8')
    const options = existsSync(path.join(folder, 'config.json')) ? (JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as Options) : {}
    const file = new VFile()
    let tree: Root
    try {
      tree = fromRulesXml(value, file, options)
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error
      continue
    }

    // A data element over two lines cannot be written back as it was: the game needs one line.
    if (file.messages.some((message) => message.ruleId === 'data-line')) continue

    test('should give the fixture `' + name + '` back as it was read', () => {
      const output = toRulesXml(tree, {}, new VFile())
      const again = fromRulesXml(output, new VFile(), options)
      expect(strip(again)).toEqual(strip(tree))
      expect(toRulesXml(again)).toBe(output)
    })
  }
})

describe('what the game’s parser needs', () => {
  test('should put every data element on one line', () => {
    const file = new VFile()
    const tree = b('root', [b('ruleSet', {name: 'two\nlines'}, [b('ruleGroup', {purpose: 'p'}, [b('ruleComment', 'a\r\nb\rc')])])])
    const output = toRulesXml(tree, {declaration: false}, file)
    expect(output).toBe('<rules>\n  <name>two lines</name>\n  <group>\n    <purpose>p</purpose>\n    <comment>a b c</comment>\n  </group>\n</rules>\n')
    expect(messages(file)).toEqual([
      'data-line: Unexpected line break in `<name>`, the game needs a data element on one line (written as a space)',
      'data-line: Unexpected line break in `<comment>`, the game needs a data element on one line (written as a space)'
    ])
  })

  test('should escape text and attributes', () => {
    const tree = b('root', [
      b('ruleSet', [
        b('ruleGroup', {purpose: 'Opener’s <first> & only'}, [
          b('rule', {test: {quality: 'point count', comparison: '<=', value: '"7"'}}, [
            b('ruleBid', {data: {rulesXml: {attributes: {note: 'a "quoted" <value>\tand\nlines'}}}}, '1NT & more')
          ])
        ])
      ])
    ])
    const output = toRulesXml(tree, {declaration: false})
    expect(output).toContain('<purpose>Opener’s &lt;first&gt; &amp; only</purpose>')
    expect(output).toContain('<comparison>&lt;=</comparison>')
    expect(output).toContain('<value>"7"</value>')
    expect(output).toContain('<bid note="a &quot;quoted&quot; &lt;value&gt;&#9;and&#10;lines">1NT &amp; more</bid>')
    expect(strip(fromRulesXml(output, new VFile()))).toMatchObject(strip(tree) as object)
  })

  test('should write no comments or instructions but the declaration and stylesheet reference', () => {
    const value = '<?xml version="1.0"?><!-- c --><?other?><rules><!-- c --><group><purpose>p</purpose><?pi?></group></rules>'
    const output = toRulesXml(fromRulesXml(value, new VFile()))
    expect(output).toBe('<?xml version="1.0"?>\n<rules>\n  <group>\n    <purpose>p</purpose>\n  </group>\n</rules>\n')
    expect(gameReads(output)).toBe(true)
  })

  test('should write a declaration by default, the one read, or none', () => {
    expect(toRulesXml(b('root', [b('ruleSet')]))).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<rules>\n</rules>\n')
    const tree = fromRulesXml('<rules/>', new VFile())
    expect(toRulesXml(tree)).toBe('<rules>\n</rules>\n')
    expect(toRulesXml(tree, {declaration: true})).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<rules>\n</rules>\n')
    expect(toRulesXml(fromRulesXml('<?xml version="1.0" standalone="yes"?><rules/>', new VFile()))).toBe('<?xml version="1.0" standalone="yes"?>\n<rules>\n</rules>\n')
  })

  test('should reference a stylesheet when asked, instead of the one read', () => {
    const tree = fromRulesXml('<?xml-stylesheet type="text/xsl" href="old.xsl"?><rules/>', new VFile())
    expect(toRulesXml(tree, {declaration: false})).toBe('<?xml-stylesheet type="text/xsl" href="old.xsl"?>\n<rules>\n</rules>\n')
    expect(toRulesXml(tree, {declaration: false, stylesheet: 'new "rules".xsl'})).toBe('<?xml-stylesheet type="text/xsl" href="new &quot;rules&quot;.xsl"?>\n<rules>\n</rules>\n')
  })
})

describe('trees it cannot write as they are', () => {
  test('should warn about a second bid in a rule, and write it', () => {
    const file = new VFile()
    const tree = b('root', [b('ruleSet', [b('ruleGroup', {purpose: 'p'}, [b('rule', {test: {quality: 'q', comparison: 'is', value: 'v'}}, [b('ruleBid', '1C'), b('ruleBid', '1D')])])])])
    expect(toRulesXml(tree, {declaration: false}, file)).toContain('<bid>1C</bid>\n      <bid>1D</bid>')
    expect(messages(file)).toEqual(['duplicate-bid: Unexpected second `ruleBid` in a rule, the game allows one `<bid>` in `<if>`'])
  })

  test('should drop what is not a rule set, and merge several', () => {
    const file = new VFile()
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1N', by: 'we'})]),
      b('ruleSet', {kind: 'bid'}, [b('ruleGroup', {purpose: 'a'}), b('opaque', {format: 'bss'}, 'x')]),
      b('ruleSet', {kind: 'play'}, [b('ruleGroup', {purpose: 'b'}, [b('opaque', {format: 'xml'}, '<assessment>x</assessment>')])])
    ])
    expect(toRulesXml(tree, {declaration: false}, file)).toBe(
      [
        '<rules>',
        '  <type>bid</type>',
        '  <group>',
        '    <purpose>a</purpose>',
        '  </group>',
        '  <group>',
        '    <purpose>b</purpose>',
        '    <assessment>x</assessment>',
        '  </group>',
        '</rules>',
        ''
      ].join('\n')
    )
    expect(messages(file)).toEqual([
      'unsupported-node: Cannot write `sequence` as Ray’s Bridge Game rules, which hold rule sets only (dropped)',
      'multiple-rule-sets: Cannot write 2 rule sets in one file, which has one `<rules>` (merged their groups)',
      'unsupported-node: Cannot write opaque `bss` content in rules XML (dropped)'
    ])
  })

  test('should write empty rules for a tree without a rule set', () => {
    const file = new VFile()
    expect(toRulesXml(b('root'), {declaration: false}, file)).toBe('<rules>\n</rules>\n')
    expect(messages(file)).toEqual(['missing-rule-set: Unexpected tree without a rule set, expected one (wrote empty rules)'])
  })

  test('should warn about nodes a rule set cannot hold', () => {
    const file = new VFile()
    const tree = b('root', [b('ruleSet', [b('ruleGroup', {purpose: 'p'}, [b('bid', {call: '1C', by: 'we'}) as never])])])
    toRulesXml(tree, {}, file)
    expect(messages(file)).toEqual(['unknown-node: Unexpected node `bid` in a rule set (dropped)'])
  })
})
