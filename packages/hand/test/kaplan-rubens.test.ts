import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {kaplanRubens, kaplanRubensQuality, parseHand, type Hand} from '../src/index.js'

const hand = (text: string): Hand => {
  const result = parseHand(text, {notation: 'pbn'})
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

describe('kaplanRubens and kaplanRubensQuality', () => {
  it('should give the worked values of the Four C’s in hundredths', () => {
    // 4-3-3-3: qualities 0.3 + 0 + 0.4 + 0.6, an unprotected queen 0.75, less ½ for the shape.
    expect(kaplanRubens(hand('J86.543.T952.Q87'))).toBe(155)
    expect(kaplanRubensQuality(hand('KQT96...')[0])).toBe(325)
    // A doubleton king is a full 2; the first doubleton is not counted.
    expect(kaplanRubens(hand('K7.943.843.KQT96'))).toBe(910)
  })

  it('should agree with dealer’s cccc and quality on every hand of a dealer run', () => {
    // `dealer -s 21` printing each north hand, then cccc(north) and quality(north, suit) for the four suits.
    const lines = readFileSync(new URL('fixtures/dealer-cccc.txt', import.meta.url), 'utf8').split('\n')
    let compared = 0
    for (let index = 0; index + 1 < lines.length; index += 2) {
      const match = /^n (\S+)/.exec(lines[index]!)
      if (!match) continue
      const [cccc, ...qualities] = lines[index + 1]!.trim().split(/\s+/).map(Number)
      const north = hand(match[1]!)
      expect(kaplanRubens(north), match[1]).toBe(cccc)
      expect(north.map((holding) => kaplanRubensQuality(holding)), match[1]).toEqual(qualities)
      compared++
    }

    expect(compared).toBe(300)
  })
})
