import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {expect, vi} from 'vitest'
import {describeXmlSecurity} from '../../../test/xml-reader.js'

describeXmlSecurity(
  {read: fromSlam, source: '@bidding/slam-parse', VFile, VFileMessage},
  {
    path: 'x.conv',
    root: 'convention',
    entitiesPlace: {line: 2, column: 23, offset: 44},
    nest: (depth) => '<convention>' + '<a bid="1C">'.repeat(depth - 1) + '</a>'.repeat(depth - 1) + '</convention>',
    depthPlace: {line: 1, column: 1201, offset: 1200},
    child: 'actions',
    malformedPlace: {line: 4, column: 1, offset: 42},
    externalDtd: {
      name: 'should be kept as written and never fetched',
      fn() {
        const fetch = vi.fn()
        vi.stubGlobal('fetch', fetch)
        const tree = fromSlam('<!DOCTYPE convention SYSTEM "http://example.invalid/convention.dtd"><convention><name>a</name><actions/></convention>', new VFile())
        expect(fetch).not.toHaveBeenCalled()
        expect(tree.data?.slam?.prolog).toEqual(['<!DOCTYPE convention SYSTEM "http://example.invalid/convention.dtd">'])
      }
    },
    lookalikes: {
      name: 'should not count what only looks like a tag',
      fn() {
        const value = '<convention><!-- <a><a><a> --><![CDATA[<a><a>]]><?pi <a><a>?><name x="<>>">a</name><actions/></convention>'
        expect(() => fromSlam(value.replace('x="<>>"', 'x="&lt;>>"'), new VFile(), {maxDepth: 3})).not.toThrow()
      }
    }
  }
)
