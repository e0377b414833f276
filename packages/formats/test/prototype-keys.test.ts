/**
 * Names from input that are also keys of `Object.prototype` (`constructor`,
 * `toString`, `__proto__`): a reader that looks them up in a plain object
 * finds a function and puts it into the tree ("15–17 function Object() {
 * [native code] } points"). Each reader gets them wherever it reads a name.
 */

import {validateTree} from '@bidding/core/schemas'
import {describe, expect, it} from 'vitest'
import {registry} from '@bidding/formats'

const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']

const documents: Record<string, {path: string; value: (name: string) => string}> = {
  bml: {
    path: 'x.bml',
    value: (name) => '#+' + name + ': x\n#SEATS ' + name + '\n#VUL ' + name + '\n\n1C 15-17 ' + name + '\n  1D ' + name + '(4+)\n'
  },
  bidspace: {
    path: 'x.txt',
    value: (name) =>
      'state: opn0\nprev_bid: none\npriority: 1c 1d\n1c\t' + name + '\tp(' + name + ',15,17)\ts(' + name + ',gt,4)\n1d\trsp0\ts(c,' + name + ',4)\tdt(' + name + ',2)\th(' + name + ',eq,2)\n'
  },
  'rules-xml': {
    path: 'x.xml',
    value: (name) =>
      '<rules ' + name + '="x"><type>bid</type><group><purpose>p</purpose><if><name>' + name + '</name><comparison>' + name + '</comparison><value>7</value>' +
      '<if><name>point count</name><comparison>' + name + '</comparison><value>7</value><bid>Pass</bid></if>' +
      '<if><name>longest suit</name><comparison>is</comparison><value>' + name + '</value><bid>1 ' + name + '</bid></if></if></group></rules>'
  },
  'slam-conv': {
    path: 'x.conv',
    value: (name) =>
      '<convention ' + name + '="x"><name>' + name + '</name><actions><open bid="' + name + '" seats="' + name + '" ' + name + '="1"><handtypes><type>' +
      '<' + name + ' min="1"/><HCP ' + name + '="3" min="5"/><spades ' + name + '="2" min="5"/></type></handtypes></open></actions></convention>'
  },
  bss: {
    path: 'x.bss',
    value: (name) => '*00=NYYYYYY1C' + name + '\n'
  },
  json: {
    path: 'x.json',
    value: (name) => JSON.stringify({type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: name}]}], [name]: 1})
  }
}

/** Every function value anywhere in `value`, by path. */
function functionsIn(value: unknown, path = '$', found: string[] = []): string[] {
  if (typeof value === 'function') found.push(path)
  else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) functionsIn((value as Record<string, unknown>)[key], path + '.' + key, found)
  }

  return found
}

describe('readers on names that are keys of Object.prototype', () => {
  for (const [format, document] of Object.entries(documents)) {
    for (const name of names) {
      it('should read `' + name + '` in ' + format + ' as a name, never a function of Object.prototype', async () => {
        const processor = registry.processor({from: format, to: 'json'})
        const file = {path: document.path, value: document.value(name)}
        let tree: unknown
        try {
          tree = await processor.run(processor.parse(file))
        } catch (error) {
          // Refusing the document is fine, as a positioned message.
          expect(error).toHaveProperty('fatal', true)
          expect(error).toHaveProperty('place')
          return
        }

        expect(functionsIn(tree)).toEqual([])
        expect(JSON.stringify(tree)).not.toContain('[native code]')
        expect(validateTree(tree as Parameters<typeof validateTree>[0]).ok).toBe(true)
        // Every writer takes the tree.
        for (const writer of registry.formats.filter((entry) => entry.stringify && !entry.binary)) {
          const output = await registry.processor({from: format, to: writer.name}).process(file)
          expect(String(output), writer.name).not.toContain('[native code]')
        }
      })
    }
  }
})
