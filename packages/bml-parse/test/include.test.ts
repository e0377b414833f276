import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Bid, Nodes, Root, Sequence} from '@bidding/core'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {messageList} from './util.js'

/** A `readFile` over an in-memory folder, recording what it read. */
function memory(files: Record<string, string>): {readFile: (file: string) => string; read: string[]} {
  const read: string[] = []
  return {
    read,
    readFile(file) {
      read.push(file)
      const value = files[file]
      if (value === undefined) throw new Error('ENOENT: no such file `' + file + '`')
      return value
    }
  }
}

function parse(text: string, files: Record<string, string>, options: Options = {}, filePath = '/doc/main.bml') {
  const store = memory(files)
  const file = new VFile({path: filePath, value: text, cwd: '/'})
  const tree = fromBml(text, file, {readFile: store.readFile, ...options})
  return {tree, file, read: store.read}
}

function calls(tree: Root): string[] {
  const result: string[] = []
  visit(tree, 'bid', (node: Bid) => {
    result.push(node.call)
  })
  return result
}

describe('#INCLUDE', () => {
  it('should splice a file relative to the including file, recursively', () => {
    const {tree, read, file} = parse('#INCLUDE parts/a.bml\n', {
      '/doc/parts/a.bml': '1C x\n#INCLUDE sub/b.bml\n',
      '/doc/parts/sub/b.bml': '\n1D y\n'
    })
    expect(read).toEqual(['/doc/parts/a.bml', '/doc/parts/sub/b.bml'])
    expect(calls(tree)).toEqual(['1C', '1D'])
    expect(file.messages).toEqual([])
  })

  it('should read includes relative to the document, one level only, in the reference profile', () => {
    const {tree, read} = parse('#INCLUDE a.bml\n\n1N x\n', {'/doc/a.bml': '1C x\n'}, {profile: 'reference'})
    expect(read).toEqual(['/doc/a.bml'])
    expect(calls(tree)).toEqual(['1C', '1N'])
    expect(() => parse('#INCLUDE parts/a.bml\n', {'/doc/parts/a.bml': '#INCLUDE b.bml\n'}, {profile: 'reference'})).toThrow(
      /Unexpected directive `#INCLUDE`/
    )
  })

  it('should mark included nodes with their file and position them in it', () => {
    const {tree} = parse('* Title\n\n#INCLUDE a.bml\n', {'/doc/a.bml': 'Some text.\n\n1C x\n'})
    const sequence = tree.children.find((node): node is Sequence => node.type === 'sequence')!
    expect(sequence.data).toEqual({file: '/doc/a.bml'})
    expect(sequence.position?.start).toEqual({line: 3, column: 1, offset: 12})
    const bid = sequence.children[0] as Bid
    expect(bid.data).toEqual({file: '/doc/a.bml'})
    let texts = 0
    visit(tree, 'text', (node: Nodes) => {
      texts++
      if ((node as {value: string}).value === 'Some text.') expect(node.data).toEqual({file: '/doc/a.bml'})
      if ((node as {value: string}).value === 'Title') expect(node.data).toBe(undefined)
    })
    expect(texts).toBe(3)
  })

  it('should name the included file in messages about it', () => {
    const {file} = parse('#INCLUDE a.bml\n', {'/doc/a.bml': '1C x\n 1D y\n'})
    expect(messageList(file)).toEqual([
      '2:1-2:2 warning indent: Unexpected indentation `1`, expected `2` (a row is indented 2 more than its parent; top-level rows start in column 1); read as a child of `1C` in `/doc/a.bml`'
    ])
    expect(file.messages[0]!.file).toBe('/doc/a.bml')
  })

  it('should name the included file in messages about a bad constraint block in it', () => {
    const {file} = parse('#INCLUDE a.bml\n', {'/doc/a.bml': '1C Clubs {12+ HCP}\n1D Broken {15- HCP}\n'})
    expect(file.messages.map((message) => [message.file, message.line, message.ruleId])).toEqual([['/doc/a.bml', 2, 'invalid-constraint']])
  })

  it('should report a missing file, fatal in the reference profile', () => {
    const {tree, file} = parse('#INCLUDE gone.bml\n\n1C x\n', {})
    expect(calls(tree)).toEqual(['1C'])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-missing'])
    expect(file.messages[0]!.reason).toContain('ENOENT')
    expect(file.messages[0]!.column).toBe(10)
    expect(() => parse('#INCLUDE gone.bml\n', {}, {profile: 'reference'})).toThrow(/Cannot include `\/doc\/gone.bml`/)
  })

  it('should report an include cycle', () => {
    const {tree, file} = parse('#INCLUDE a.bml\n', {'/doc/a.bml': '1C x\n\n#INCLUDE b.bml\n', '/doc/b.bml': '1D y\n\n#INCLUDE a.bml\n'})
    expect(calls(tree)).toEqual(['1C', '1D'])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-cycle'])
    const self = parse('#INCLUDE main.bml\n\n1C x\n', {'/doc/main.bml': '#INCLUDE main.bml\n'})
    expect(self.file.messages.map((message) => message.ruleId)).toEqual(['include-cycle'])
  })

  it('should refuse a file outside the document’s folder unless allowed', () => {
    const files = {'/secret.bml': '1C x\n', '/doc/../secret.bml': '1C x\n'}
    const refused = parse('#INCLUDE ../secret.bml\n', files)
    expect(refused.read).toEqual([])
    expect(refused.file.messages.map((message) => message.ruleId)).toEqual(['include-outside'])
    expect(parse('#INCLUDE /secret.bml\n', files).file.messages.map((message) => message.ruleId)).toEqual(['include-outside'])
    const allowed = parse('#INCLUDE ../secret.bml\n', {'/secret.bml': '1C x\n'}, {allowOutside: true})
    expect(allowed.read).toEqual(['/secret.bml'])
    expect(calls(allowed.tree)).toEqual(['1C'])
  })

  it('should accept a glued name and eat the whitespace after the directive', () => {
    const {tree} = parse('#INCLUDEa.bml\n\n   text after\n', {'/doc/a.bml': '1C x'})
    // Without a final newline in `a.bml`, the text after joins its last paragraph.
    expect(tree.children.map((node) => node.type)).toEqual(['sequence'])
    expect(calls(tree)).toEqual(['1C'])
  })

  it('should expand includes that follow one another, blank lines between or not, in both profiles', () => {
    const files = {'/doc/a.bml': '1C x\n', '/doc/b.bml': '1D y\n', '/doc/c.bml': '1H z\n'}
    for (const profile of ['default', 'reference'] as const) {
      const {tree, read, file} = parse('#INCLUDE a.bml\n\n#INCLUDE b.bml\n#INCLUDE c.bml\n', files, {profile})
      expect(read, profile).toEqual(['/doc/a.bml', '/doc/b.bml', '/doc/c.bml'])
      expect(calls(tree), profile).toEqual(['1C', '1D', '1H'])
      expect(file.messages, profile).toEqual([])
    }
  })

  it('should keep text after the file name on its own line', () => {
    const {tree} = parse('#INCLUDE a.bml trailing words\n', {'/doc/a.bml': 'First.\n'})
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
  })

  it('should include nothing into a document without a path unless an include root is given', () => {
    const store = memory({'a.bml': '1C x\n'})
    const file = new VFile({value: '#INCLUDE a.bml\n', cwd: '/work'})
    const tree = fromBml('#INCLUDE a.bml\n', file, {readFile: store.readFile})
    expect(store.read).toEqual([])
    expect(messageList(file)).toEqual([
      '1:10-1:15 warning include-outside: Unexpected include `a.bml` in a document without a path, expected `includeRoot` (`--include-root DIR`) to name the folder includes come from'
    ])
    expect(tree.children).toEqual([])
    const rooted = new VFile({value: '#INCLUDE a.bml\n', cwd: '/work'})
    expect(calls(fromBml('#INCLUDE a.bml\n', rooted, {readFile: store.readFile, includeRoot: '.'}))).toEqual(['1C'])
    expect(store.read).toEqual(['a.bml'])
  })

  it('should read files from disk by default', () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'include')
    const file = new VFile({path: path.join(folder, 'input.bml'), value: '#INCLUDE modules/openings.bml\n'})
    const tree = fromBml(String(file.value), file)
    expect(calls(tree)).toEqual(['1C', '1D', '1D', '1H'])
  })
})

describe('posix paths (for runtimes without `node:path`)', async () => {
  const {posix} = await import('../src/lib/path.js')
  it('should join, resolve and relate paths like `node:path/posix`', () => {
    expect(posix.dirname('/a/b/c.bml')).toBe('/a/b')
    expect(posix.dirname('c.bml')).toBe('.')
    expect(posix.dirname('/c.bml')).toBe('/')
    expect(posix.join('a/b', '../c', './d.bml')).toBe('a/c/d.bml')
    expect(posix.join('..', 'x')).toBe('../x')
    expect(posix.join('.', '')).toBe('.')
    expect(posix.resolve('/work', 'a/../b.bml')).toBe('/work/b.bml')
    expect(posix.resolve('/work', '/abs/x')).toBe('/abs/x')
    expect(posix.resolve('rel')).toBe('/rel')
    expect(posix.resolve('/a/..', '..')).toBe('/')
    expect(posix.relative('/a/b', '/a/b/c/d')).toBe('c/d')
    expect(posix.relative('/a/b', '/a/x')).toBe('../x')
    expect(posix.isAbsolute('/x')).toBe(true)
    expect(posix.isAbsolute('x')).toBe(false)
    expect(posix.sep).toBe('/')
  })
})

describe('finding includes without splitting the text', async () => {
  const {hasIncludes} = await import('../src/lib/include.js')
  const fc = await import('fast-check')
  const perLine = (text: string): boolean => text.split('\n').some((line) => /^\s*#\s*INCLUDE\s*(\S+)/.test(line))

  it('should find an `#INCLUDE` line exactly when one line of the text is one', () => {
    expect(hasIncludes('A\n  # INCLUDE\tfile.bml\n')).toBe(true)
    // Prose that names the directive, a name on the next line, a separator that is no line break.
    expect(hasIncludes('type =#INCLUDE <file>= to include\n')).toBe(false)
    expect(hasIncludes('#INCLUDE\nfile.bml\n')).toBe(false)
    expect(hasIncludes('x\u2028#INCLUDE f')).toBe(false)
    const piece = fc.constantFrom(' ', '\t', '\n', '\u2028', '#', 'INCLUDE', 'x', '=', '\u00a0')
    fc.assert(
      fc.property(fc.array(piece, {maxLength: 12}), (pieces) => {
        const text = pieces.join('')
        expect(hasIncludes(text)).toBe(perLine(text))
      }),
      {numRuns: 1000}
    )
  })
})

describe('reading with and without includes', () => {
  const document = [
    '*Heading without a space',
    '// a comment',
    '',
    '1C strong',
    '  1D negative {5-7 HCP}',
    '',
    'Text',
    '  // kept: indented',
    '',
    '#CUT x',
    '1H hearts',
    '#ENDCUT',
    '',
    '#PASTE x',
    '',
    '- item',
    '// last line without a newline'
  ].join('\n')

  for (const profile of ['default', 'reference'] as const) {
    it('should read the lines the same way line by line as from the expanded include list (' + profile + ' profile)', () => {
      // An `#INCLUDE` of an empty file in front sends the document through the include expansion.
      const plain = parse(document, {}, {profile})
      const included = parse('#INCLUDE empty.bml\n' + document, {'/doc/empty.bml': ''}, {profile})
      const strip = (tree: Root): unknown => JSON.parse(JSON.stringify(tree.children, (key, value: unknown) => (key === 'position' ? undefined : value)))
      expect(plain.tree.children.length).toBeGreaterThan(2)
      if (profile === 'default') expect(plain.file.messages.length).toBeGreaterThan(0)
      expect(strip(included.tree)).toEqual(strip(plain.tree))
      const later = (message: string): string => message.replace(/^(\d+)(:\d+-)(\d+)/, (_, start: string, middle: string, end: string) => Number(start) + 1 + middle + (Number(end) + 1))
      expect(messageList(included.file)).toEqual(messageList(plain.file).map((message) => later(message)))
    })
  }
})

describe('expanding includes without the document’s lines in memory', () => {
  it('should give the expanded lines as they are asked for, not as an array of the whole document', async () => {
    const {expandIncludes} = await import('../src/lib/include.js')
    const text = '#INCLUDE a.bml\n\n  1N x\n' + '2C y\n'.repeat(1000)
    const store = memory({'/doc/a.bml': '1C x\n'})
    const file = new VFile({path: '/doc/main.bml', value: text, cwd: '/'})
    const context = {
      file,
      settings: {reference: false, bml1: false, readFile: store.readFile, realpath: undefined, allowOutside: false, includeRoot: '/doc', maxIncludeSize: 1e6, maxIncludeDepth: 32, maxIncludes: 100},
      sources: [{path: file.path, text, main: true}]
    }
    const lines = expandIncludes(context as never, text)
    expect(Array.isArray(lines), 'a generator, not an array').toBe(false)
    // The files are read (once each) before the first line is asked for: their problems come first.
    expect(store.read).toEqual(['/doc/a.bml'])
    const iterator = lines[Symbol.iterator]()
    const first = [iterator.next().value, iterator.next().value, iterator.next().value, iterator.next().value]
    expect(first.map((line) => line?.text)).toEqual(['', '1C x', '', '1N x'])
    // The included line is placed in its own file, the line after the include has lost its indentation.
    expect(first[1]).toMatchObject({source: 1, line: 1, column: 1, offset: 0})
    expect(first[3]).toMatchObject({source: 0, line: 3, column: 3, offset: 18})
    let rest = 0
    for (let next = iterator.next(); !next.done; next = iterator.next()) rest++
    expect(rest).toBe(1001)
    expect(store.read).toEqual(['/doc/a.bml'])
  })

  it('should report every include problem before any problem of the document, in the order of the includes', () => {
    const {file} = parse('1C  x\n 1D y\n\n#INCLUDE a.bml\n\n1H  z\n\n#INCLUDE missing.bml\n', {'/doc/a.bml': '#INCLUDE a.bml\n'})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-cycle', 'include-missing', 'indent'])
  })

  it('should stop at a fatal include budget before reading any of the document', () => {
    const many = Array.from({length: 5}, (_, index) => '#INCLUDE f' + index + '.bml').join('\n')
    const files = Object.fromEntries(Array.from({length: 5}, (_, index) => ['/doc/f' + index + '.bml', '1C x\n']))
    const store = memory(files)
    const file = new VFile({path: '/doc/main.bml', value: '1C  x\n 1D y\n\n' + many + '\n', cwd: '/'})
    expect(() => fromBml(String(file.value), {readFile: store.readFile, maxIncludes: 3}, file)).toThrow(/more than 3 files included/)
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-count'])
  })
})
