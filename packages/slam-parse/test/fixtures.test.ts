import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describeFixtures} from '../../../test/xml-reader.js'

describeFixtures(
  {read: fromSlam, source: '@bidding/slam-parse', VFile, VFileMessage},
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  validateTree
)
