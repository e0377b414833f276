/**
 * Fixtures: `fixtures/<case>/input.txt` read with `config.json` (if any);
 * the messages must be those of `messages.json` (place and rule id, in
 * order) and, when the case has one, the tree that of `tree.json` (without
 * positions). `UPDATE=1` rewrites the expectations.
 */

import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBidspace} from '@bidding/bidspace-parse'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const update = process.env.UPDATE === '1'

function read(name: string, file: string): string | undefined {
  const full = path.join(root, name, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined
}

describe('fixtures', () => {
  for (const name of readdirSync(root).sort()) {
    it('should read `' + name + '` as expected', () => {
      const value = read(name, 'input.txt')!
      const config = JSON.parse(read(name, 'config.json') ?? '{}') as Record<string, unknown>
      const file = new VFile({path: name + '/input.txt', value})
      const tree = fromBidspace(value, file, config)

      expect(validateTree(tree).ok).toBe(true)
      for (const message of file.messages) {
        expect(message.source).toBe('@bidding/bidspace-parse')
        expect(message.fatal).toBe(false)
        expect(message.line).toBeGreaterThan(0)
        expect(message.column).toBeGreaterThan(0)
      }

      const messages = file.messages.map(
        (message) => message.line + ':' + message.column + '-' + message.place!.end!.line + ':' + message.place!.end!.column + ' ' + message.ruleId
      )
      const expectedMessages = read(name, 'messages.json')
      if (update || expectedMessages === undefined) {
        writeFileSync(path.join(root, name, 'messages.json'), JSON.stringify(messages, undefined, 2) + '\n')
      } else {
        expect(messages).toEqual(JSON.parse(expectedMessages))
      }

      const expectedTree = read(name, 'tree.json')
      if (expectedTree !== undefined) {
        removePosition(tree, {force: true})
        if (update) writeFileSync(path.join(root, name, 'tree.json'), JSON.stringify(tree, undefined, 2) + '\n')
        else expect(tree).toEqual(JSON.parse(expectedTree))
      }
    })
  }
})
