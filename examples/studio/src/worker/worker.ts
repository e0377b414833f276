/**
 * The studio's Web Worker: every request of the page (protocol.ts) is
 * answered here, one at a time, so the page never waits on a reader, a
 * writer or the robot. While the user types, only the edited block is read
 * again; the whole document is read once typing pauses.
 */

import type {Envelope, Reply, ReplyEnvelope, Request} from '../protocol.js'
import {compareOf} from './compare.js'
import {exportTree} from './exports.js'
import {Folder} from './files.js'
import {Notes} from './notes.js'
import {Robot} from './robot.js'
import {toBml} from '@bidding/bml-stringify'
import {stylesheet} from '@bidding/html-stringify'

const folder = new Folder()
const notes = new Notes(folder)
const robot = new Robot()
/** The system the robot bids: the folder's main file. */
let systemPath = ''
/** Pause after the last keystroke before the whole document is read again. */
const settle = 600
let settleTimer: ReturnType<typeof setTimeout> | undefined

const scope = globalThis as unknown as {postMessage(message: ReplyEnvelope): void; onmessage: ((event: MessageEvent<Envelope>) => void) | null}

function post(id: number, reply: Reply): void {
  scope.postMessage({id, reply})
}

function system() {
  const {tree, version} = notes.systemTree(systemPath || notes.path)
  return robot.system(tree, version)
}

/** The whole tree of the document, read again if typing left it behind. */
function currentTree() {
  if (notes.stale) post(0, {type: 'notes', update: notes.full(notes.path)})
  return notes.tree
}

function handle(request: Request): Reply {
  switch (request.type) {
    case 'load': {
      folder.replace(request.files)
      systemPath = request.system
      notes.forget()
      return {type: 'loaded', stylesheet}
    }

    case 'open': {
      clearTimeout(settleTimer)
      notes.forget()
      return {type: 'notes', update: notes.open(request.path)}
    }

    case 'edit': {
      clearTimeout(settleTimer)
      const update = notes.edit(request.path, request.text)
      if (update.partial) {
        settleTimer = setTimeout(() => {
          post(0, {type: 'notes', update: notes.full(notes.path)})
        }, settle)
      }

      return {type: 'notes', update}
    }

    case 'export': {
      return {type: 'exported', ...exportTree(currentTree(), notes.path, request.format)}
    }

    case 'to-bml': {
      const tree = currentTree()
      const name = notes.path.replace(/\.[^./]*$/, '') + '.bml'
      return {type: 'exported', name, text: toBml(tree), mime: 'text/plain'}
    }

    case 'explore': {
      return {type: 'explored', result: robot.explore(system(), request.auction, request.hand)}
    }

    case 'practise-deal': {
      return {type: 'dealt', deal: robot.deal(system(), request.auction)}
    }

    case 'practise-answer': {
      const result = robot.answer(system(), request.call)
      return typeof result === 'string' ? {type: 'failed', reason: result} : {type: 'answered', result}
    }

    case 'compare': {
      return {type: 'compared', result: compareOf(request.text, request.name)}
    }
  }
}

scope.onmessage = (event) => {
  const {id, request} = event.data
  let reply: Reply
  try {
    reply = handle(request)
  } catch (error) {
    reply = {type: 'failed', reason: error instanceof Error ? error.message : String(error)}
  }

  post(id, reply)
}

