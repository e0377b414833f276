import {fromRulesXml} from '@bidding/rules-xml-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {expect, vi} from 'vitest'
import {describeXmlSecurity} from '../../../test/xml-reader.js'

describeXmlSecurity(
  {read: fromRulesXml, source: '@bidding/rules-xml-parse', VFile, VFileMessage},
  {
    path: 'x.xml',
    root: 'rules',
    entitiesPlace: {line: 2, column: 18, offset: 39},
    nest: (depth) => '<rules>' + '<if>'.repeat(depth - 1) + '</if>'.repeat(depth - 1) + '</rules>',
    depthPlace: {line: 1, column: 404, offset: 403},
    child: 'group',
    malformedPlace: {line: 4, column: 1, offset: 35},
    externalDtd: {
      name: 'should be dropped with a warning and never fetched',
      fn() {
        const fetch = vi.fn()
        vi.stubGlobal('fetch', fetch)
        const file = new VFile()
        const tree = fromRulesXml('<!DOCTYPE rules SYSTEM "http://example.invalid/rules.dtd"><rules/>', file)
        expect(fetch).not.toHaveBeenCalled()
        expect(tree.children[0]).toMatchObject({type: 'ruleSet'})
        expect(file.messages.map((message) => message.ruleId)).toEqual(['doctype'])
      }
    },
    lookalikes: {
      name: 'should not count what only looks like a tag',
      fn() {
        const value = '<rules><!-- <a><a><a> --><?pi <a><a>?><name x="&lt;>>">a<![CDATA[<a><a>]]></name><group/></rules>'
        expect(() => fromRulesXml(value, new VFile(), {maxDepth: 2})).not.toThrow()
      }
    }
  }
)
