import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {capMessages} from '@bidding/core/messages'

function fileWith(count: number, ruleId: string, fatal?: boolean): VFile {
  const file = new VFile({path: 'x.txt'})
  for (let index = 0; index < count; index++) {
    const message = file.message('bad ' + index, {place: {line: 1, column: index + 1}, ruleId, source: 'test'})
    if (fatal !== undefined) message.fatal = fatal
  }

  return file
}

describe('capMessages', () => {
  it('should keep the first 100 messages of a rule and sum up the rest in one', () => {
    const file = fileWith(20_000, 'unexpected-character', true)
    expect(capMessages(file)).toBe(19_900)
    expect(file.messages).toHaveLength(101)
    expect(file.messages.slice(0, 100).map((message) => message.reason)).toEqual(Array.from({length: 100}, (_, index) => 'bad ' + index))
    const last = file.messages[100]!
    expect(last.reason).toBe('and 19,900 more `unexpected-character` messages (the next at 1:101)')
    expect([last.ruleId, last.source, last.fatal, last.line, last.column]).toEqual(['too-many-messages', 'test', true, 1, 101])
  })

  it('should cap each rule on its own and keep warnings apart from errors', () => {
    const file = fileWith(150, 'a', false)
    for (const message of fileWith(3, 'b').messages) file.messages.push(message)
    capMessages(file)
    expect(file.messages.map((message) => message.ruleId)).toEqual([
      ...Array.from({length: 100}, () => 'a'),
      'too-many-messages',
      'b',
      'b',
      'b'
    ])
  })

  it('should keep at most 1,000 messages in a file, the last one saying how many more', () => {
    const file = new VFile()
    for (let rule = 0; rule < 30; rule++) for (const message of fileWith(50, 'rule' + rule).messages) file.messages.push(message)
    expect(capMessages(file)).toBe(501)
    expect(file.messages).toHaveLength(1000)
    expect(file.messages.at(-1)!.reason).toBe('and 501 more messages (the next at 1:50)')
    expect(file.messages.at(-1)!.ruleId).toBe('too-many-messages')
  })

  it('should leave its own summaries as they are when capping again', () => {
    const file = fileWith(300, 'a')
    capMessages(file)
    const once = file.messages.map((message) => message.reason)
    expect(capMessages(file)).toBe(0)
    expect(file.messages.map((message) => message.reason)).toEqual(once)
  })

  it('should leave a file with few messages as it is', () => {
    const file = fileWith(100, 'a')
    const before = [...file.messages]
    expect(capMessages(file)).toBe(0)
    expect(file.messages).toEqual(before)
  })
})
