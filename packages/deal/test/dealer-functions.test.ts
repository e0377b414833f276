import {kaplanRubens, kaplanRubensQuality, parseDeal} from '@bidding/hand'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {parseDealerScript, runDealerScript} from '../src/index.js'

async function run(text: string, seed = 1): Promise<string> {
  const file = new VFile({path: 'test.dl'})
  const script = parseDealerScript(text, file)
  if (!script) throw new Error(file.messages.map(String).join('\n'))
  let output = ''
  await runDealerScript(script, {seed, threads: 1, fileName: 'test.dl', footer: false, date: new Date(2026, 10, 25), write: (chunk) => (output += chunk)})
  return output
}

describe('dealer functions and forms the reader once refused', () => {
  it('should read shapes written side by side as joined by `+`', async () => {
    const joined = await run('produce 30\ncondition shape(north, any 4432 + any 5332 - 4xx3)\naction printoneline')
    const sideBySide = await run('produce 30\ncondition shape(north, any 4432 any 5332 - 4xx3)\naction printoneline')
    expect(sideBySide).toBe(joined)
    expect(joined.trimEnd().split('\n').length).toBe(30)
  })

  it('should give cccc and quality as the Kaplan–Rubens values of the hand', async () => {
    const text = await run('produce 25\naction printoneline, printes(cccc(north), " ", quality(north, hearts), \\n)')
    const lines = text.trimEnd().split('\n')
    expect(lines.length).toBe(50)
    for (let index = 0; index < lines.length; index += 2) {
      const deal = parseDeal('N:' + lines[index]!.split(' ')[1]! + ' - - -')
      if (!deal.ok) throw new Error(deal.message)
      const north = deal.deal[0]
      expect(lines[index + 1]).toBe(kaplanRubens(north) + ' ' + kaplanRubensQuality(north[1]))
    }
  })

  it('should give rnd(n) from 0 to n − 1, the same on every run, and spread evenly', async () => {
    const text = await run('generate 4000\nproduce 4000\naction frequency (rnd(4), 0, 3), average rnd(100)')
    const counts = [...text.matchAll(/^\s*(\d)\s+(\d+)$/gm)].map((match) => Number(match[2]))
    expect(counts.length).toBe(4)
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(4 * Math.sqrt(4000 * 0.25 * 0.75))
    const average = Number(/^([\d.]+)$/m.exec(text)?.[1])
    expect(Math.abs(average - 49.5)).toBeLessThan(4 * (28.9 / Math.sqrt(4000)))
    expect(await run('generate 4000\nproduce 4000\naction frequency (rnd(4), 0, 3), average rnd(100)')).toBe(text)
  })

  it('should rotate printpbn’s Dealer and Vulnerable by board number when the script sets neither, as dealer does', async () => {
    const text = await run('produce 5\naction printpbn')
    expect([...text.matchAll(/\[Dealer "(\w)"\]/g)].map((match) => match[1])).toEqual(['N', 'E', 'S', 'W', 'N'])
    expect([...text.matchAll(/\[Vulnerable "(\w+)"\]/g)].map((match) => match[1])).toEqual(['None', 'NS', 'EW', 'All', 'NS'])
    const fixed = await run('produce 3\ndealer east\naction printpbn')
    expect([...fixed.matchAll(/\[Dealer "(\w)"\]/g)].map((match) => match[1])).toEqual(['E', 'E', 'E'])
    expect([...fixed.matchAll(/\[Vulnerable "(\w+)"\]/g)].map((match) => match[1])).toEqual(['None', 'NS', 'EW'])
  })
})
