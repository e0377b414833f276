/**
 * Tree fixtures, one folder per construct: `input.bml`, the tree it reads
 * as (`tree.json`, positions removed), its messages (`messages.json`) and
 * reader options (`config.json`). `UPDATE=1` rewrites the expected files.
 */

import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {clean, messageList} from './util.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const update = process.env.UPDATE === '1'

describe('fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    const folder = path.join(fixtures, name)
    it('should read `' + name + '`', () => {
      const input = path.join(folder, 'input.bml')
      const configPath = path.join(folder, 'config.json')
      const options = existsSync(configPath) ? (JSON.parse(readFileSync(configPath, 'utf8')) as Options) : {}
      const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
      const tree = clean(fromBml(String(file.value), file, options))
      removePosition(tree, {force: true})
      const messages = messageList(file)
      const treePath = path.join(folder, 'tree.json')
      const messagesPath = path.join(folder, 'messages.json')
      if (update) {
        writeFileSync(treePath, JSON.stringify(tree, null, 2) + '\n')
        writeFileSync(messagesPath, JSON.stringify(messages, null, 2) + '\n')
      }

      expect(tree).toEqual(JSON.parse(readFileSync(treePath, 'utf8')))
      expect(messages).toEqual(JSON.parse(readFileSync(messagesPath, 'utf8')))
    })
  }
})
