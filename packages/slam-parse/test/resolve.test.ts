import {readFileSync} from 'node:fs'
import path from 'node:path'
import {validateTree} from '@bidding/core/schemas'
import type {Bid, Convention, Root, System} from '@bidding/core'
import {createFolderResolver, fromSlam, resolveSlam, slamParse, slamResolve, type Resolver} from '@bidding/slam-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'

/** A convention file in memory. */
function conv(names: string[], parents: string[], actions: string): string {
  return (
    '<convention>' +
    names.map((name) => '<name>' + name + '</name>').join('') +
    parents.map((name) => '<parent>' + name + '</parent>').join('') +
    '<actions>' +
    actions +
    '</actions></convention>'
  )
}

/** A resolver over files in memory, found by the names they declare. */
function memory(files: Record<string, string>): Resolver {
  return (name) => {
    for (const [file, value] of Object.entries(files)) {
      const names = [...value.matchAll(/<name>([^<]*)<\/name>/g)].map((match) => match[1])
      if (names.includes(name)) return new VFile({path: file, value})
    }

    return undefined
  }
}

function bids(children: ReadonlyArray<{type: string}>): Bid[] {
  return children.filter((child): child is Bid => child.type === 'bid')
}

describe('resolveSlam', () => {
  const base = conv(['base'], [], '<open bid="1NT"><pass bid="PASS"/><subconvention name="child"/><tell bid="2NT"/></open>')

  test('should splice a subconvention’s actions at the reference’s place', () => {
    const tree = fromSlam(base, new VFile({path: 'base.conv'}))
    const file = new VFile({path: 'base.conv'})
    resolveSlam(tree, file, memory({'child.conv': conv(['child'], ['base'], '<ask bid="2C"/><ask bid="2D"/>')}))
    const open = (tree.children[0] as Convention).children[0] as Bid
    expect(open.children.map((child) => (child.type === 'bid' ? child.call : child.type))).toEqual(['P', '2C', '2D', '2N'])
    expect(file.messages).toEqual([])
    expect(validateTree(tree).ok).toBe(true)
  })

  test('should record the file of spliced nodes, whose positions point into it', () => {
    const tree = fromSlam(base, new VFile({path: 'base.conv'}))
    const child = conv(['child'], ['base'], '<ask bid="2C"><!-- Stayman --><tell bid="2D"/></ask>')
    resolveSlam(tree, new VFile({path: 'base.conv'}), memory({'lib/child.conv': child}))
    const ask = ((tree.children[0] as Convention).children[0] as Bid).children[1] as Bid
    expect(ask.data).toEqual({file: 'lib/child.conv', slam: {subconvention: 'child', overDefault: true}})
    expect(ask.children[0]!.data).toEqual({file: 'lib/child.conv'})
    expect(bids(ask.children)[0]!.data).toMatchObject({file: 'lib/child.conv'})
    expect(child.slice(ask.position!.start.offset, ask.position!.end.offset)).toBe('<ask bid="2C"><!-- Stayman --><tell bid="2D"/></ask>')
    // Nodes of the file itself are not marked.
    expect((tree.children[0] as Convention).children[0]!.data).toBeUndefined()
  })

  test('should drop a subconvention no file provides, with a message at the reference', () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile({path: 'base.conv'})
    resolveSlam(tree, file, memory({}))
    const open = (tree.children[0] as Convention).children[0] as Bid
    expect(open.children.map((child) => child.type)).toEqual(['bid', 'bid'])
    const start = base.indexOf('<subconvention')
    const end = start + '<subconvention name="child"/>'.length
    expect(file.messages.map((message) => [message.ruleId, message.reason, message.place])).toEqual([
      [
        'subconvention-missing',
        'Cannot find convention `child`, expected a `.conv` file that names it',
        {start: {line: 1, column: start + 1, offset: start}, end: {line: 1, column: end + 1, offset: end}}
      ]
    ])
  })

  test('should leave a subconvention whose parents do not name the convention', () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile()
    resolveSlam(tree, file, memory({'child.conv': conv(['child'], ['other'], '<ask bid="2C"/>')}))
    const open = (tree.children[0] as Convention).children[0] as Bid
    expect(open.children[1]).toMatchObject({type: 'conventionReference', name: 'child'})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['subconvention-parent'])
    expect(file.messages[0]!.reason).toContain('whose parents (`other`) do not include this convention (`base`)')
  })

  test('should splice recursively, checking each level against its own names', () => {
    const tree = fromSlam(conv(['a'], [], '<open bid="1C"><subconvention name="b"/></open>'), new VFile())
    resolveSlam(
      tree,
      new VFile({path: 'a.conv'}),
      memory({
        'b.conv': conv(['b'], ['a'], '<tell bid="1D"><subconvention name="c"/></tell>'),
        'c.conv': conv(['c'], ['b'], '<tell bid="1H"/>')
      })
    )
    const open = (tree.children[0] as Convention).children[0] as Bid
    const tell = bids(open.children)[0]!
    expect(tell.call).toBe('1D')
    expect(bids(tell.children)[0]).toMatchObject({call: '1H', data: {file: 'c.conv', slam: {subconvention: 'c'}}})
  })

  test('should report a cycle and leave the reference in place', () => {
    const tree = fromSlam(conv(['a'], ['b'], '<open bid="1C"><subconvention name="b"/></open>'), new VFile())
    const file = new VFile({path: 'a.conv'})
    resolveSlam(
      tree,
      file,
      memory({
        'a.conv': conv(['a'], ['b'], '<open bid="1C"><subconvention name="b"/></open>'),
        'b.conv': conv(['b'], ['a'], '<tell bid="1D"><subconvention name="a"/></tell>')
      })
    )
    expect(file.messages.map((message) => [message.ruleId, message.file])).toEqual([['subconvention-cycle', 'b.conv']])
    const tell = bids(((tree.children[0] as Convention).children[0] as Bid).children)[0]!
    expect(tell.children[0]).toMatchObject({type: 'conventionReference', name: 'a', data: {file: 'b.conv'}})
  })

  test('should not splice `<convention name>` or version 1 `<subconv>`, as the reference does not', () => {
    const tree = fromSlam(conv(['a'], [], '<open bid="1C"><convention name="b"/></open>'), new VFile())
    const file = new VFile()
    resolveSlam(tree, file, memory({'b.conv': conv(['b'], ['a'], '<tell bid="1D"/>')}))
    expect(((tree.children[0] as Convention).children[0] as Bid).children[0]).toMatchObject({type: 'conventionReference', name: 'b'})
    expect(file.messages).toEqual([])
  })

  test('should load a system’s conventions in order, each at the top', () => {
    const tree = fromSlam('<system><name>S</name><convention>a</convention><convention>b</convention></system>', new VFile())
    const file = new VFile({path: 'S.system'})
    resolveSlam(tree, file, memory({'a.conv': conv(['a'], [], '<open bid="1C"><subconvention name="b"/></open>'), 'b.conv': conv(['b'], ['a'], '<tell bid="1D"/>')}))
    const system = tree.children[0] as System
    expect(system.children.map((child) => (child.type === 'convention' ? child.names[0] : child.type))).toEqual(['a', 'b'])
    expect(system.children[0]!.data).toEqual({file: 'a.conv'})
    // `b` is spliced into `a` and stays a convention of its own, as SLAMBidding's `LoadSystem` does.
    expect(bids(((system.children[0] as Convention).children[0] as Bid).children)[0]!.call).toBe('1D')
    expect(file.messages).toEqual([])
  })

  test('should resolve what a first pass left in a system’s loaded conventions', () => {
    const tree = fromSlam('<system><convention>a</convention></system>', new VFile())
    const a = conv(['a'], [], '<open bid="1C"><subconvention name="b"/></open>')
    const first = new VFile({path: 'S.system'})
    resolveSlam(tree, first, memory({'a.conv': a, 'b.conv': conv(['b'], ['other'], '<tell bid="1D"/>')}))
    expect(first.messages.map((message) => message.ruleId)).toEqual(['subconvention-parent'])
    const open = ((tree.children[0] as System).children[0] as Convention).children[0] as Bid
    expect(open.children[0]).toMatchObject({type: 'conventionReference', name: 'b'})
    resolveSlam(tree, new VFile({path: 'S.system'}), memory({'b.conv': conv(['b'], ['a'], '<tell bid="1D"/>')}))
    expect(open.children[0]).toMatchObject({type: 'bid', call: '1D', data: {file: 'b.conv'}})
  })

  test('should keep a system’s reference that no file provides, with a message', () => {
    const tree = fromSlam('<system><convention>nowhere</convention></system>', new VFile())
    const file = new VFile()
    resolveSlam(tree, file, memory({}))
    expect((tree.children[0] as System).children[0]).toMatchObject({type: 'conventionReference', name: 'nowhere'})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['subconvention-missing'])
  })

  test('should report a file that does not read, with its own messages', () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile({path: 'base.conv'})
    resolveSlam(tree, file, () => new VFile({path: 'child.conv', value: '<convention><name>child</name>'}))
    expect(file.messages.map((message) => [message.ruleId, message.file])).toEqual([
      ['xml', 'child.conv'],
      ['subconvention-missing', 'base.conv']
    ])
  })

  test('should report a file that does not define the name asked for', () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile()
    resolveSlam(tree, file, () => new VFile({value: conv(['other'], ['base'], '')}))
    expect(file.messages.map((message) => message.reason)).toEqual(['Cannot read convention `child` from `the file the resolver gave`'])
  })

  test('should treat a resolver that throws as one that finds nothing', () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile()
    resolveSlam(tree, file, () => {
      throw new Error('disk on fire')
    })
    expect(file.messages.map((message) => message.ruleId)).toEqual(['subconvention-missing'])
  })

  test('should wait for an asynchronous resolver', async () => {
    const tree = fromSlam(base, new VFile())
    const files = memory({'child.conv': conv(['child'], ['base'], '<ask bid="2C"/>')})
    const result = resolveSlam(tree, new VFile(), async (name, from) => files(name, from))
    expect(result).toBeInstanceOf(Promise)
    await result
    expect(bids(((tree.children[0] as Convention).children[0] as Bid).children).map((bid) => bid.call)).toEqual(['P', '2C', '2N'])
  })

  test('should treat a rejected promise as nothing found', async () => {
    const tree = fromSlam(base, new VFile())
    const file = new VFile()
    await resolveSlam(tree, file, async () => Promise.reject(new Error('offline')))
    expect(file.messages.map((message) => message.ruleId)).toEqual(['subconvention-missing'])
  })

  test('should run as a plugin, synchronously with a synchronous resolver', () => {
    const processor = unified()
      .use(slamParse)
      .use(slamResolve, {resolver: memory({'child.conv': conv(['child'], ['base'], '<ask bid="2C"/>')})})
    const file = new VFile({path: 'base.conv', value: base})
    const tree = processor.runSync(processor.parse(file), file) as Root
    expect(bids(((tree.children[0] as Convention).children[0] as Bid).children)).toHaveLength(3)
  })
})

describeCorpus('the SAYC system of the corpus', () => {
  const systemPath = corpus('slam', 'systems', 'SAYC.system')

  test('should load `strong 1NT` and `stayman` from `../conventionsv2`, as SLAMBidding lays out its files', async () => {
    const file = new VFile({path: systemPath, value: readFileSync(systemPath, 'utf8')})
    const processor = unified().use(slamParse).use(slamResolve)
    const tree = (await processor.run(processor.parse(file), file)) as Root
    expect(validateTree(tree).ok).toBe(true)
    const system = tree.children[0] as System
    expect(system.children.map((child) => child.type === 'convention' && child.names)).toEqual([['strong 1NT'], ['stayman', 'Stayman']])
    expect(system.children[0]!.data?.file).toBe(path.relative(process.cwd(), corpus('slam', 'conventionsv2', 'auto1.conv')))

    // Stayman replaces `<subconvention name="stayman"/>`, after the comment before it; `transfers` is gone.
    const open = (system.children[0] as Convention).children[0] as Bid
    const tail = open.children.slice(-5).map((child) => (child.type === 'bid' ? child.action + ' ' + child.call : child.type))
    expect(tail).toEqual(['opaque', 'ask 2C', 'opaque', 'ask X', 'opaque'])
    expect(open.children.some((child) => child.type === 'conventionReference')).toBe(false)
    const stayman = open.children.find((child) => child.type === 'bid' && child.call === '2C') as Bid
    expect(stayman.data?.file).toBe(path.relative(process.cwd(), corpus('slam', 'conventionsv2', 'auto2.conv')))
    expect(stayman.data?.slam?.subconvention).toBe('stayman')

    // `transfers` is only in `conventions/auto3.conv`, a version 1 file SLAMBidding does not load.
    const auto1 = readFileSync(corpus('slam', 'conventionsv2', 'auto1.conv'), 'utf8')
    const start = auto1.indexOf('<subconvention name="transfers" />')
    const missing = file.messages.filter((message) => message.ruleId === 'subconvention-missing')
    expect(missing.map((message) => [message.reason, message.file])).toEqual([
      [
        'Cannot splice convention `transfers` from `' +
          path.relative(process.cwd(), corpus('slam', 'conventions', 'auto3.conv')) +
          '`, which is in the version 1 format SLAMBidding does not load',
        path.relative(process.cwd(), corpus('slam', 'conventionsv2', 'auto1.conv'))
      ]
    ])
    expect(missing[0]!.place).toMatchObject({start: {offset: start}, end: {offset: start + '<subconvention name="transfers" />'.length}})
  })

  test('should resolve while reading with the `resolve` option', () => {
    const file = new VFile({path: systemPath, value: readFileSync(systemPath, 'utf8')})
    const tree = fromSlam(String(file.value), file, {resolve: true})
    expect((tree.children[0] as System).children.map((child) => child.type)).toEqual(['convention', 'convention'])
  })

  test('should search the folders it is given', () => {
    const resolver = createFolderResolver({folders: () => [corpus('slam', 'conventions')]})
    const found = resolver('stayman', new VFile({path: systemPath}))
    expect(found).toBeInstanceOf(VFile)
    expect((found as VFile).path).toBe(path.relative(process.cwd(), corpus('slam', 'conventions', 'auto2.conv')))
    expect(resolver('strong 1NT', new VFile())).toMatchObject({path: path.relative(process.cwd(), corpus('slam', 'conventions', 'auto1.conv'))})
    expect(resolver('nothing', new VFile())).toBeUndefined()
    expect(createFolderResolver({folders: () => ['/nonexistent/folder']})('stayman', new VFile())).toBeUndefined()
  })

  test('should find a `.conv` file’s subconventions beside it', () => {
    const auto1 = corpus('slam', 'conventionsv2', 'auto1.conv')
    const file = new VFile({path: auto1, value: readFileSync(auto1, 'utf8')})
    const tree = fromSlam(String(file.value), file, {resolve: true})
    const open = (tree.children[0] as Convention).children[0] as Bid
    expect(bids(open.children).map((bid) => bid.call)).toEqual(['2N', '3N', 'P', '2C', 'X'])
  })
})
