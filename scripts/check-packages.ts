/**
 * Check the workspace packages (`packages/*`) for what `pnpm lint` must catch
 * before a release:
 *
 * * the package graph: core → format utilities (`*-util`) → readers
 *   (`*-parse`) and writers (`*-stringify`) → formats → cli; so a writer
 *   depends on no reader and no other writer, a reader on no writer, a
 *   utility on no reader or writer;
 * * dependencies: each one declared is imported by `src` (`@types/x` counts
 *   as used when `src` imports `x`, `@types/node` when it imports `node:*`),
 *   and each package `src` imports is declared (itself or its `@types/`
 *   package), so the package works installed alone;
 * * publishing: a `LICENSE` and a `readme.md` in every package (and a
 *   `LICENSE` at the root, which each package's copies), one `license` field
 *   value for all, and readmes that work on the registry page: no
 *   `workspace:` install line, no link outside the package (`../`), and no
 *   relative link at all while the package names no `repository` (the
 *   registry page resolves relative links against it);
 * * the repository: one URL, in the root `package.json`; each published
 *   package names it with its own `directory`, and `publishConfig.provenance`
 *   is only on when it does (npm refuses a provenance statement for a package
 *   that does not name the repository it was built from);
 * * exports: only a reader or writer (a unified plugin) has a default export,
 *   the plugin; every other package exports names only.
 *
 * Run with `tsx scripts/check-packages.ts [root]`; exits 1 on any problem.
 */

import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

/** One problem found. */
export interface Problem {
  /** Package name (or `.` for the workspace root). */
  package: string
  /** Stable id of the check. */
  rule: string
  reason: string
}

/** A `repository` field: npm's shorthand string or the object form. */
type Repository = string | {type?: string; url?: string; directory?: string}

interface Manifest {
  name?: string
  private?: boolean
  license?: string
  repository?: Repository
  publishConfig?: {provenance?: boolean}
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

type Role = 'reader' | 'writer' | 'util' | 'other'

/** The role of a package, by its name (`@bidding/bss-parse` is a reader). */
export function roleOf(name: string): Role {
  if (name.endsWith('-parse')) return 'reader'
  if (name.endsWith('-stringify')) return 'writer'
  if (name.endsWith('-util')) return 'util'
  return 'other'
}

/** Roles a package of each role must not depend on. */
const forbidden: Readonly<Record<Role, readonly Role[]>> = {
  reader: ['writer'],
  writer: ['reader', 'writer'],
  util: ['reader', 'writer'],
  other: []
}

// Module specifiers of `import … from`, `export … from`, `import '…'`,
// `import('…')` and `declare module '…'` (an augmentation needs the package too).
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bdeclare\s+module\s+)['"]([^'"\n]+)['"]/g

/** The packages a source text imports (bare specifiers reduced to package names; `node:*` as `node:`). */
export function importedPackages(source: string): Set<string> {
  const result = new Set<string>()
  for (const match of source.matchAll(specifierPattern)) {
    const specifier = match[1]!
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue
    if (specifier.startsWith('node:')) {
      result.add('node:')
      continue
    }

    const parts = specifier.split('/')
    result.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
  }

  return result
}

/** Whether a declared dependency is used by what `src` imports. */
function isUsed(dependency: string, imported: ReadonlySet<string>): boolean {
  if (imported.has(dependency)) return true
  if (dependency === '@types/node') return imported.has('node:')
  if (dependency.startsWith('@types/')) {
    // `@types/foo__bar` types `@foo/bar`.
    const typed = dependency.slice('@types/'.length)
    return imported.has(typed.includes('__') ? '@' + typed.replace('__', '/') : typed)
  }

  return false
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  const files: string[] = []
  for (const entry of readdirSync(folder, {withFileTypes: true})) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(full))
    else if (/\.(?:[cm]?ts|tsx|[cm]?js)$/.test(entry.name) && !/\.test(?:-d)?\.ts$/.test(entry.name)) files.push(full)
  }

  return files
}

/** The URL of a `repository` field, without `git+` and `.git` so equal repositories compare equal. */
function repositoryUrl(repository: Repository | undefined): string | undefined {
  const url = typeof repository === 'string' ? repository : repository?.url
  return url?.replace(/^git\+/, '').replace(/\.git$/, '') || undefined
}

// `export default …`, `export {x as default}`, `export {default} from …`.
const defaultExportPattern = /\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b[^}]*\}/

/** Source text without its comments (a doc comment may well say “export default”). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1')
}

/** Relative link targets of a markdown line (inline links and definitions, not in code spans), but `../` ones. */
function relativeLinks(line: string): string[] {
  const text = line.replace(/`[^`]*`/g, '')
  const targets = [...text.matchAll(/\]\(\s*<?([^)\s>]+)/g), ...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]!)
  return targets.filter((target) => !/^(?:[a-z][a-z\d+.-]*:|#|\.\.\/)/i.test(target))
}

/** Check the workspace at `root` (its `packages/*`). */
export function checkPackages(root: string): Problem[] {
  const problems: Problem[] = []
  const packagesFolder = path.join(root, 'packages')
  const folders = readdirSync(packagesFolder)
    .map((name) => path.join(packagesFolder, name))
    .filter((folder) => existsSync(path.join(folder, 'package.json')))
    .sort()
  const manifests = new Map<string, {folder: string; manifest: Manifest}>()
  for (const folder of folders) {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest
    if (manifest.name) manifests.set(manifest.name, {folder, manifest})
  }

  const rootLicensePath = path.join(root, 'LICENSE')
  const rootLicense = existsSync(rootLicensePath) ? readFileSync(rootLicensePath, 'utf8') : undefined
  if (rootLicense === undefined) problems.push({package: '.', rule: 'missing-license', reason: 'Missing `LICENSE` at the root'})
  const rootManifestPath = path.join(root, 'package.json')
  const rootManifest = existsSync(rootManifestPath) ? (JSON.parse(readFileSync(rootManifestPath, 'utf8')) as Manifest) : {}
  const canonicalUrl = repositoryUrl(rootManifest.repository)
  // One licence for all: the published packages' `license` fields, which must agree.
  const licenses = new Set([...manifests.values()].filter(({manifest}) => !manifest.private).map(({manifest}) => manifest.license ?? ''))
  licenses.delete('')

  for (const [name, {folder, manifest}] of manifests) {
    const report = (rule: string, reason: string) => problems.push({package: name, rule, reason})
    const declared = {...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies}
    const role = roleOf(name)

    for (const dependency of Object.keys(declared)) {
      if (!manifests.has(dependency)) continue
      const other = roleOf(dependency)
      if (forbidden[role].includes(other)) {
        report(
          role + '-depends-on-' + other,
          'Unexpected dependency on ' + other + ' `' + dependency + '` from ' + role + ' `' + name + '`: ' +
            'move what they share into a `*-util` package both import'
        )
      }
    }

    const imported = new Set<string>()
    for (const file of sourceFiles(path.join(folder, 'src'))) {
      for (const specifier of importedPackages(readFileSync(file, 'utf8'))) imported.add(specifier)
    }

    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (!isUsed(dependency, imported)) report('unused-dependency', 'Unexpected dependency `' + dependency + '`, `src` never imports it')
    }

    for (const specifier of imported) {
      // Subpath imports (`#threads`) are the package's own; text that only looks like an import is no name.
      if (specifier === name || !/^(?:@[a-z\d][\w.-]*\/)?[a-z\d][\w.-]*$/i.test(specifier)) continue
      // A type-only package (`unist`) is declared as its `@types/` package.
      const typesPackage = '@types/' + (specifier.startsWith('@') ? specifier.slice(1).replace('/', '__') : specifier)
      if (!Object.hasOwn(declared, specifier) && !Object.hasOwn(declared, typesPackage)) {
        report('undeclared-dependency', 'Unexpected import of `' + specifier + '`, it is not in `dependencies`: installed alone, the package would not find it')
      }
    }

    const index = path.join(folder, 'src', 'index.ts')
    if ((role === 'other' || role === 'util') && existsSync(index) && defaultExportPattern.test(withoutComments(readFileSync(index, 'utf8')))) {
      report('default-export', 'Unexpected default export in `src/index.ts`: only a reader or writer plugin has one (the plugin), export names only')
    }

    if (manifest.private) continue
    const directory = path.relative(root, folder).split(path.sep).join('/')
    const url = repositoryUrl(manifest.repository)
    const named = typeof manifest.repository === 'object' ? manifest.repository : undefined
    if (manifest.publishConfig?.provenance === true && (!url || !named?.directory)) {
      report(
        'provenance-without-repository',
        'Unexpected `publishConfig.provenance` without `repository` (`url` and `directory`): npm cannot tie the package to its source, ' +
          'set the root `repository` and `"repository": {"type": "git", "url": …, "directory": "' + directory + '"}` first (docs/releasing.md)'
      )
    }

    if (url && url !== canonicalUrl) {
      report('repository-url', 'Unexpected repository `' + url + '`, expected the root package.json’s ' + (canonicalUrl ? '`' + canonicalUrl + '`' : '(none set)'))
    } else if (canonicalUrl && !url) {
      report('missing-repository', 'Missing `repository`, expected `{"type": "git", "url": "' + canonicalUrl + '", "directory": "' + directory + '"}`')
    }

    if (url && named?.directory !== directory) {
      report('repository-directory', 'Unexpected `repository.directory` ' + (named?.directory ? '`' + named.directory + '`' : '(none)') + ', expected `' + directory + '`')
    }

    const licensePath = path.join(folder, 'LICENSE')
    if (!existsSync(licensePath)) report('missing-license', 'Missing `LICENSE`, npm packs it from the package folder')
    else if (rootLicense !== undefined && readFileSync(licensePath, 'utf8') !== rootLicense) {
      report('license-mismatch', 'Unexpected `LICENSE` unlike the root one, copy the root `LICENSE`')
    }

    if (!manifest.license) report('missing-license-field', 'Missing `license` in package.json (the SPDX id of `LICENSE`)')
    else if (licenses.size > 1) report('license-field-mismatch', 'Unexpected `license` `' + manifest.license + '`, the packages say ' + [...licenses].sort().join(', '))
    const readmePath = path.join(folder, 'readme.md')
    if (!existsSync(readmePath) || !statSync(readmePath).isFile()) {
      report('missing-readme', 'Missing `readme.md`')
      continue
    }

    const readme = readFileSync(readmePath, 'utf8')
    let fenced = false
    for (const [index, line] of readme.split('\n').entries()) {
      if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced
      // The registry page resolves a relative link against `repository` (and its `directory`): without one it is dead.
      if (!fenced && !url) {
        for (const link of relativeLinks(line)) {
          report(
            'readme-relative-link',
            'Unexpected relative link `' + link + '` in readme.md:' + (index + 1) + ': the registry page resolves it against `repository`, which is not set; link absolutely'
          )
        }
      }

      if (line.includes('workspace:')) {
        report('readme-workspace', 'Unexpected `workspace:` in readme.md:' + (index + 1) + ', show the registry install (`npm install ' + name + '`)')
      }

      for (const link of line.matchAll(/\]\((\.\.\/[^)\s]*)\)|^\[[^\]]+\]:\s*(\.\.\/\S*)/g)) {
        report('readme-outside-link', 'Unexpected link `' + (link[1] ?? link[2]) + '` in readme.md:' + (index + 1) + ', it leaves the package: the registry page cannot follow it')
      }
    }
  }

  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
  const problems = checkPackages(root)
  for (const problem of problems) console.error(problem.package + ': ' + problem.reason + '  [' + problem.rule + ']')
  if (problems.length > 0) {
    console.error(problems.length + ' package problem' + (problems.length === 1 ? '' : 's'))
    process.exitCode = 1
  } else {
    console.log('packages: graph, dependencies, licences and readmes ok')
  }
}
