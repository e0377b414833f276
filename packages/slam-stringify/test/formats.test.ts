import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {constraintToString} from '@bidding/core/constraints'
import {createRegistry} from '@bidding/core/registry'
import {validateTree} from '@bidding/core/schemas'
import type {Bid, Convention, Root} from '@bidding/core'
import {format as json} from '@bidding/json/format'
import {formats as readers} from '@bidding/slam-parse/format'
import {formats as writers} from '@bidding/slam-stringify/format'
import {VFile} from 'vfile'
import {expect, test} from 'vitest'
import {corpus, describeCorpus, repoRoot} from '../../../test/shared.js'

const registry = createRegistry([json, ...readers, ...writers])

function constraints(children: Convention['children'] | Bid['children']): string[] {
  const result: string[] = []
  for (const child of children) {
    if (child.type !== 'bid') continue
    result.push((child.raw ?? child.call) + ': ' + (child.constraint ? constraintToString(child.constraint) : '-'))
    result.push(...constraints(child.children))
  }

  return result
}

describeCorpus('across formats', () => {
  const auto1 = corpus('slam', 'conventionsv2', 'auto1.conv')

  test('should convert `auto1.conv` to JSON through a registry, with constraints that print as text', async () => {
    const file = new VFile({path: auto1, value: readFileSync(auto1, 'utf8')})
    const output = await registry.processor({from: 'slam-conv', to: 'json'}).process(file)
    expect(output.messages).toEqual([])

    // The JSON reads back (validated) as the same tree.
    const back = registry.processor({from: 'json', to: 'slam-conv'})
    const tree = back.parse(new VFile({value: String(output)})) as Root
    expect(validateTree(tree).ok).toBe(true)
    expect(constraints((tree.children[0] as Convention).children)).toEqual([
      '1NT: 15–17 HCP, 2–4♠, 2–4♥, 2–6♦, 2–6♣',
      '2NT: 8–9 HCP, ≤3♠, ≤3♥',
      'PASS: ≤15 HCP',
      '3NT: 16+ HCP',
      '3NT: 10–16 HCP, ≤3♠, ≤3♥',
      'PASS: any hand',
      'PASS: ≤7 HCP, ≤4♠, ≤4♥'
    ])

    // And JSON → SLAMBidding gives the convention back.
    const again = await back.process(new VFile({value: String(output)}))
    expect(String(again)).toBe(String(await registry.processor({from: 'slam-conv', to: 'slam-conv'}).process(new VFile({value: readFileSync(auto1, 'utf8')}))))
  })

  test('should convert `auto1.conv` to JSON on the command line', () => {
    const stdout = execFileSync(
      process.execPath,
      ['--conditions=@bidding/source', '--import', 'tsx', path.join(repoRoot, 'packages/cli/src/bin/bidding.ts'), 'convert', auto1, '--to', 'json'],
      {cwd: repoRoot, encoding: 'utf8'}
    )
    const tree = JSON.parse(stdout) as Root
    expect(validateTree(tree).ok).toBe(true)
    expect(tree.children[0]).toMatchObject({type: 'convention', names: ['strong 1NT']})
    expect(constraintToString(((tree.children[0] as Convention).children[0] as Bid).constraint!)).toBe('15–17 HCP, 2–4♠, 2–4♥, 2–6♦, 2–6♣')
  })

  test('should convert a system, resolved while reading, to JSON and back to the same system', async () => {
    const system = corpus('slam', 'systems', 'SAYC.system')
    const value = readFileSync(system, 'utf8')
    const output = await registry.processor({from: 'slam-system', to: 'json', parseOptions: {resolve: true}}).process(new VFile({path: system, value}))
    const tree = JSON.parse(String(output)) as Root
    expect(validateTree(tree).ok).toBe(true)
    expect(JSON.stringify(tree)).toContain('"subconvention":"stayman"')
    const back = await registry.processor({from: 'json', to: 'slam-system', stringifyOptions: {compact: true}}).process(new VFile({value: String(output)}))
    expect(String(back)).toBe(value)
  })
})
