/**
 * A throwaway redis-server on a free port for tests (Debian package
 * `redis-server`); tests skip when it is not installed.
 */

import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {createServer} from 'node:net'

/** Whether redis-server is installed. */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** A running redis-server: its URL, and how to stop it. */
export interface RedisServer {
  url: string
  stop(): Promise<void>
}

/** Start redis-server without persistence on a free port, and wait until it answers. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort()
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {stdio: ['ignore', 'pipe', 'pipe']})
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.on('exit', (code) => reject(new Error('redis-server exited with ' + code + ': ' + output)))
  })
  return {
    url: 'redis://127.0.0.1:' + port,
    async stop() {
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => {
        child.on('exit', () => resolve())
        child.kill('SIGTERM')
      })
    }
  }
}
