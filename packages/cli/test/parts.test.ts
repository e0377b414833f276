import {describe, expect, it} from 'vitest'
import {z} from 'zod'
import {createProgress, flagsOf, optionsFrom, UsageError} from '@bidding/cli'
import {Sink} from './io.js'

describe('flagsOf', () => {
  it('should derive flags from an options schema', () => {
    const schema = z.object({
      tree: z.boolean().optional().describe('draw trees'),
      indentation: z.number().int().default(2),
      profile: z.enum(['default', 'reference']).optional(),
      include: z.array(z.string()).optional(),
      title: z.string().nullable(),
      readFile: z.function().optional()
    })
    expect(flagsOf(schema)).toEqual([
      {key: 'tree', flag: 'tree', kind: 'boolean', description: 'draw trees', choices: undefined},
      {key: 'indentation', flag: 'indentation', kind: 'number', description: undefined, choices: undefined},
      {key: 'profile', flag: 'profile', kind: 'string', description: undefined, choices: ['default', 'reference']},
      {key: 'include', flag: 'include', kind: 'list', description: undefined, choices: undefined},
      {key: 'title', flag: 'title', kind: 'string', description: undefined, choices: undefined}
    ])
    expect(flagsOf(undefined)).toEqual([])
  })
})

describe('optionsFrom', () => {
  const schema = z.object({
    includeExternalFiles: z.boolean().optional(),
    indentation: z.number().int().min(1).max(9).optional(),
    profile: z.enum(['default', 'reference']).optional(),
    include: z.array(z.string()).optional()
  })

  it('should bind values to the schema’s fields', () => {
    const values = new Map<string, Array<string | boolean>>([
      ['include-external-files', [false]],
      ['indentation', ['4']],
      ['profile', ['reference']],
      ['include', ['a', 'b']]
    ])
    expect(optionsFrom(values, schema, 'bml')).toEqual({
      includeExternalFiles: false,
      indentation: 4,
      profile: 'reference',
      include: ['a', 'b']
    })
  })

  it('should refuse values of the wrong kind or that the schema refuses', () => {
    expect(() => optionsFrom(new Map([['profile', [true]]]), schema, 'bml')).toThrow(UsageError)
    expect(() => optionsFrom(new Map([['indentation', [true]]]), schema, 'bml')).toThrow('Expected a number after `--indentation`')
    expect(() => optionsFrom(new Map([['profile', ['odd']]]), schema, 'bml reader')).toThrow(
      /^Invalid bml reader option `--profile`/
    )
  })
})

describe('createProgress', () => {
  it('should stay quiet for the first second and off a terminal', () => {
    let time = 0
    const stream = new Sink()
    const progress = createProgress({total: 10, unit: 'files', stream, now: () => time})
    stream.isTTY = true
    progress.tick()
    time = 500
    progress.tick()
    expect(stream.text).toBe('')
    stream.isTTY = false
    time = 1500
    progress.tick()
    expect(stream.text).toBe('')
  })

  it('should draw a bar on a terminal after a second, and clear it', () => {
    let time = 0
    const stream = new Sink()
    stream.isTTY = true
    stream.columns = 60
    const progress = createProgress({total: 4, unit: 'files', stream, now: () => time})
    time = 2000
    progress.tick(2)
    expect(stream.text).toBe('\r[##########          ] 2/4 files (1/s, ETA 2s)\u001B[K')
    time = 2050
    progress.tick()
    expect(stream.text).toBe('\r[##########          ] 2/4 files (1/s, ETA 2s)\u001B[K')
    progress.done()
    expect(stream.text.endsWith('\r\u001B[K')).toBe(true)
  })

  it('should estimate the time left from the rate so far', () => {
    let time = 0
    const stream = new Sink()
    stream.isTTY = true
    const progress = createProgress({total: 1000, unit: 'tables', stream, now: () => time})
    time = 10_000
    progress.tick(50)
    // 5 a second, 950 to go: 190 s.
    expect(stream.text).toContain('50/1000 tables (5/s, ETA 3m10s)')
  })
})
