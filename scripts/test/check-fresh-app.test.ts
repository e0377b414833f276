import {describe, expect, it} from 'vitest'
import {checkResult, entriesOf} from '../check-fresh-app.js'

describe('entriesOf', () => {
  it('should list every subpath entry as an import specifier, without package.json or patterns', () => {
    const exports = {
      '.': {types: './dist/index.d.ts', default: './dist/index.js'},
      './format': {types: './dist/format.d.ts', default: './dist/format.js'},
      './assets/*': './assets/*',
      './package.json': './package.json'
    }
    expect(entriesOf('@bidding/x-parse', exports)).toEqual(['@bidding/x-parse', '@bidding/x-parse/format'])
  })

  it('should take conditions only or a plain string as the main entry, and no exports as none', () => {
    expect(entriesOf('@bidding/x', {browser: './b.js', default: './n.js'})).toEqual(['@bidding/x'])
    expect(entriesOf('@bidding/x', './index.js')).toEqual(['@bidding/x'])
    expect(entriesOf('@bidding/x', undefined)).toEqual([])
  })
})

describe('checkResult', () => {
  it('should pass what a working app prints and name each thing a broken one gets wrong', () => {
    expect(checkResult({html: '<p>Strong notrump</p>', bss: '*00001N=…', call: '1N', dealt: 2})).toEqual([])
    expect(checkResult({html: '', bss: '', call: 'P', dealt: 0})).toEqual([
      'Expected the HTML to show `Strong notrump`',
      'Expected BSS with `1N`',
      'Expected the robot to open `1N`, not `P`',
      'Expected two deals, not 0'
    ])
  })
})
