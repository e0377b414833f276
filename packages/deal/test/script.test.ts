import {readFileSync} from 'node:fs'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {parseDeal, hcp, suitLengths} from '@bidding/hand'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {sharedDir} from '../../../test/shared.js'
import {footer, formatG, parseDealerScript, programSource, runDealerScript, type DealerScript} from '../src/index.js'
import {ScriptOutput} from '../src/lib/script/output.js'

const fixture = (name: string) => readFileSync(new URL('fixtures/' + name, import.meta.url), 'utf8')

function read(text: string): {script: DealerScript | undefined; messages: string[]} {
  const file = new VFile({path: 'test.dl'})
  const script = parseDealerScript(text, file)
  return {script, messages: file.messages.map((message) => message.line + ':' + message.column + ' ' + message.ruleId + ' ' + message.reason)}
}

async function run(text: string, options: {seed?: number; threads?: number; lazy?: boolean} = {}): Promise<string> {
  const {script, messages} = read(text)
  if (!script) throw new Error(messages.join('\n'))
  let output = ''
  await runDealerScript(script, {seed: options.seed ?? 1, threads: options.threads ?? 1, lazy: options.lazy, fileName: 'test.dl', write: (chunk) => (output += chunk), now: () => 0})
  return output
}

/** Holdings (16 numbers) of a PBN deal string. */
function holdings(text: string): number[] {
  const result = parseDeal(text)
  if (!result.ok) throw new Error(result.message)
  return result.deal.flat()
}

// dealer 20211121 with `-s 1`: its first two deals, and what it printed for them.
const first = holdings('N:2.T98.K752.KJT84 5.J7642.986.9763 AQ8.AQ5.QJT.AQ52 KJT97643.K3.A43.')
const second = holdings('N:Q7432.Q63.983.J4 .J92.QT6.A986532 KJT95.K854.K5.KT A86.AT7.AJ742.Q7')

function output(actions: string, settings: Partial<{dealer: 'N' | 'E' | 'S' | 'W'; vulnerable: 'none' | 'ns' | 'ew' | 'all'}> = {}) {
  const {script} = read('action ' + actions)
  return new ScriptOutput({
    actions: script!.actions,
    dealer: settings.dealer ?? 'N',
    vulnerable: settings.vulnerable ?? 'none',
    fileName: 'p2.dl',
    seed: 1,
    date: new Date(2026, 10, 21)
  })
}

describe('parseDealerScript', () => {
  it('should read every construct of the subset', () => {
    const {script, messages} = read(fixture('every-construct.dl'))
    expect(messages).toEqual([])
    expect(script).toMatchObject({generate: 200_000, produce: 25, dealer: 'W', vulnerable: 'ew'})
    expect(script!.predeal[0]).toBe((1 << 12) | (1 << 11))
    expect(script!.predeal[1]).toBe(1 << 10)
    expect(script!.predeal[7]).toBe(1)
    expect(script!.altcount[9]).toEqual([6, 4, 2, 1])
    expect(script!.actions.map((action) => action.kind)).toEqual(['printoneline', 'printcompact', 'printes', 'average', 'average', 'frequency', 'frequency'])
    expect(script!.shapes.length).toBe(2)
  })

  it('should default as dealer does: 10,000,000 generated, 40 printed or all, printall, condition true', () => {
    expect(read('').script).toMatchObject({generate: 10_000_000, produce: 40, dealer: 'N', vulnerable: 'none', actions: [{kind: 'printall'}]})
    expect(read('generate 500 action average hcp(north)').script).toMatchObject({generate: 500, produce: 500})
    expect(read('').script!.condition).toMatchObject({kind: 'number', value: 1})
  })

  it('should take a bare expression as the condition, and warn when a later one replaces it', () => {
    const {script, messages} = read('hcp(north) > 10\ncondition hcp(north) > 20')
    expect(script!.condition).toMatchObject({kind: 'binary', operator: '>', right: {value: 20}})
    expect(messages).toEqual(['2:1 duplicate-condition Unexpected second condition, the last one wins (as in dealer)'])
  })

  it('should read what dealer also accepts: commas in shape lists, strings over lines, a comma after the last action', () => {
    const {script, messages} = read('condition shape(north, any 4333, 5xxx)\naction printes("a\nb", \\n),\n')
    expect(messages).toEqual([])
    expect(script!.actions).toEqual([{kind: 'printes', items: [{kind: 'string', value: 'a\nb'}, {kind: 'newline'}]}])
    const table = script!.shapes[0]!
    expect(table[4 * 196 + 3 * 14 + 3]).toBe(1)
    expect(table[5 * 196 + 4 * 14 + 2]).toBe(1)
    expect(table[4 * 196 + 4 * 14 + 3]).toBe(0)
  })

  it('should follow C’s precedence', () => {
    const source = programSource(read('condition 1 + 2 * 3 == 7 && 0 || 1 ? 2 : 3').script!)
    expect(source).toContain('(((((1 + Math.imul(2, 3)) | 0) === 7) && false) || true) ? true : true')
  })

  const problems: Array<[string, string, string[]]> = [
    ['an unknown name', 'condition opener', ['1:11 undefined-name Unexpected `opener`, it is not defined (define it before use: `opener = …`)']],
    ['a redefinition', 'x = 1\nx = 2', ['2:1 redefined Unexpected second definition of `x`']],
    ['a missing seat', 'condition hcp(norht) > 5', ['1:15 syntax Unexpected `norht`, expected `north`, `east`, `south` or `west`']],
    ['a bad vulnerability', 'vulnerable All', ['1:12 syntax Unexpected `All`, expected `none`, `NS`, `EW` or `all`']],
    ['a bad dealer', 'dealer West', ['1:8 syntax Unexpected `West`, expected `north`, `east`, `south` or `west`']],
    ['a card predealt twice', 'predeal north SA\npredeal south SKA', ['2:17 predeal-twice Unexpected `SA`, already predealt']],
    ['too many predealt cards', 'predeal north SAKQJT98765432, H2', ['1:31 predeal-too-many Unexpected 14 predealt cards for one hand, expected at most 13']],
    ['a bad rank', 'predeal north SAX', ['1:17 syntax Unexpected `X`, expected a rank (`A` … `2`)']],
    ['a bad shape', 'condition shape(north, 4333x)', ['1:24 syntax Unexpected `4333x`, expected a shape such as `4333` or `5xxx`']],
    ['a bad card', 'condition hascard(north, XX)', ['1:26 syntax Unexpected `XX`, expected a card such as `TC` or `AS`']],
    ['printes without parentheses', 'action printes "x", \\n', ['1:16 syntax Unexpected `"x"`, expected `(` (dealer needs parentheses around the items of `printes`)']],
    [
      'tricks in the condition',
      'condition tricks(north, spades) > 9',
      [
        '1:11 unsupported Unsupported `tricks` in the condition: double-dummy tricks are solved for the deals produced, so use them in actions (`average tricks(north, notrump)`)'
      ]
    ],
    ['tricks in a bad strain', 'action average tricks(north, trumps)', ['1:30 syntax Unexpected `trumps`, expected a strain (`spades` … `clubs`, `notrump`)']],
    ['an unsupported function', 'condition imps(100) > 9', ['1:11 unsupported Unsupported function `imps`']],
    ['an unsupported action', 'action evalcontract', ['1:8 unsupported Unsupported action `evalcontract`']],
    ['a bad seat in print(…)', 'action print(north, up)', ['1:21 syntax Unexpected `up`, expected `north`, `east`, `south` or `west`']],
    ['bias predeal', 'predeal spades(north) == 1', ['1:9 unsupported Unsupported `predeal spades(…)` (dealing to given suit lengths); predeal cards instead']],
    ['an unclosed comment', 'action average "x" hcp(north)\n/* open', ['2:1 unclosed-comment Unexpected end of file in a comment, expected `*/`']],
    ['an unclosed string', 'action average "x hcp(north)', ['1:16 unclosed-string Unexpected end of file in a string, expected `"`', '1:29 syntax Unexpected end of file, expected an expression']],
    ['a stray character', 'condition hcp(north) > 5 @', ['1:26 unexpected-character Unexpected character `@`']],
    ['reversed frequency bounds', 'action frequency (hcp(north), 10, 5)', ['1:8 syntax Unexpected bounds, expected the lower bound first']],
    ['a missing parenthesis', 'condition (hcp(north) > 5', ['1:26 syntax Unexpected end of file, expected `)`']],
    ['two errors in two statements', 'generate x\nproduce -3', ['1:10 syntax Unexpected `x`, expected a number of deals', '2:9 syntax Unexpected `-3`, expected a number of deals']]
  ]

  for (const [name, text, expected] of problems) {
    it('should report ' + name + ' with its position and give no script', () => {
      const {script, messages} = read(text)
      expect(script).toBeUndefined()
      expect(messages).toEqual(expected)
    })
  }

  it('should mark errors fatal, name the source, and warn without failing', () => {
    const file = new VFile()
    parseDealerScript('condition x', file)
    expect(file.messages[0]).toMatchObject({fatal: true, source: '@bidding/deal'})
    const warned = new VFile()
    expect(parseDealerScript('action printall\naction printoneline', warned)).toBeDefined()
    expect(warned.messages[0]).toMatchObject({fatal: false, ruleId: 'duplicate-action'})
  })

  it('should never throw, whatever the input', () => {
    const words = fc.constantFrom('generate', 'produce', 'predeal', 'north', 'SAK', 'condition', 'action', 'hcp', '(', ')', ',', 'shape', 'any', '4333', '+', '-', 'x', '=', '"s"', '\\n', 'printes', 'average', 'frequency', '/*', '#', '\n', '?', ':', 'and', '12')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(words).map((parts) => parts.join(' '))), (text) => {
        const file = new VFile()
        const script = parseDealerScript(text, file)
        expect(script === undefined || typeof script.source === 'string').toBe(true)
      }),
      {numRuns: 400}
    )
  })
})

describe('dealer’s output', () => {
  it('should print printall as dealer does', () => {
    const out = output('printall')
    expect(out.deal(first, 0, undefined, 0)).toBe(
      [
        '   1.',
        '2                   5                   A Q 8               K J T 9 7 6 4 3 ',
        'T 9 8               J 7 6 4 2           A Q 5               K 3 ',
        'K 7 5 2             9 8 6               Q J T               A 4 3 ',
        'K J T 8 4           9 7 6 3             A Q 5 2             - ',
        '',
        ''
      ].join('\n')
    )
    expect(out.deal(second, 0, undefined, 0).split('\n')[0]).toBe('   2.')
  })

  it('should let a 13-card suit overflow its column as dealer does', () => {
    const long = holdings('N:AKQJT98765432... .QT872.JT62.9432 .43.KQ97543.AT85 .AKJ965.A8.KQJ76')
    expect(output('printall').deal(long, 0, undefined, 0).split('\n')[1]).toBe('A K Q J T 9 8 7 6 5 4 3 2 -                   -                   - ')
  })

  it('should print printew, printoneline and printcompact as dealer does', () => {
    expect(output('printew').deal(first, 0, undefined, 0)).toBe('K J T 9 7 6 4 3     5 \nK 3                 J 7 6 4 2 \nA 4 3               9 8 6 \n-                   9 7 6 3 \n\n')
    expect(output('printoneline').deal(first, 0, undefined, 0)).toBe('n 2.T98.K752.KJT84 e 5.J7642.986.9763 s AQ8.AQ5.QJT.AQ52 w KJT97643.K3.A43. \n')
    expect(output('printoneline (hcp(south))').deal(first, 0, [21], 0)).toBe('n 2.T98.K752.KJT84 e 5.J7642.986.9763 s AQ8.AQ5.QJT.AQ52 w KJT97643.K3.A43. 21\n')
    expect(output('printcompact (hcp(east))').deal(first, 0, [3], 0)).toBe('n 2.T98.K752.KJT84\ne 5.J7642.986.9763\ns AQ8.AQ5.QJT.AQ52\nw KJT97643.K3.A43.\n3\n')
    expect(output('printes("x ", hcp(north), " y", \\n)').deal(first, 0, [10], 0)).toBe('x 10 y\n')
  })

  it('should print printpbn as dealer does', () => {
    expect(output('printpbn', {dealer: 'S', vulnerable: 'ew'}).deal(first, 0, undefined, 0)).toBe(
      [
        '[Event "Hand simulated by dealer with file p2.dl, seed 1"]',
        '[Site "-"]',
        '[Date "2026.11.21"]',
        '[Board "1"]',
        '[West "-"]',
        '[North "-"]',
        '[East "-"]',
        '[South "-"]',
        '[Dealer "S"]',
        '[Vulnerable "EW"]',
        '[Deal "N:2.T98.K752.KJT84 5.J7642.986.9763 AQ8.AQ5.QJT.AQ52 KJT97643.K3.A43."]',
        '[Declarer "?"]',
        '[Contract "?"]',
        '[Result "?"]',
        '',
        ''
      ].join('\n')
    )
  })

  it('should print the pages of print(…) at the end as dealer does', () => {
    const out = output('print(north, south)')
    expect(out.deal(first, 0, undefined, 0) + out.deal(second, 0, undefined, 0)).toBe('')
    expect(out.finish()).toBe(
      [
        '',
        '',
        'North hands:',
        '',
        '',
        '',
        '   1.                  2.               ',
        '2                   Q 7 4 3 2 ',
        'T 9 8               Q 6 3 ',
        'K 7 5 2             9 8 3 ',
        'K J T 8 4           J 4 ',
        '',
        '\f',
        '',
        'South hands:',
        '',
        '',
        '',
        '   1.                  2.               ',
        'A Q 8               K J T 9 5 ',
        'A Q 5               K 8 5 4 ',
        'Q J T               K 5 ',
        'A Q 5 2             K T ',
        '',
        '\f'
      ].join('\n')
    )
  })

  it('should print averages and one- and two-way frequencies as dealer does', () => {
    const out = output('average "a" hcp(north), average hcp(north), frequency "hcpn" (hcp(north), 12, 14), frequency "lens" (spades(north), 2, 3, hearts(north), 3, 4)')
    const rows: Array<[number, number, number]> = [
      [10, 1, 3],
      [12, 2, 4],
      [12, 3, 5],
      [14, 4, 3],
      [15, 3, 3],
      [20, 2, 2]
    ]
    for (const [points, spades, hearts] of rows) out.deal(undefined, 0, [points, points, points, spades, hearts], 0)
    expect(out.finish()).toBe(
      [
        'a: 13.8333',
        '13.8333',
        'Frequency hcpn:',
        'Low\t       1',
        '   12\t       2',
        '   13\t       0',
        '   14\t       1',
        'High\t       2',
        'Frequency lens:',
        '        Low      3      4   High    Sum',
        'Low       0      1      0      0      1',
        '   2      1      0      1      0      2',
        '   3      0      1      0      1      2',
        'High      0      1      0      0      1',
        'Sum       1      3      1      1      6',
        '',
        ''
      ].join('\n')
    )
  })

  it('should gather the same statistics deal by deal as in bulk', () => {
    const actions = 'average "a" hcp(north), frequency "f" (hcp(north), 5, 10), frequency (spades(north), 2, 3, hearts(north), 3, 4)'
    const values = Array.from({length: 200 * 4}, (_, index) => (index * 7919) % 17)
    const one = output(actions)
    for (let deal = 0; deal < 200; deal++) one.deal(undefined, 0, values, deal * 4)
    const bulk = output(actions)
    expect(bulk.deals(undefined, values.slice(0, 120 * 4), 120, 4)).toBe('')
    expect(bulk.deals(undefined, values.slice(120 * 4), 80, 4)).toBe('')
    expect(bulk.count).toBe(200)
    expect(bulk.finish()).toBe(one.finish())
  })

  it('should print a frequency without Low and High rows when they are empty, and `-nan` for an empty average', () => {
    const out = output('frequency (hcp(north), 0, 1), average "never" hcp(north)')
    expect(out.finish()).toBe('Frequency :\n    0\t       0\n    1\t       0\nnever: -nan\n')
  })

  it('should format numbers as C’s %g', () => {
    expect([10.0043, 15.753, 0.476293, 6.333333333, 17, 1e-5, 1_234_567, 0.0001, 100_000, 1_000_000, 0.000_012_34, -2.5, 0, Number.NaN].map((value) => formatG(value))).toEqual([
      '10.0043', '15.753', '0.476293', '6.33333', '17', '1e-05', '1.23457e+06', '0.0001', '100000', '1e+06', '1.234e-05', '-2.5', '0', '-nan'
    ])
  })

  it('should close with dealer’s statistics', () => {
    expect(footer(1_804_518, 10_000, 1, 1.494)).toBe('Generated 1804518 hands\nProduced 10000 hands\nInitial random seed 1\nTime needed    1.494 sec\n')
  })
})

describe('runDealerScript', () => {
  it('should print deals that fit the condition, with the values of the actions', async () => {
    const text = await run('produce 30\ncondition hcp(north) >= 20 and spades(south) >= 5\naction printoneline (hcp(north)), average "n" hcp(north)')
    const lines = text.trimEnd().split('\n')
    expect(lines.length).toBe(30 + 1 + 4)
    let total = 0
    for (const line of lines.slice(0, 30)) {
      const match = /^n (\S*) e (\S*) s (\S*) w (\S*) (\d+)$/.exec(line)!
      const deal = parseDeal('N:' + match.slice(1, 5).join(' '))
      expect(deal.ok).toBe(true)
      if (!deal.ok) continue
      expect(hcp(deal.deal[0])).toBe(Number(match[5]))
      expect(hcp(deal.deal[0])).toBeGreaterThanOrEqual(20)
      expect(suitLengths(deal.deal[2])[0]).toBeGreaterThanOrEqual(5)
      total += Number(match[5])
    }

    expect(lines[30]).toBe('n: ' + formatG(total / 30))
    expect(lines[32]).toBe('Produced 30 hands')
    expect(lines[33]).toBe('Initial random seed 1')
    expect(lines[34]).toBe('Time needed    0.000 sec')
  })

  it('should run every construct and keep the predealt cards', async () => {
    const text = await run(fixture('every-construct.dl'))
    const lines = text.split('\n')
    const oneLiners = lines.filter((line) => line.startsWith('n ') && line.includes(' e '))
    expect(oneLiners.length).toBe(25)
    for (const line of oneLiners) expect(line.startsWith('n AK')).toBe(true)
    expect(text).toContain('west hcp: ')
    expect(text).toContain('Frequency west hcp:\n')
    expect(text).toContain('Produced 25 hands\n')
  })

  it('should print the same on one thread and on two', async () => {
    const script = 'generate 400000\nproduce 60\ncondition hcp(north) >= 25\naction printoneline, average hcp(south), frequency (hcp(north), 25, 30)'
    const one = await run(script, {seed: 9, threads: 1})
    expect(await run(script, {seed: 9, threads: 2})).toBe(one)
    expect(one).toMatch(/Generated \d{6} hands/)
  })

  it('should deal the same deals in full mode as another stream, with the same statistics', async () => {
    const lazy = await run('produce 5\naction printoneline', {seed: 3})
    const full = await run('produce 5\naction printoneline', {seed: 3, lazy: false})
    expect(lazy).not.toBe(full)
    expect(full.split('\n').length).toBe(lazy.split('\n').length)
  })
})

const benchDir = path.join(sharedDir, 'bench', 'dealer')
const describeBench = existsSync(benchDir) ? describe : describe.skip

describeBench('the dealer benchmark scripts (shared/bench/dealer), unchanged', () => {
  const script = (name: string) => readFileSync(path.join(benchDir, name), 'utf8')
  const value = (text: string, label: string) => Number(new RegExp('^' + label + ': (\\S+)$', 'm').exec(text)![1])

  it('should run a_uncond.dl and print dealer’s lines with the mean HCP within sampling error', async () => {
    const text = await run(script('a_uncond.dl'), {threads: 2})
    expect(text).toMatch(/^hcp north: \S+\nGenerated 1000000 hands\nProduced 1000000 hands\nInitial random seed 1\nTime needed +\d+\.\d{3} sec\n$/)
    // sd of HCP is 4.1302; 5 standard errors of a mean over 10⁶ deals.
    expect(Math.abs(value(text, 'hcp north') - 10)).toBeLessThan((5 * 4.1302) / 1000)
  })

  it('should run a_uncond_cond0.dl and produce nothing', async () => {
    expect(await run(script('a_uncond_cond0.dl'), {threads: 2})).toMatch(/^never: -nan\nGenerated 1000000 hands\nProduced 0 hands\n/)
  })

  it('should run b_1nt_5major.dl with 179.84 deals generated per deal produced', async () => {
    const text = await run(script('b_1nt_5major.dl'), {threads: 2})
    const generated = Number(/Generated (\d+) hands/.exec(text)![1])
    expect(text).toContain('Produced 10000 hands')
    // 10,000 successes of p = 0.556043 %: the count of trials has sd ≈ sqrt(10000 (1 − p)) / p.
    const p = 0.005_560_426_793_823_569
    expect(Math.abs(generated - 10_000 / p)).toBeLessThan((5 * Math.sqrt(10_000 * (1 - p))) / p)
    expect(Math.abs(value(text, 'hcp north') - 15.8031)).toBeLessThan(0.05)
    expect(Math.abs(value(text, 'hcp south') - 10.63)).toBeLessThan(0.15)
  })

  it('should run c_stats_1M.dl with every statistic within sampling error', async () => {
    const text = await run(script('c_stats_1M.dl'), {threads: 2})
    const within = (label: string, p: number) => expect(Math.abs(value(text, label) - p) / Math.sqrt((p * (1 - p)) / 1e6)).toBeLessThan(5)
    within('north balanced 4333/4432/5332', 0.476_041)
    within('north balanced 15-17', 0.048_656)
    within('north 1NT \\(15-17, no 5M\\)', 0.040_764)
    const rows = [...text.matchAll(/^ +(\d+)\t +(\d+)$/gm)].map((match) => [Number(match[1]), Number(match[2])])
    expect(rows.length).toBe(38)
    expect(rows.reduce((sum, [, count]) => sum + count!, 0)).toBe(1_000_000)
    // P(HCP = 10) = 9.405115 %.
    expect(Math.abs(zOf(rows[10]![1]!, 0.094_051_15))).toBeLessThan(5)
  })
})

function zOf(hits: number, p: number): number {
  return (hits / 1e6 - p) / Math.sqrt((p * (1 - p)) / 1e6)
}

describe('parseDealerScript on names that are keys of Object.prototype', () => {
  it('should take `constructor`, `toString` and `__proto__` for the undefined names they are', () => {
    expect(read('condition constructor(north) > 3\n').messages).toEqual([
      '1:11 undefined-name Unexpected `constructor`, it is not defined (define it before use: `constructor = …`)'
    ])
    expect(read('condition toString(north) > 1\n').messages[0]).toContain('Unexpected `toString`, it is not defined')
    expect(read('dealer __proto__\n').messages).toEqual(['1:8 syntax Unexpected `__proto__`, expected `north`, `east`, `south` or `west`'])
    expect(read('condition hcp(north, constructor) > 3\n').messages).toEqual(['1:22 syntax Unexpected `constructor`, expected a suit (`spades` …)'])
  })

  it('should let a script define a name like `constructor` and use it', async () => {
    const text = await run('constructor = 3\ncondition constructor > 1\nproduce 1\naction printoneline\n')
    expect(text.split('\n')[0]).toMatch(/^n [AKQJT2-9x.]+ e /)
  })
})

describe('parseDealerScript on deep and huge expressions', () => {
  it('should refuse 50,000 parentheses, `!`s or `&&`s with a positioned message, not a stack overflow', () => {
    expect(read('condition ' + '('.repeat(50_000) + '1' + ')'.repeat(50_000) + '\n').messages).toEqual([
      '1:211 too-deep Unexpected expression nested deeper than 200 levels'
    ])
    expect(read('condition ' + '!'.repeat(50_000) + '1\n').messages).toEqual(['1:210 too-deep Unexpected expression nested deeper than 200 levels'])
    const chain = read('condition ' + Array.from({length: 50_000}, () => 'hcp(north) > 1').join(' && ') + '\n')
    expect(chain.script).toBeUndefined()
    expect(chain.messages[0]).toMatch(/^1:11 too-deep Unexpected expression nested deeper than 200 levels$/)
  })

  it('should refuse definitions that double at each line before the compiler expands them', () => {
    let text = 'a0 = hcp(north)\n'
    for (let index = 1; index < 40; index++) text += 'a' + index + ' = a' + (index - 1) + ' + a' + (index - 1) + '\n'
    const {script, messages} = read(text + 'condition a39 > 3\n')
    expect(script).toBeUndefined()
    expect(messages[0]).toBe('1:6 too-large Unexpected expression of more than 100,000 parts (definitions used in definitions)')
  })

  it('should still read a chain of 150 conditions', async () => {
    expect(read('condition ' + Array.from({length: 150}, () => 'hcp(north) >= 0').join(' && ') + '\n').messages).toEqual([])
  })
})
