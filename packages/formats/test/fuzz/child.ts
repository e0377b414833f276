/**
 * The fuzz child process: checks the inputs the parent sends, one at a
 * time, and answers each. It runs with a heap limit, and the parent kills it
 * when an input takes too long, so one bad input costs one input.
 */

import {checkInput} from './check.js'

interface Request {
  id: number
  reader: string
  path: string
  value: string
}

process.on('message', (request: Request) => {
  void checkInput(request.reader, request.path, request.value).then(
    (failure) => process.send!({id: request.id, failure}),
    (error: unknown) => process.send!({id: request.id, failure: 'check threw ' + String(error)})
  )
})
process.send!({ready: true})
