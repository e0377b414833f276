import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {checkPackages, importedPackages} from '../check-packages.js'

interface FixturePackage {
  dependencies?: Record<string, string>
  /** `src/index.ts`. */
  source?: string
  readme?: string | undefined
  license?: boolean
  /** More `package.json` fields. */
  manifest?: Record<string, unknown>
}

const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true})
})

/** A workspace with a root LICENSE and the given packages (by short name). */
function workspace(packages: Record<string, FixturePackage>, rootManifest?: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-packages-'))
  folders.push(root)
  writeFileSync(path.join(root, 'LICENSE'), 'MIT\n')
  if (rootManifest) writeFileSync(path.join(root, 'package.json'), JSON.stringify(rootManifest))
  for (const [name, fixture] of Object.entries(packages)) {
    const folder = path.join(root, 'packages', name)
    mkdirSync(path.join(folder, 'src'), {recursive: true})
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({name: '@bidding/' + name, license: 'MIT', dependencies: fixture.dependencies ?? {}, ...fixture.manifest}))
    writeFileSync(path.join(folder, 'src', 'index.ts'), fixture.source ?? '')
    if (fixture.readme !== undefined) writeFileSync(path.join(folder, 'readme.md'), fixture.readme)
    if (fixture.license !== false) writeFileSync(path.join(folder, 'LICENSE'), 'MIT\n')
  }

  return root
}

const readme = '# x\n\n```sh\nnpm install x\n```\n'
const core: FixturePackage = {readme}

/** The rule ids found, as `package rule`. */
function rules(root: string): string[] {
  return checkPackages(root).map((problem) => problem.package + ' ' + problem.rule)
}

describe('checkPackages', () => {
  it('should pass a graph of core, a utility, a reader and a writer that share through the utility', () => {
    const root = workspace({
      core,
      'x-util': {readme, dependencies: {'@bidding/core': 'workspace:^'}, source: "import {b} from '@bidding/core'\n"},
      'x-parse': {readme, dependencies: {'@bidding/x-util': 'workspace:^'}, source: "export {codes} from '@bidding/x-util'\n"},
      'x-stringify': {readme, dependencies: {'@bidding/x-util': 'workspace:^'}, source: "import type {Codes} from '@bidding/x-util'\n"}
    })
    expect(checkPackages(root)).toEqual([])
  })

  it('should fail a writer that depends on a reader or on another writer', () => {
    const root = workspace({
      'x-parse': {readme},
      'y-stringify': {readme},
      'x-stringify': {
        readme,
        dependencies: {'@bidding/x-parse': 'workspace:^', '@bidding/y-stringify': 'workspace:^'},
        source: "import {codes} from '@bidding/x-parse'\nimport {rows} from '@bidding/y-stringify'\n"
      }
    })
    expect(rules(root)).toEqual(['@bidding/x-stringify writer-depends-on-reader', '@bidding/x-stringify writer-depends-on-writer'])
  })

  it('should fail a reader that depends on a writer, and a utility that depends on either', () => {
    const root = workspace({
      'x-stringify': {readme},
      'x-parse': {readme, dependencies: {'@bidding/x-stringify': 'workspace:^'}, source: "import '@bidding/x-stringify'\n"},
      'x-util': {readme, dependencies: {'@bidding/x-parse': 'workspace:^'}, source: "import('@bidding/x-parse')\n"}
    })
    expect(rules(root)).toEqual(['@bidding/x-parse reader-depends-on-writer', '@bidding/x-util util-depends-on-reader'])
  })

  it('should fail a dependency that src never imports, and count type packages by what they type', () => {
    const root = workspace({
      'x-parse': {
        readme,
        dependencies: {'vfile-message': '^4.0.0', '@types/unist': '^3.0.0', '@types/node': '^20.0.0', '@types/babel__core': '^7.0.0'},
        source: "import type {Node} from 'unist'\nimport {readFile} from 'node:fs'\nimport type {X} from '@babel/core/sub'\n"
      }
    })
    expect(checkPackages(root)).toEqual([
      {package: '@bidding/x-parse', rule: 'unused-dependency', reason: 'Unexpected dependency `vfile-message`, `src` never imports it'}
    ])
  })

  it('should fail an import of a workspace package that is not declared', () => {
    const root = workspace({core, 'x-parse': {readme, source: "import {b} from '@bidding/core'\n"}})
    expect(rules(root)).toEqual(['@bidding/x-parse undeclared-dependency'])
  })

  it('should fail an import of any package that is not declared, as installed alone it would not be found', () => {
    const source = [
      "import {unified} from 'unified'",
      "import type {Node} from 'unist'",
      "import type {Root} from 'hast'",
      "import {threads} from '#threads'",
      "const text = 'read from ' + name + ' or from `' + other + '`'"
    ].join('\n')
    const root = workspace({'x-parse': {readme, dependencies: {'@types/hast': '^3.0.0'}, source}})
    expect(checkPackages(root).map((problem) => problem.reason)).toEqual([
      'Unexpected import of `unified`, it is not in `dependencies`: installed alone, the package would not find it',
      'Unexpected import of `unist`, it is not in `dependencies`: installed alone, the package would not find it'
    ])
  })

  it('should fail a package without LICENSE or readme, and a root without LICENSE', () => {
    const root = workspace({'x-parse': {license: false, readme}, 'x-stringify': {}})
    rmSync(path.join(root, 'LICENSE'))
    expect(rules(root)).toEqual(['. missing-license', '@bidding/x-parse missing-license', '@bidding/x-stringify missing-readme'])
  })

  it('should fail a LICENSE unlike the root one and a missing or disagreeing `license` field', () => {
    const root = workspace({
      'x-parse': {readme, manifest: {license: 'ISC'}},
      'x-stringify': {readme, manifest: {license: undefined}},
      'x-util': {readme}
    })
    writeFileSync(path.join(root, 'packages', 'x-util', 'LICENSE'), 'ISC\n')
    expect(rules(root)).toEqual([
      '@bidding/x-parse license-field-mismatch',
      '@bidding/x-stringify missing-license-field',
      '@bidding/x-util license-mismatch',
      '@bidding/x-util license-field-mismatch'
    ])
  })

  it('should fail a readme with a `workspace:` install line or a link outside the package', () => {
    const root = workspace({
      'x-parse': {readme: '# x\n\nIn the monorepo: `"@bidding/x-parse": "workspace:^"`.\n\nSee [bdast](../../docs/bdast.md).\n\n[core]: ../core\n'}
    })
    expect(checkPackages(root).map((problem) => [problem.rule, problem.reason])).toEqual([
      ['readme-workspace', 'Unexpected `workspace:` in readme.md:3, show the registry install (`npm install @bidding/x-parse`)'],
      ['readme-outside-link', 'Unexpected link `../../docs/bdast.md` in readme.md:5, it leaves the package: the registry page cannot follow it'],
      ['readme-outside-link', 'Unexpected link `../core` in readme.md:7, it leaves the package: the registry page cannot follow it']
    ])
  })

  it('should fail a relative readme link, which the registry page resolves against a repository there is none of', () => {
    const text = [
      '# x',
      '',
      'See [the API](#api), [unified](https://unifiedjs.com), [mail](mailto:a@example.org) and [the source](src/index.ts).',
      '',
      '```js',
      'const link = [a](b.md)',
      '```',
      '',
      'In code: `hand[rule.method](...rule.args)`.',
      '',
      '[license]: ./LICENSE',
      '[docs]: https://example.org/docs'
    ].join('\n')
    const root = workspace({'x-parse': {readme: text}})
    expect(checkPackages(root).map((problem) => problem.reason)).toEqual([
      'Unexpected relative link `src/index.ts` in readme.md:3: the registry page resolves it against `repository`, which is not set; link absolutely',
      'Unexpected relative link `./LICENSE` in readme.md:11: the registry page resolves it against `repository`, which is not set; link absolutely'
    ])
  })

  it('should fail provenance on a package that names no repository with its directory', () => {
    const provenance = {publishConfig: {access: 'public', provenance: true}}
    const root = workspace({
      'x-parse': {readme, manifest: provenance},
      'x-stringify': {readme, manifest: {...provenance, repository: 'https://example.org/bidding.git'}},
      'x-util': {readme, manifest: {publishConfig: {access: 'public', provenance: false}}}
    })
    expect(checkPackages(root).map((problem) => [problem.package, problem.rule])).toEqual([
      ['@bidding/x-parse', 'provenance-without-repository'],
      ['@bidding/x-stringify', 'provenance-without-repository'],
      ['@bidding/x-stringify', 'repository-url'],
      ['@bidding/x-stringify', 'repository-directory']
    ])
  })

  it('should pass provenance when every package names the root repository and its own directory', () => {
    const url = 'git+https://example.org/bidding.git'
    const root = workspace(
      {
        'x-parse': {readme, manifest: {repository: {type: 'git', url, directory: 'packages/x-parse'}, publishConfig: {provenance: true}}},
        'x-util': {readme, manifest: {repository: {type: 'git', url: 'https://example.org/bidding', directory: 'packages/x-util'}}}
      },
      {private: true, repository: {type: 'git', url}}
    )
    expect(checkPackages(root)).toEqual([])
  })

  it('should fail a package that names another repository, the wrong directory, or none once the root has one', () => {
    const url = 'https://example.org/bidding.git'
    const root = workspace(
      {
        'x-parse': {readme, manifest: {repository: {type: 'git', url: 'https://example.org/fork.git', directory: 'packages/x-parse'}}},
        'x-stringify': {readme, manifest: {repository: {type: 'git', url, directory: 'packages/x-parse'}}},
        'x-util': {readme}
      },
      {private: true, repository: url}
    )
    expect(checkPackages(root).map((problem) => [problem.package, problem.rule, problem.reason])).toEqual([
      ['@bidding/x-parse', 'repository-url', 'Unexpected repository `https://example.org/fork`, expected the root package.json’s `https://example.org/bidding`'],
      ['@bidding/x-stringify', 'repository-directory', 'Unexpected `repository.directory` `packages/x-parse`, expected `packages/x-stringify`'],
      ['@bidding/x-util', 'missing-repository', 'Missing `repository`, expected `{"type": "git", "url": "https://example.org/bidding", "directory": "packages/x-util"}`']
    ])
  })

  it('should fail a default export outside the reader and writer plugins', () => {
    const root = workspace({
      'x-parse': {readme, source: 'export function xParse() {}\nexport default xParse\n'},
      'x-stringify': {readme, source: "export {xStringify as default, xStringify} from './lib/index.js'\n"},
      dsl: {readme, source: 'export function system() {}\nexport default system\n'},
      robot: {readme, source: "export {chooseCall as default} from './lib/choose.js'\n"},
      'x-util': {readme, source: "export {default} from './lib/index.js'\n"},
      core: {readme, source: "export {defaultOptions} from './lib/options.js'\n// export default is not used here\n"}
    })
    expect(rules(root)).toEqual(['@bidding/dsl default-export', '@bidding/robot default-export', '@bidding/x-util default-export'])
  })
})

describe('importedPackages', () => {
  it('should reduce every kind of specifier to its package, and skip relative ones', () => {
    const source = [
      "import a from 'a/deep/file.js'",
      "import type {B} from '@scope/b/sub'",
      "export * from 'c'",
      "import 'd'",
      "const e = await import('e')",
      "declare module '@scope/f' {}",
      "import {g} from './g.js'",
      "import {h} from 'node:path'"
    ].join('\n')
    expect([...importedPackages(source)].sort()).toEqual(['@scope/b', '@scope/f', 'a', 'c', 'd', 'e', 'node:'])
  })
})
