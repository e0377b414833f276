/**
 * Tests the XML readers (`@bidding/rules-xml-parse`, `@bidding/slam-parse`)
 * share: the fixture folders, the security cases and the fuzz tests. Each reader's own test
 * files call these with the reader, so each reader is still checked. The
 * root depends on no package, so a test passes what it checks with (`VFile`,
 * `VFileMessage`, `validateTree`).
 */

import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import {removePosition} from 'unist-util-remove-position'
import {afterEach, describe, expect, test, vi, type TestFunction} from 'vitest'
import {mutatedDocuments} from './fuzz.js'

/** A point or a position, as vfile-message has them. */
type Place = {line: number; column: number} | {start: {line: number; column: number}; end: {line: number; column: number}}

/** What these tests read of a message (`VFileMessage`). */
export interface Message {
  fatal?: boolean | null | undefined
  place?: Place | null | undefined
  ruleId?: string | null | undefined
  source?: string | null | undefined
  reason: string
  cause?: unknown
}

/** What these tests use of a file (`VFile`). */
export interface MessageFile {
  messages: Message[]
}

/** A tree, as far as these tests look into it. */
export interface Tree {
  type: string
  children: Array<{type: string}>
}

/** An XML reader and what its tests check it with. */
export interface XmlReader<Options = Record<string, unknown>> {
  /** The reader: text in, a tree out, problems as messages (a fatal one thrown). */
  read: (value: string, file: MessageFile, options?: Options) => Tree
  /** The package name, the `source` of every message. */
  source: string
  /** `VFile` from `vfile`. */
  VFile: new (options?: {path?: string; value?: string}) => MessageFile
  /** `VFileMessage` from `vfile-message`. */
  VFileMessage: abstract new (...parameters: never[]) => Message
}

/** A message as one line: `place ruleId reason`, and whether it is fatal. */
export function describeMessage(message: Message): string {
  const place = message.place
  const at = !place
    ? '?'
    : 'start' in place
      ? place.start.line + ':' + place.start.column + '-' + place.end.line + ':' + place.end.column
      : place.line + ':' + place.column
  return (message.fatal ? 'fatal ' : '') + at + ' ' + message.ruleId + ' ' + message.reason
}

/** What `validateTree` of `@bidding/core` says of a tree. */
export type Validate = (tree: Tree) => {ok: true} | {ok: false; issues: unknown[]}

/**
 * Read every folder of `fixtures` (`input.*`, optional `config.json` of
 * options) and compare the tree without positions with `tree.json` (absent
 * when reading fails) and the messages with `messages.json`. `UPDATE=1`
 * writes the expected files.
 */
export function describeFixtures<Options>(
  reader: XmlReader<Options>,
  fixtures: string,
  validateTree: Validate
): void {
  const update = process.env.UPDATE === '1'

  describe('fixtures', () => {
    for (const name of readdirSync(fixtures).sort()) {
      test('should read `' + name + '` as expected', () => {
        const folder = path.join(fixtures, name)
        const input = readdirSync(folder).find((file) => file.startsWith('input.'))!
        const value = readFileSync(path.join(folder, input), 'utf8')
        const options = existsSync(path.join(folder, 'config.json'))
          ? (JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as Options)
          : ({} as Options)
        const file = new reader.VFile({path: input, value})
        let tree: Tree | undefined
        try {
          tree = reader.read(value, file, options)
        } catch (error) {
          if (!(error instanceof reader.VFileMessage)) throw error
          expect(error.fatal).toBe(true)
          expect(error.source).toBe(reader.source)
        }

        for (const message of file.messages) {
          expect(message.place, describeMessage(message)).toBeDefined()
          expect(message.source).toBe(reader.source)
        }

        const messages = file.messages.map((message) => describeMessage(message))
        const treePath = path.join(folder, 'tree.json')
        const messagesPath = path.join(folder, 'messages.json')
        if (tree) {
          expect(validateTree(tree).ok).toBe(true)
          removePosition(tree as Parameters<typeof removePosition>[0], {force: true})
        }

        if (update) {
          writeFileSync(messagesPath, JSON.stringify(messages, null, 2) + '\n')
          if (tree) writeFileSync(treePath, JSON.stringify(tree, null, 2) + '\n')
          else if (existsSync(treePath)) rmSync(treePath)
        }

        expect(messages).toEqual(JSON.parse(readFileSync(messagesPath, 'utf8')))
        expect(existsSync(treePath)).toBe(tree !== undefined)
        if (tree) expect(JSON.parse(JSON.stringify(tree))).toEqual(JSON.parse(readFileSync(treePath, 'utf8')))
      })
    }
  })
}

/** What the security cases need to know of a reader's vocabulary, and where its messages fall. */
export interface SecurityCases {
  /** File path the refused documents are read as (`x.xml`). */
  path: string
  /** The document element (`rules`). */
  root: string
  /** Where the entity declarations of the billion-laughs document are refused. */
  entitiesPlace: {line: number; column: number; offset: number}
  /** `depth` nested elements, the document element outermost. */
  nest: (depth: number) => string
  /** Where nesting one deeper than allowed (101) is refused. */
  depthPlace: {line: number; column: number; offset: number}
  /** An element the document element may hold, left open in a malformed document (`group`). */
  child: string
  /** Where that malformed document is refused. */
  malformedPlace: {line: number; column: number; offset: number}
  /** The reader's own case for an external DTD (what it keeps differs). */
  externalDtd: {name: string; fn: TestFunction}
  /** The reader's own case for what only looks like a tag. */
  lookalikes: {name: string; fn: TestFunction}
}

/**
 * The security cases of an XML reader: entities (billion laughs, external
 * and parameter entities, undeclared ones, an external DTD never fetched),
 * size and depth limits, malformed XML.
 */
export function describeXmlSecurity<Options extends {maxSize?: number | null; maxDepth?: number | null}>(
  reader: XmlReader<Options>,
  cases: SecurityCases
): void {
  const {root} = cases

  /** Read, expecting a fatal message; return it. */
  function refuse(value: string, options = {} as Options): Message {
    const file = new reader.VFile({path: cases.path, value})
    expect(() => reader.read(value, file, options)).toThrow(reader.VFileMessage)
    const message = file.messages.at(-1)!
    expect(message.fatal).toBe(true)
    expect(message.source).toBe(reader.source)
    expect(message.place).toBeDefined()
    return message
  }

  describe('entities', () => {
    test('should refuse a DOCTYPE that declares entities (billion laughs)', () => {
      const lol = '<!ENTITY lol "lol">' + Array.from({length: 9}, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ''};`.repeat(10)}">`).join('')
      const message = refuse('<?xml version="1.0"?>\n<!DOCTYPE ' + root + ' [' + lol + ']>\n<' + root + '><name>&lol9;</name></' + root + '>')
      expect(message.ruleId).toBe('doctype-entity')
      expect(message.place).toEqual(cases.entitiesPlace)
    })

    test('should refuse an external entity', () => {
      expect(refuse('<!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><' + root + '><name>&xxe;</name></' + root + '>').ruleId).toBe(
        'doctype-entity'
      )
    })

    test('should refuse a parameter entity', () => {
      expect(refuse('<!DOCTYPE c [ <!ENTITY % p SYSTEM "http://example.invalid/x.dtd"> %p; ]><' + root + '/>').ruleId).toBe('doctype-entity')
    })

    test('should never expand an entity the document does not declare', () => {
      const message = refuse('<' + root + '><name>&undeclared;</name></' + root + '>')
      expect(message.ruleId).toBe('xml')
      expect(message.reason).toBe('Cannot parse XML: named entity isn’t defined: &undeclared;'.replace('’', "'"))
    })

    describe('an external DTD', () => {
      afterEach(() => {
        vi.unstubAllGlobals()
      })

      test(cases.externalDtd.name, cases.externalDtd.fn)
    })
  })

  describe('limits', () => {
    test('should refuse a document over `maxSize` (10 MiB by default)', () => {
      const big = '<' + root + '><name>' + 'a'.repeat(10 * 1024 * 1024) + '</name></' + root + '>'
      const message = refuse(big)
      expect(message.ruleId).toBe('too-large')
      expect(message.reason).toContain('expected at most 10485760')
      expect(refuse('<' + root + '/>', {maxSize: 5} as Options).place).toEqual({line: 1, column: 6, offset: 5})
    })

    test('should refuse nesting deeper than `maxDepth` (100 by default) before parsing', () => {
      expect(() => reader.read(cases.nest(100), new reader.VFile())).not.toThrow()
      const message = refuse(cases.nest(101))
      expect(message.ruleId).toBe('too-deep')
      expect(message.place).toEqual(cases.depthPlace)
    })

    test('should give a message, not a stack overflow, for very deep documents', () => {
      const depth = 200_000
      expect(refuse('<a>'.repeat(depth) + '</a>'.repeat(depth)).ruleId).toBe('too-deep')
      expect(refuse('<a>'.repeat(depth), {maxDepth: depth + 1} as Options).ruleId).toBe('xml')
    })

    test(cases.lookalikes.name, cases.lookalikes.fn)

    test('should accept options of null as the defaults', () => {
      expect(() => reader.read('<' + root + '/>', new reader.VFile(), {maxSize: null, maxDepth: null} as Options)).not.toThrow()
    })
  })

  describe('malformed XML', () => {
    test('should give a positioned fatal message, caused by xast-util-from-xml’s', () => {
      const message = refuse('<' + root + '>\n  <name>a</name>\n  <' + cases.child + '>\n</' + root + '>')
      expect(message.ruleId).toBe('xml')
      expect(message.reason).toBe('Cannot parse XML: missing end tag for element ' + cases.child)
      expect(message.place).toEqual(cases.malformedPlace)
      expect(message.cause).toBeInstanceOf(reader.VFileMessage)
      const cause = message.cause as Message & {cause?: unknown}
      expect(cause.source).toBe('xast-util-from-xml')
      expect(cause.cause).toBeInstanceOf(Error)
    })

    test('should give messages for an empty document and for text only', () => {
      expect(refuse('').ruleId).toBe('xml')
      expect(refuse('just text').place).toEqual({line: 1, column: 1, offset: 0})
    })
  })
}

/** What the fuzz tests of an XML reader need: its documents and its vocabulary. */
export interface FuzzCases {
  /** File path the documents are read as (`fuzz.xml`). */
  path: string
  /** Documents to mutate. */
  seeds: readonly string[]
  /** Snippets of the format to insert. */
  snippets: readonly string[]
  /** The reader's own case: random XML in its vocabulary. */
  like: {name: string; documents: fc.Arbitrary<string>}
}

/**
 * Fuzz an XML reader: random text, mutated documents and random XML in its
 * vocabulary must give a valid tree or a fatal message, and every message a
 * place and the reader's `source`.
 */
export function describeXmlFuzz<Options>(reader: XmlReader<Options>, validateTree: Validate, cases: FuzzCases): void {
  /** Read a document: it must give a valid tree or a fatal message, and every message has a place. */
  function check(value: string): void {
    const file = new reader.VFile({path: cases.path, value})
    try {
      const tree = reader.read(value, file)
      const result = validateTree(tree)
      expect(result.ok, JSON.stringify(!result.ok && result.issues.slice(0, 3))).toBe(true)
    } catch (error) {
      if (!(error instanceof reader.VFileMessage)) throw error
      expect(error.fatal).toBe(true)
    }

    for (const message of file.messages) {
      expect(message.place).toBeDefined()
      expect(message.source).toBe(reader.source)
    }
  }

  const mutated = mutatedDocuments(cases.seeds, cases.snippets, {maxRemove: 40, maxEdits: 4, maxInsert: 8})

  describe('fuzz', () => {
    test('should only ever give messages for random text', () => {
      fc.assert(fc.property(fc.string({unit: 'grapheme-composite', maxLength: 200}), check), {numRuns: Number(process.env.FUZZ_RUNS ?? 300)})
    })

    test('should only ever give messages for mutated documents', () => {
      fc.assert(fc.property(mutated, check), {numRuns: Number(process.env.FUZZ_RUNS ?? 400)})
    })

    test(cases.like.name, () => {
      fc.assert(fc.property(cases.like.documents, check), {numRuns: Number(process.env.FUZZ_RUNS ?? 400)})
    })
  })
}
