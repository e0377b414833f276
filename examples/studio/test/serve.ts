/**
 * The built studio for the browser tests and the bench: build `dist/` when
 * it is missing or older than the sources, and serve it from a static
 * server on a free local port.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export const studioRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const dist = path.join(studioRoot, 'dist')

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json'
}

/** Newest modification time under a folder (sources of the app and of the packages it bundles). */
function newest(folder: string): number {
  let time = 0
  for (const entry of readdirSync(folder, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue
    const full = path.join(folder, entry.name)
    time = Math.max(time, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }

  return time
}

/** Build the app unless `dist/index.html` is newer than every source it is made of. */
export function ensureBuilt(): void {
  const index = path.join(dist, 'index.html')
  const packages = path.join(studioRoot, '..', '..', 'packages')
  const sources = Math.max(newest(path.join(studioRoot, 'src')), statSync(path.join(studioRoot, 'index.html')).mtimeMs, newest(packages))
  if (existsSync(index) && statSync(index).mtimeMs > sources) return
  execFileSync(process.execPath, [path.join(studioRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: studioRoot,
    // Vitest sets NODE_ENV=test, and Vite would then build with `import.meta.env.PROD`
    // false: no service worker, so the app would not open offline.
    env: {...process.env, NODE_ENV: 'production'},
    stdio: ['ignore', 'ignore', 'inherit']
  })
}

/** Serve `dist/` on 127.0.0.1; resolves to the base URL. */
export async function serve(): Promise<{url: string; server: Server}> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = path.join(dist, pathname.endsWith('/') ? pathname + 'index.html' : pathname)
    if (!file.startsWith(dist + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('Not found')
      return
    }

    response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache'})
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('No port')
  return {url: 'http://127.0.0.1:' + address.port + '/', server}
}
