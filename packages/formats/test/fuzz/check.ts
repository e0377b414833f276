/**
 * One fuzz input through one reader and, when it accepts it, through every
 * writer. What must hold: the reader throws nothing but a fatal, positioned
 * message; every message it leaves has a place; the tree it builds is one
 * the schema accepts; every writer takes that tree.
 */

import {validateTree} from '@bidding/core/schemas'
import {parseDealerScript, programSource} from '@bidding/deal'
import {registry} from '@bidding/formats'
import {VFile} from 'vfile'

const writers = registry.formats.filter((format) => format.stringify && !format.binary).map((format) => format.name)

/** A vfile message (by shape: `vfile-message` is not a dependency here). */
interface Message {
  fatal?: boolean | null
  place?: unknown
  reason: string
}

function isMessage(error: unknown): error is Message {
  return error instanceof Error && 'fatal' in error && 'place' in error && 'ruleId' in error
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.name + ': ' + error.message + '\n' + (error.stack ?? '').split('\n').slice(1, 6).join('\n') : String(error)
}

/** Why `value` breaks `reader` (or a writer), or `undefined` when all held. */
export async function checkInput(reader: string, filePath: string, value: string): Promise<string | undefined> {
  const file = new VFile({path: filePath, value})
  if (reader === 'dealer') {
    let script
    try {
      script = parseDealerScript(value, file)
    } catch (error) {
      return 'dealer reader threw ' + describeError(error)
    }

    const unplaced = file.messages.find((message) => !message.place)
    if (unplaced) return 'message without a place: ' + unplaced.reason
    if (script) {
      try {
        programSource(script)
      } catch (error) {
        return 'compiling the script threw ' + describeError(error)
      }
    }

    return undefined
  }

  const processor = registry.processor({from: reader, to: 'json'})
  let tree
  try {
    tree = await processor.run(processor.parse(file), file)
  } catch (error) {
    if (!isMessage(error)) return reader + ' reader threw ' + describeError(error)
    if (!error.fatal || !error.place) return reader + ' reader threw a message that is not fatal and placed: ' + error.reason
    return undefined
  }

  const unplaced = file.messages.find((message) => !message.place)
  if (unplaced) return reader + ' message without a place: ' + unplaced.ruleId + ' ' + unplaced.reason
  const valid = validateTree(tree)
  if (!valid.ok) return reader + ' built a tree the schema refuses: ' + valid.issues[0]!.reason

  for (const writer of writers) {
    try {
      registry.processor({from: reader, to: writer}).stringify(tree, new VFile({path: filePath}))
    } catch (error) {
      if (isMessage(error) && error.fatal) continue
      return writer + ' writer threw on a tree from ' + reader + ': ' + describeError(error)
    }
  }

  return undefined
}
