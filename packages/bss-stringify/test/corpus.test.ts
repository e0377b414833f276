import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {toBss} from '@bidding/bss-stringify'
import {corpus, describeCorpus, hasCorpus} from '../../../test/shared.js'

/** BML inputs beside their expected `.bss`. */
const cases: Array<{input: string; expected: string}> = []
if (hasCorpus) {
  const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')
  for (const name of readdirSync(path.join(gpaulissen, 'data'))) {
    if (!name.endsWith('.bml') || name === 'test_include.bml') continue
    cases.push({input: path.join(gpaulissen, 'data', name), expected: path.join(gpaulissen, 'expected', name.replace(/\.bml$/, '.bss'))})
  }

  for (const name of readdirSync(corpus('bml', 'probes'))) {
    if (!name.endsWith('.bml')) continue
    cases.push({input: corpus('bml', 'probes', name), expected: corpus('bml', 'probes', name.replace(/\.bml$/, '.bss'))})
  }
}

/** As the reference test compares: line by line, trailing whitespace stripped. */
function lines(value: string): string[] {
  return value.split('\n').map((line) => line.trimEnd())
}

function convert(input: string, profile: 'default' | 'reference'): string {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  // The reader in its reference profile, so that only the writer's profile differs.
  return toBss(fromBml(String(file.value), file, {profile: 'reference'}), {profile}, file)
}

describeCorpus('corpus: BML → BSS, reference profile', () => {
  for (const {input, expected} of cases) {
    it('should write `' + path.basename(expected) + '` as BML 2.7.0 does', () => {
      expect(lines(convert(input, 'reference'))).toEqual(lines(readFileSync(expected, 'utf8')))
    })
  }
})

describeCorpus('corpus: BML → BSS, default profile', () => {
  for (const {input, expected} of cases) {
    const name = path.basename(expected)
    it('should write `' + name + '` as BML 2.7.0 does, but for the bugs it fixes', () => {
      const ours = lines(convert(input, 'default'))
      const theirs = lines(readFileSync(expected, 'utf8'))
      if (name === 'q1.bss') {
        // `5M` in a substituted meaning: BML 2.7.0 writes U+0001 for the digits.
        const differences = theirs.flatMap((line, index) => (line === ours[index] ? [] : [[line, ours[index]]]))
        expect(differences).toEqual([
          ['001H=NYYYYYY0085+!h, \u0001!h and !h', '001H=NYYYYYY0085+!h, 5!h and !h'],
          ['001S=NYYYYYY0085+!s, \u0001!s and !s', '001S=NYYYYYY0085+!s, 5!s and !s']
        ])
      } else {
        expect(ours).toEqual(theirs)
      }
    })
  }
})
