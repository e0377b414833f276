import {expectTypeOf, test} from 'vitest'
import type {RootData, RuleData} from '@bidding/core'
import type {RulesXmlNodeData, RulesXmlRootData} from '@bidding/rules-xml-util'

test('the rules XML fields are typed on the data of the nodes the reader makes', () => {
  expectTypeOf<RootData['rulesXml']>().toEqualTypeOf<RulesXmlRootData | undefined>()
  expectTypeOf<RuleData['rulesXml']>().toEqualTypeOf<RulesXmlNodeData | undefined>()
  expectTypeOf<RulesXmlNodeData['attributes']>().toEqualTypeOf<Record<string, string> | undefined>()
})
