import {createRegistry} from '@bidding/core/registry'
import {validateTree} from '@bidding/core/schemas'
import type {Root} from '@bidding/core'
import {fromSlam, handtypesToConstraint, parseSlamCall, slamParse, splitOver, splitV1Auction} from '@bidding/slam-parse'
import {convFormat, systemFormat} from '@bidding/slam-parse/format'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'

describe('@bidding/slam-parse', () => {
  test('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/slam-parse')).sort()).toEqual([
      'createFolderResolver',
      'default',
      'fromSlam',
      'handtypesToConstraint',
      'parseSlamCall',
      'resolveSlam',
      'slamParse',
      'slamResolve',
      'splitOver',
      'splitV1Auction'
    ])
  })

  test('should expose `slamParse` as the default export', async () => {
    const module = await import('@bidding/slam-parse')
    expect(module.default).toBe(slamParse)
  })
})

describe('slamParse', () => {
  test('should parse a convention with unified', () => {
    const tree = unified().use(slamParse).parse('<convention><name>a</name><actions><open bid="1C"/></actions></convention>')
    expect(tree.type).toBe('root')
    expect(tree.children[0]).toMatchObject({type: 'convention', names: ['a'], children: [{type: 'bid', call: '1C', action: 'open'}]})
  })

  test('should pass options to the reader', () => {
    const file = new VFile('<convention><name>aaaaaaaaaaaaaaaaaaaa</name></convention>')
    expect(() => unified().use(slamParse, {maxSize: 10}).parse(file)).toThrow(/expected at most 10/)
  })
})

describe('formats', () => {
  test('should register `slam-conv` for `.conv` and `slam-system` for `.system`', () => {
    const registry = createRegistry([convFormat, systemFormat])
    expect(registry.detect('x/auto1.conv', 'parse')?.name).toBe('slam-conv')
    expect(registry.detect('SAYC.system', 'parse')?.name).toBe('slam-system')
    expect(registry.detect('auto1.conv.pretty', 'parse')).toBeUndefined()
  })

  test('should describe each option for the command line', () => {
    for (const format of [convFormat, systemFormat]) {
      for (const [key, field] of Object.entries(format.parseOptions!.shape)) {
        expect((field as {description?: string}).description, key).toBeTruthy()
      }

      expect(format.parseOptions!.safeParse({maxSize: 100, maxDepth: 5, resolve: true}).success).toBe(true)
      expect(format.parseOptions!.safeParse({maxDepth: 0}).success).toBe(false)
    }
  })
})

describe('calls', () => {
  test('should read only SLAMBidding’s exact spelling as a call', () => {
    expect(parseSlamCall('PASS')).toBe('P')
    expect(parseSlamCall('1NT')).toBe('1N')
    expect(parseSlamCall('XX')).toBe('XX')
    expect(parseSlamCall('7S')).toBe('7S')
    expect(parseSlamCall('Pass')).toBeUndefined()
    expect(parseSlamCall('1N')).toBeUndefined()
    expect(parseSlamCall('8C')).toBeUndefined()
    expect(parseSlamCall(' 1C')).toBeUndefined()
  })

  test('should split `over` on `", "` exactly, as the reference does', () => {
    expect(splitOver('all')).toBe('all')
    expect(splitOver('ALL')).toEqual(['ALL'])
    expect(splitOver('PASS, X, 2C')).toEqual(['PASS', 'X', '2C'])
    expect(splitOver('PASS,X')).toEqual(['PASS,X'])
    expect(splitOver('PASS,  X')).toEqual(['PASS', ' X'])
  })

  test('should read a version 1 auction into our calls, RHO’s call and the seat', () => {
    expect(splitV1Auction(' ')).toEqual({steps: [], over: undefined, seat: 1})
    expect(splitV1Auction('PASS, PASS, PASS')).toEqual({steps: [], over: undefined, seat: 4})
    expect(splitV1Auction('PASS, PASS, PASS, PASS')).toBeUndefined()
    expect(splitV1Auction('1NT, PASS')).toEqual({steps: [{call: '1N', over: undefined}], over: 'P', seat: 3})
    expect(splitV1Auction('PASS, 1NT, X')).toEqual({steps: [{call: '1N', over: undefined}], over: 'X', seat: 4})
    expect(splitV1Auction('1C, X, PASS')).toEqual({steps: [{call: 'X', over: '1C'}], over: 'P', seat: 4})
    expect(splitV1Auction('1NT, PASS, 2C, PASS')).toEqual({
      steps: [
        {call: '1N', over: undefined},
        {call: '2C', over: 'P'}
      ],
      over: 'P',
      seat: 1
    })
    expect(splitV1Auction('1NT, PAS')).toBeUndefined()
  })
})

describe('handtypesToConstraint', () => {
  test('should read `<handtypes/>` as never and `<type/>` as any hand', () => {
    expect(handtypesToConstraint({type: 'element', name: 'handtypes', attributes: {}, children: []})).toEqual({type: 'or', children: []})
    expect(
      handtypesToConstraint({
        type: 'element',
        name: 'handtypes',
        attributes: {},
        children: [{type: 'element', name: 'type', attributes: {}, children: []}]
      })
    ).toEqual({type: 'or', children: [{type: 'and', children: []}]})
  })

  test('should leave out what the reference treats as satisfied, and keep honours and controls', () => {
    const tree = fromSlam(
      '<convention><name>x</name><actions><open bid="2S"><handtypes><type><vul we="1"/><HCP min="5" max="x"/><spades min="6" honorsmax="4" controlsmin="1"/></type></handtypes></open></actions></convention>',
      new VFile()
    )
    const bid = (tree.children[0] as {children: Array<{constraint: unknown}>}).children[0]!
    expect(bid.constraint).toEqual({
      type: 'or',
      children: [
        {
          type: 'and',
          children: [
            {type: 'points', scale: 'hcp', min: 5},
            {type: 'length', suit: 'S', min: 6},
            {type: 'honours', suit: 'S', max: 4},
            {type: 'controls', suit: 'S', min: 1}
          ]
        }
      ]
    })
  })

  test('should read integers as Python’s `int()` does', () => {
    const read = (value: string) => {
      const tree = fromSlam(
        '<convention><name>x</name><actions><open bid="1C"><handtypes><type><HCP min="' + value + '"/></type></handtypes></open></actions></convention>',
        new VFile()
      )
      return JSON.stringify((tree.children[0] as Root['children'][number] & {children: Array<{constraint: unknown}>}).children[0]!.constraint)
    }

    expect(read(' 12 ')).toContain('"min":12')
    expect(read('+3')).toContain('"min":3')
    expect(read('-1')).toContain('"min":-1')
    expect(read('12.5')).not.toContain('min')
    expect(read('')).not.toContain('min')
  })
})

describe('fromSlam', () => {
  test('should keep an action whose call only looks like one (`1 constructor`) as written', () => {
    const file = new VFile()
    const tree = fromSlam('<convention><name>a</name><actions><open bid="1 constructor" over="1 toString"/></actions></convention>', file)
    expect(validateTree(tree).ok).toBe(true)
    expect((tree.children[0] as {children: unknown[]}).children[0]).toMatchObject({type: 'opaque'})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['invalid-call'])
  })

  test('should make valid trees with positions on every node', () => {
    const file = new VFile({path: 'x.conv'})
    const tree = fromSlam('<convention><name>a</name><actions><open bid="1C"><!-- m --><tell bid="1D"/></open></actions></convention>', file)
    expect(validateTree(tree).ok).toBe(true)
    const seen: string[] = []
    const walk = (node: {type: string; position?: unknown; children?: unknown[]}) => {
      expect(node.position, node.type).toBeDefined()
      seen.push(node.type)
      for (const child of node.children ?? []) walk(child as typeof node)
    }

    walk(tree)
    expect(seen).toEqual(['root', 'convention', 'bid', 'meaning', 'text', 'bid'])
  })

  test('should give an action without handtypes no constraint (the reference never makes it)', () => {
    const tree = fromSlam('<convention><name>a</name><actions><open bid="1C"/></actions></convention>', new VFile())
    const bid = (tree.children[0] as {children: object[]}).children[0]!
    expect('constraint' in bid).toBe(false)
  })

  test('should warn about stray text in a version 1 action and keep text that stood on either side of its auctions and shape as one', () => {
    const file = new VFile({path: 'x.conv'})
    const text = '<convention><name>n</name><action bid="2H">a<PossibleAuctions><auction>1NT, PASS</auction></PossibleAuctions>b<shape><hearts min="2"/></shape><!-- c -->d</action></convention>'
    const tree = fromSlam(text, file)
    expect(validateTree(tree).ok).toBe(true)
    const action = (tree.children[0] as {children: Array<{children: Array<{children: Array<{type: string; value: string; position: unknown}>}>}>}).children[0]!.children[0]!
    // `a` and `b` would be written side by side, and read back as one text; the comment keeps `d` apart.
    expect(action.children.map((child) => child.value)).toEqual(['a\nb', '<!-- c -->', 'd'])
    expect(action.children[0]!.position).toEqual({start: {line: 1, column: 44, offset: 43}, end: {line: 1, column: 111, offset: 110}})
    expect(file.messages.map((message) => message.ruleId + ' ' + message.line + ':' + message.column)).toEqual(['unexpected-text 1:44', 'unexpected-text 1:110', 'unexpected-text 1:153'])
  })

  test('should place the message about an unknown root element whose name has a character outside the BMP', () => {
    const file = new VFile({path: 'x.system'})
    expect(() => fromSlam('<conventi🂡n name="x"/>', file)).toThrow('Unexpected root element `<conventi🂡n>`')
    expect(file.messages.map((message) => [message.ruleId, message.fatal, message.place])).toEqual([
      ['unknown-root', true, {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 24, offset: 23}}]
    ])
  })
})
