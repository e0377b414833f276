import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import {fromSlam} from '@bidding/slam-parse'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {fixtureInputs} from '../../../test/fuzz.js'
import {corpus, hasCorpus} from '../../../test/shared.js'
import {describeXmlFuzz} from '../../../test/xml-reader.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Documents to mutate: the fixtures, and the corpus when it is there. */
const seeds: string[] = fixtureInputs(fixtures)
if (hasCorpus) {
  for (const name of ['conventionsv2/auto1.conv', 'conventionsv2/auto2.conv.pretty', 'conventions/auto4.conv', 'systems/SAYC.system']) {
    seeds.push(readFileSync(corpus('slam', name), 'utf8'))
  }
}

const snippets = [
  '<',
  '>',
  '/>',
  '</open>',
  '<open bid="1C">',
  '<handtypes>',
  '<type/>',
  '<HCP min="1" max="x"/>',
  '<subconvention name="a"/>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&x;',
  '"',
  "'",
  '<!DOCTYPE c [<!ENTITY e "e">]>',
  '<?pi?>',
  '\u0000',
  '\uD800',
  '🂡',
  ' over="all"',
  ' seats="13"'
]

/** Random XML from SLAMBidding's vocabulary. */
const xml: fc.Arbitrary<string> = fc.letrec<{node: string}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    fc.constantFrom('text', '<!-- c -->', '<?p x?>', '<![CDATA[d]]>', ''),
    fc
      .tuple(
        fc.constantFrom('convention', 'system', 'name', 'parent', 'actions', 'open', 'tell', 'handtypes', 'type', 'HCP', 'spades', 'subconvention', 'action', 'PossibleAuctions', 'auction', 'shape', 'reqconv', 'subconv', 'x'),
        fc.array(
          fc.tuple(
            fc.constantFrom('bid', 'over', 'seats', 'seat', 'name', 'min', 'max', 'honorsmin', 'controlsmax', 'z'),
            fc.constantFrom('1NT', 'PASS', 'all', 'PASS, X', '1234', '5', 'x', '', '08', 'Pass')
          ),
          {maxLength: 3}
        ),
        fc.array(tie('node'), {maxLength: 4})
      )
      .map(([name, attributes, children]) => {
        const unique = new Map(attributes)
        const attrs = [...unique].map(([key, value]) => ' ' + key + '="' + value + '"').join('')
        return children.length === 0 ? '<' + name + attrs + '/>' : '<' + name + attrs + '>' + children.join('') + '</' + name + '>'
      })
  )
})).node

describeXmlFuzz({read: fromSlam, source: '@bidding/slam-parse', VFile, VFileMessage}, validateTree, {
  path: 'fuzz.conv',
  seeds,
  snippets,
  like: {
    name: 'should only ever give messages for random SLAMBidding-like XML',
    documents: fc.tuple(fc.constantFrom('convention', 'system'), fc.array(xml, {maxLength: 5})).map(([root, children]) => '<' + root + '>' + children.join('') + '</' + root + '>')
  }
})
