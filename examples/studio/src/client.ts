/** The page's side of the worker: requests answered by promises, notes pushed to a listener. */

import type {Envelope, NotesUpdate, Reply, ReplyEnvelope, Request} from './protocol.js'

export class Client {
  readonly #worker: Worker
  readonly #pending = new Map<number, (reply: Reply) => void>()
  #next = 1
  /** Notes the worker sends by itself (after typing pauses) or with an edit. */
  onNotes: (update: NotesUpdate) => void = () => {}

  constructor() {
    this.#worker = new Worker(new URL('worker/worker.ts', import.meta.url), {type: 'module'})
    this.#worker.onmessage = (event: MessageEvent<ReplyEnvelope>) => {
      const {id, reply} = event.data
      if (reply.type === 'notes') this.onNotes(reply.update)
      const resolve = this.#pending.get(id)
      this.#pending.delete(id)
      resolve?.(reply)
    }
  }

  request(request: Request): Promise<Reply> {
    const id = this.#next++
    const message: Envelope = {id, request}
    return new Promise((resolve) => {
      this.#pending.set(id, resolve)
      this.#worker.postMessage(message)
    })
  }
}
