import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree, type Root} from '@bidding/core'
import {fromRulesXml, type Options} from '@bidding/rules-xml-parse'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const update = process.env.UPDATE === '1'

/** A message as one line: `place ruleId reason`, and whether it is fatal. */
export function describeMessage(message: VFileMessage): string {
  const place = message.place
  const at = !place
    ? '?'
    : 'start' in place
      ? place.start.line + ':' + place.start.column + '-' + place.end.line + ':' + place.end.column
      : place.line + ':' + place.column
  return (message.fatal ? 'fatal ' : '') + at + ' ' + message.ruleId + ' ' + message.reason
}

describe('fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    test('should read `' + name + '` as expected', () => {
      const folder = path.join(fixtures, name)
      const input = readdirSync(folder).find((file) => file.startsWith('input.'))!
      const value = readFileSync(path.join(folder, input), 'utf8')
      const options = existsSync(path.join(folder, 'config.json'))
        ? (JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as Options)
        : {}
      const file = new VFile({path: input, value})
      let tree: Root | undefined
      try {
        tree = fromRulesXml(value, file, options)
      } catch (error) {
        if (!(error instanceof VFileMessage)) throw error
        expect(error.fatal).toBe(true)
        expect(error.source).toBe('@bidding/rules-xml-parse')
      }

      for (const message of file.messages) {
        expect(message.place, describeMessage(message)).toBeDefined()
        expect(message.source).toBe('@bidding/rules-xml-parse')
      }

      const messages = file.messages.map((message) => describeMessage(message))
      const treePath = path.join(folder, 'tree.json')
      const messagesPath = path.join(folder, 'messages.json')
      if (tree) {
        expect(validateTree(tree).ok).toBe(true)
        removePosition(tree, {force: true})
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
