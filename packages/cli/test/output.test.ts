import {closeSync, openSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {writeText} from '../src/lib/output.js'
import {temporary} from './io.js'

/** The bytes `writeText` puts in a file for `text`, encoded `step` characters at a time. */
async function written(text: string | Uint8Array, step: number): Promise<Buffer> {
  const file = path.join(await temporary(), 'out.txt')
  const fd = openSync(file, 'w')
  try {
    writeText(fd, text, step)
  } finally {
    closeSync(fd)
  }

  return readFileSync(file)
}

describe('writing a result a piece at a time', () => {
  it('should write the bytes of the whole text encoded at once, whatever piece ends at a surrogate pair', async () => {
    // Astral characters (surrogate pairs) at every offset, two-byte and ASCII text, and lone surrogates.
    const text = 'a🂡♠b🂡🂡é\uD800x\uDC00🂡' + '🂡'.repeat(5) + 'z\uD83C'
    for (const step of [1, 2, 3, 4, 5, 7, 1 << 20]) {
      expect(await written(text, step)).toEqual(Buffer.from(text, 'utf8'))
    }
  })

  it('should write bytes as they are', async () => {
    const bytes = Uint8Array.from([0, 255, 0xed, 0xa0, 0x80])
    expect(new Uint8Array(await written(bytes, 2))).toEqual(bytes)
  })
})
