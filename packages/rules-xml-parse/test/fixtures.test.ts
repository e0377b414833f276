import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describeFixtures} from '../../../test/xml-reader.js'

describeFixtures(
  {read: fromRulesXml, source: '@bidding/rules-xml-parse', VFile, VFileMessage},
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  validateTree
)
