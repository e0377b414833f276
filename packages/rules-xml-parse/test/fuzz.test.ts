import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {fixtureInputs} from '../../../test/fuzz.js'
import {repoRoot} from '../../../test/shared.js'
import {describeXmlFuzz} from '../../../test/xml-reader.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Documents to mutate: the fixtures and the example rules. */
const seeds: string[] = [...fixtureInputs(fixtures), readFileSync(path.join(repoRoot, 'examples', 'rays-rules', 'rules.xml'), 'utf8')]

const snippets = ['<', '>', '/>', '</if>', '<if>', '<group>', '<purpose>p</purpose>', '<name>point count</name>', '<comparison>&lt;=</comparison>', '<value>7</value>', '<bid>1 constructor</bid>', '<bid>Pass</bid>', '<set>', '</set>', '<!--', '-->', '<![CDATA[', ']]>', '&amp;', '&x;', '<?pi?>', '\n', '🂡', ' a="b"', '<!DOCTYPE r [<!ENTITY e "e">]>']

/** Random XML in the game's vocabulary. */
const xml: fc.Arbitrary<string> = fc.letrec<{node: string}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    fc.constantFrom('text', 'point count', '&lt;=', '12', 'Pass', '1NT', 'balanced', '<!-- c -->', ''),
    fc
      .tuple(
        fc.constantFrom('rules', 'type', 'name', 'level', 'owner', 'contact', 'group', 'purpose', 'if', 'comparison', 'value', 'set', 'comment', 'bid', 'x'),
        fc.array(tie('node'), {maxLength: 4})
      )
      .map(([name, children]) => (children.length === 0 ? '<' + name + '/>' : '<' + name + '>' + children.join('') + '</' + name + '>'))
  )
})).node

describeXmlFuzz({read: fromRulesXml, source: '@bidding/rules-xml-parse', VFile, VFileMessage}, validateTree, {
  path: 'fuzz.xml',
  seeds,
  snippets,
  like: {
    name: 'should only ever give messages for random rules-like XML',
    documents: fc.array(xml, {maxLength: 6}).map((children) => '<rules>' + children.join('') + '</rules>')
  }
})
