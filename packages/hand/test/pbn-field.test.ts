import {readFileSync} from 'node:fs'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {cardCount, formatDeal, parsePbn, toPbn, type PbnGame} from '../src/index.js'

/** A fixture as text; ISO 8859-1 files are read byte for byte. */
const field = (name: string) => readFileSync(new URL('fixtures/field/' + name, import.meta.url), 'latin1')

/** What a game holds, without positions (which move when text is written anew). */
function content(games: PbnGame[]) {
  return games.map(({position, tags, ...rest}) => ({...rest, tags: tags.map(({position, ...tag}) => tag)}))
}

function read(name: string) {
  const file = new VFile({path: name})
  const text = field(name)
  return {text, file, games: parsePbn(text, file)}
}

describe('PBN files from the field', () => {
  it('should end a game at a blank line, so two Room tags stay in one game (Bridge Bidding Analyser)', () => {
    const {games, file} = read('bba-ogust.pbn')
    expect(file.messages.map(String)).toEqual([])
    expect(games.map((game) => game.board)).toEqual([1, 2, 3, 4])
    for (const game of games) {
      expect(game.tags.filter((tag) => tag.name === 'Room').map((tag) => tag.value)).toEqual(['Open', 'IMP'])
      expect(game.deal?.every((hand) => cardCount(hand) === 13)).toBe(true)
    }

    expect(formatDeal(games[0]!.deal!)).toBe('N:A93.KQ43.Q5.9852 652.J.K98742.K76 Q87.9852.JT6.J43 KJT4.AT76.A3.AQT')
  })

  it('should read `4C*` as an alerted 4C in its seat, not as a stray token', () => {
    const {games, file} = read('ben-1H-3N.pbn')
    expect(file.messages.map(String)).toEqual([])
    expect(games[3]!.auction!.calls.map((call) => call.call)).toEqual(['1H', 'P', '3N', 'P', '4C', 'P', '4H', 'P', '4N', 'P', '5C', 'P', '6H', 'P', 'P', 'P'])
    expect(games[3]!.auction!.calls.filter((call) => call.alert).map((call) => call.call)).toEqual(['4C', '4N'])
    // Every auction ends with three passes after a bid: no token was dropped or shifted.
    for (const game of games) expect(game.auction?.calls.slice(-3).map((call) => call.call)).toEqual(['P', 'P', 'P'])
  })

  it('should read `XS` as a double that keeps its mark', () => {
    const {games, file} = read('bba-1S-2D-xs.pbn')
    expect(file.messages.map(String)).toEqual([])
    const calls = games[0]!.auction!.calls
    expect(calls.map((call) => call.call)).toEqual(['1S', '2D', 'P', '3C', '3S', 'X', 'P', 'P', 'P'])
    expect(calls[5]).toEqual({call: 'X', mark: 'S'})
  })

  it('should read BridgeComposer’s `AC` as a turn with any call, and keep the facit comments', () => {
    const {games, file, text} = read('bridgecomposer-bw.pbn')
    expect(file.messages.map(String)).toEqual([])
    expect(games.length).toBe((text.match(/^\[Board /gm) ?? []).length)
    const third = games.find((game) => game.board === 3)!
    expect(third.auction).toEqual({first: 'W', calls: [{call: '1H'}, {placeholder: 'AC'}, {call: 'P'}]})
    const second = games.find((game) => game.board === 2)!
    expect(second.tags.find((tag) => tag.name === 'Declarer')?.comments).toEqual(['{ 4H 10 5H 7 3N 4 6C 3 6S 2}'])
  })

  it('should keep `##` values, read `5C=1` as a note reference and keep a comment with blank lines in its game', () => {
    const {games, file} = read('ben-result-facit.pbn')
    expect(games.length).toBe(1)
    expect(games[0]!.tags.slice(0, 3).map((tag) => tag.value)).toEqual(['##BW', '##BEN', '##2024.10.27'])
    const calls = games[0]!.auction!.calls
    expect(calls.length).toBe(21)
    expect(calls[11]).toEqual({call: '5C'})
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([[27, 'missing-note']])
    expect(games[0]!.after?.join('\n')).toContain('Facit Score:     7')
  })

  it('should read the PBN verifier’s games: `-` turns, NAGs, irregularities and comments in the auction', () => {
    const {games, file} = read('pbn-verifier-correct_10.pbn')
    // Game 22 spreads one tag over four lines, which this reader does not follow.
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([
      [283, 'invalid-tag'],
      [284, 'unexpected-text'],
      [285, 'unexpected-text'],
      [286, 'unexpected-text']
    ])
    expect(games.find((game) => game.tags[0]?.value === 'my event')?.tags.map((tag) => tag.name)).toEqual(['Event', 'Date'])
    const second = games[1]!
    expect(second.auction!.calls.slice(0, 4)).toEqual([
      {placeholder: '-'},
      {call: '1D'},
      {call: '1S'},
      {call: '3H', annotation: '!', nags: [13], notes: [' non-forcing 6-9 points, 6-card'], noteNumbers: [1]}
    ])
    const third = games[2]!
    expect(third.auction!.calls.slice(0, 3)).toEqual([{placeholder: '-'}, {call: '1D', irregularities: ['^S']}, {call: '1C', irregularities: ['^I']}])
    expect(second.auction!.allPass).toBe(true)
  })

  it('should write every file back with the same content, byte for byte apart from line ends', () => {
    for (const name of ['bba-ogust.pbn', 'ben-1H-3N.pbn', 'bba-1S-2D-xs.pbn', 'bridgecomposer-bw.pbn', 'ben-result-facit.pbn', 'pbn-verifier-correct_10.pbn']) {
      const {text, games} = read(name)
      const written = toPbn(games)
      // The verifier's file puts two tags on one line; they are written on two.
      if (name !== 'pbn-verifier-correct_10.pbn') expect(written, name).toBe(text.replaceAll('\r\n', '\n'))
      expect(content(parsePbn(written)), name).toEqual(content(games))
    }
  })
})

describe('toPbn on games that were read and then changed', () => {
  it('should write a changed auction anew with its note numbers and keep the rest as written', () => {
    const {games, text} = read('bba-ogust.pbn')
    const game = games[0]!
    const before = toPbn(game)
    game.auction!.calls.push({call: 'P', annotation: '?'})
    const after = toPbn(game)
    expect(after).not.toBe(before)
    const again = parsePbn(after)[0]!
    expect(again.auction!.calls.at(-1)).toEqual({call: 'P', annotation: '?'})
    expect(again.auction!.calls.slice(0, -1)).toEqual(game.auction!.calls.slice(0, -1))
    // Tags, `%` lines and the Play section are untouched.
    expect(after.split('[Auction')[0]).toBe(before.split('[Auction')[0])
    expect(text.startsWith(after.split('[Auction')[0]!)).toBe(true)
  })

  it('should keep the deal’s first seat when the deal changes', () => {
    const {games} = read('pbn-verifier-correct_10.pbn')
    const game = games[1]!
    expect(game.tags.find((tag) => tag.name === 'Deal')?.value.startsWith('W:')).toBe(true)
    const swapped = [game.deal![2], game.deal![3], game.deal![0], game.deal![1]] as const
    game.deal = swapped
    const deal = parsePbn(toPbn(game))[0]!.tags.find((tag) => tag.name === 'Deal')?.value
    expect(deal?.startsWith('W:')).toBe(true)
  })
})

describe('games and blank lines', () => {
  it('should start a new game after a blank line even when no tag repeats', () => {
    const games = parsePbn('[Board "1"]\n[Dealer "N"]\n\n[Event "next"]\n[Dealer "E"]\n')
    expect(games.map((game) => game.dealer)).toEqual(['N', 'E'])
  })

  it('should split games that repeat `Board` without a blank line, with a warning', () => {
    const file = new VFile()
    const games = parsePbn('[Board "1"]\n[Dealer "N"]\n[Board "2"]\n[Dealer "E"]\n', file)
    expect(games.map((game) => [game.board, game.dealer])).toEqual([
      [1, 'N'],
      [2, 'E']
    ])
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([[3, 'missing-blank-line']])
  })

  it('should write `#` values again only while they still match the game before', () => {
    const games = parsePbn('[Event "Club"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n')
    expect(games[1]!.tags[0]).toMatchObject({name: 'Event', value: 'Club', inherited: true})
    expect(toPbn(games)).toBe('[Event "Club"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n')
    expect(toPbn([games[1]!])).toBe('[Event "Club"]\n[Board "2"]\n')
  })
})
