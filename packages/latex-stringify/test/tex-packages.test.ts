/**
 * Which TeX Live packages the output needs: compile with `-recorder`, map
 * every file pdflatex read to its Debian package (`dpkg -S`). The readme's
 * “TeX Live” section lists these; skipped without dpkg.
 */

import {execFile} from 'node:child_process'
import {existsSync, readFileSync, realpathSync} from 'node:fs'
import path from 'node:path'
import {promisify} from 'node:util'
import {b} from '@bidding/core'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {toLatex} from '@bidding/latex-stringify'
import {deepTable, rules, slam, stateMachine, system} from '../../html-stringify/test/fixtures/trees.js'
import {clean, compile, describeTex, firstError} from './tex.js'

const run = promisify(execFile)
const hasDpkg = existsSync('/usr/bin/dpkg')

/** What the readme says the output needs (with what they depend on). */
const allowed = new Set([
  'texlive-base',
  'texlive-binaries',
  'tex-common',
  'texlive-latex-base',
  'texlive-latex-recommended',
  'texlive-fonts-recommended',
  'texlive-plain-generic'
])

describeTex('TeX Live packages', () => {
  it.runIf(hasDpkg)('should need only texlive-latex-base, -latex-recommended, -fonts-recommended and -plain-generic', async () => {
    const tree = b('root', {metadata: {title: 'All'}}, [
      ...system().children,
      ...rules().children,
      ...stateMachine().children,
      ...slam().children,
      ...deepTable().children
    ])
    const packages = new Set<string>()
    for (const options of [{tree: true}, {tree: false}]) {
      const compiled = await compile(toLatex(tree, options, new VFile()), {recorder: true})
      try {
        expect(compiled.ok, firstError(compiled.log)).toBe(true)
        const listing = readFileSync(path.join(compiled.folder, 'document.fls'), 'utf8')
        const files = [...new Set(listing.split('\n').filter((line) => line.startsWith('INPUT /usr/')).map((line) => realpathSync(line.slice(6))))]
        expect(files.length).toBeGreaterThan(20)
        const {stdout} = await run('dpkg', ['-S', ...files], {maxBuffer: 16 * 1024 * 1024})
        for (const line of stdout.split('\n')) if (line) packages.add(line.slice(0, line.indexOf(':')))
      } finally {
        clean(compiled)
      }
    }

    expect([...packages].filter((name) => !allowed.has(name))).toEqual([])
    expect(packages.has('texlive-plain-generic')).toBe(true)
  }, 120_000)
})
