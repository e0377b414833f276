/**
 * The version `bidding --version` prints: `@bidding/cli`'s own. A package
 * that was never released says `0.0.0`; run from a checkout of this
 * repository, that version says so and names the commit, read from `.git`
 * directly (no git process: start-up stays fast).
 */

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

/** The package folder: `dist/lib` and `src/lib` are both two levels below it. */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

async function text(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return undefined
  }
}

/** The commit checked out in the repository at `root`, if it is one (a worktree too). */
async function commitOf(root: string): Promise<string | undefined> {
  const dotGit = path.join(root, '.git')
  const pointer = await text(dotGit)
  const gitDir = pointer?.startsWith('gitdir: ') ? path.resolve(root, pointer.slice(8).trim()) : dotGit
  const head = (await text(path.join(gitDir, 'HEAD')))?.trim()
  if (!head) return undefined
  if (!head.startsWith('ref: ')) return head
  const ref = head.slice(5)
  const common = path.resolve(gitDir, (await text(path.join(gitDir, 'commondir')))?.trim() ?? '.')
  for (const dir of [gitDir, common]) {
    const loose = (await text(path.join(dir, ref)))?.trim()
    if (loose) return loose
  }

  const packed = await text(path.join(common, 'packed-refs'))
  return packed?.split('\n').find((line) => line.endsWith(' ' + ref))?.split(' ')[0]
}

/** `0.3.1`, or for an unreleased checkout `0.0.0 (unreleased, commit 1d270a2)`. */
export async function cliVersion(): Promise<string> {
  const manifest = JSON.parse((await text(path.join(packageDir, 'package.json'))) ?? '{}') as {version?: string}
  const version = manifest.version ?? 'unknown'
  if (version !== '0.0.0') return version
  // Only this repository's own checkout: never a project that merely installed the package.
  const root = path.resolve(packageDir, '..', '..')
  if ((await text(path.join(root, 'pnpm-workspace.yaml'))) === undefined) return version + ' (unreleased)'
  const commit = await commitOf(root)
  return version + ' (unreleased' + (commit && /^[0-9a-f]{7,}$/.test(commit) ? ', commit ' + commit.slice(0, 7) : '') + ')'
}
