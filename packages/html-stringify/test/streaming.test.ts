/** `toHtml` writes the page block by block; it must write exactly what serializing `toHast`'s tree writes. */

import {b, type Root} from '@bidding/core'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import {describe, expect, it} from 'vitest'
import {unified} from 'unified'
import {htmlFragmentStringify, htmlStringify, toHast, toHtml, toHtmlFragment} from '@bidding/html-stringify'
import {hostileTree, rules, slam, stateMachine, system} from './fixtures/trees.js'

const nulMark: Root = {
  type: 'root',
  metadata: {title: 'A <b>title</b> & \u0000 mark', author: '\u0000'},
  children: [
    b('heading', {depth: 1}, [b('text', 'One \u0000 & <two>')]),
    b('paragraph', [b('text', '</body>\u0000')]),
    b('heading', {depth: 2}, [b('text', 'Two')])
  ]
}

describe('toHtml block by block', () => {
  it('should write the same page as serializing the whole hast tree, in every mode', () => {
    for (const tree of [system(), stateMachine(), slam(), rules(), hostileTree(), nulMark, {type: 'root', children: []} as Root]) {
      for (const options of [{}, {fragment: true}, {profile: 'reference' as const}, {includeExternalFiles: false}]) {
        expect(toHtml(tree, options), JSON.stringify(options)).toBe(hastToHtml(toHast(tree, options)) + '\n')
      }
    }
  })

  it('should write a fragment with `toHtmlFragment` and `htmlFragmentStringify` exactly as with `fragment: true`', () => {
    for (const tree of [system(), stateMachine(), slam(), rules(), hostileTree(), nulMark, {type: 'root', children: []} as Root]) {
      for (const options of [{}, {profile: 'reference' as const}, {tree: false, robotDetails: true}]) {
        const expected = toHtml(tree, {...options, fragment: true})
        expect(toHtmlFragment(tree, options), JSON.stringify(options)).toBe(expected)
        expect(unified().use(htmlFragmentStringify, options).stringify(tree)).toBe(expected)
        expect(unified().use(htmlStringify, {...options, fragment: true}).stringify(tree)).toBe(expected)
      }
    }
  })
})
