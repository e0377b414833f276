/**
 * bdast → PDF: the LaTeX document compiled with pdflatex (twice, for the
 * table of contents) in a temporary folder, which is then removed.
 *
 * Node's modules are reached through `process.getBuiltinModule` when a PDF
 * is asked for, so importing this package stays free of Node built-ins (the
 * LaTeX writer also runs in a browser). pdflatex runs without shell escape
 * and with kpathsea's paranoid file access (`openin_any=p`, `openout_any=p`),
 * on top of the escaping that keeps text from being read as commands.
 */

import type {Root} from '@bidding/core'
import {VFile} from 'vfile'
import {macroPackage} from './macros.js'
import {toLatex} from './to-latex.js'
import {source, type PdfOptions} from './types.js'

type ChildProcess = typeof import('node:child_process')
type FileSystem = typeof import('node:fs')
type OperatingSystem = typeof import('node:os')
type Path = typeof import('node:path')

interface NodeModules {
  childProcess: ChildProcess
  fs: FileSystem
  os: OperatingSystem
  path: Path
}

function nodeModules(): NodeModules | undefined {
  const get = (globalThis as {process?: {getBuiltinModule?: (id: string) => unknown}}).process?.getBuiltinModule
  if (typeof get !== 'function') return undefined
  return {
    childProcess: get('node:child_process') as ChildProcess,
    fs: get('node:fs') as FileSystem,
    os: get('node:os') as OperatingSystem,
    path: get('node:path') as Path
  }
}

/** Debian packages of the files this output loads, for a helpful message when one is missing. */
const packages: ReadonlyArray<[RegExp, string]> = [
  [/^dirtree\./, 'texlive-plain-generic'],
  [/^xcolor\./, 'texlive-latex-recommended'],
  [/^(?:geometry|fontenc|inputenc|newcent|helvet|hyperref|pifont|graphicx)\./, 'texlive-latex-base'],
  [/^(?:[a-z]\w*8[atrc]|u\w+)\.(?:tfm|pfb|vf)$/, 'texlive-fonts-recommended']
]

function hint(error: string): string {
  const missing = /File `([^']+)' not found/.exec(error)?.[1] ?? /font (\S+) not found/i.exec(error)?.[1]
  const found = missing ? packages.find(([pattern]) => pattern.test(missing)) : undefined
  return found ? ' (Debian: install `' + found[1] + '`)' : ''
}

/** The first error pdflatex logged (`! Undefined control sequence.` and its context). */
function firstError(log: string): string | undefined {
  const lines = log.split('\n')
  const index = lines.findIndex((line) => line.startsWith('!'))
  if (index === -1) return undefined
  return lines
    .slice(index, index + 3)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
}

/**
 * Turn bdast into a PDF with pdflatex.
 *
 * @param tree the bdast root.
 * @param options how to render it, and which pdflatex to run.
 * @param file the file messages go to.
 * @returns the PDF's bytes.
 * @throws {VFileMessage} (fatal) `pdflatex-missing` when pdflatex is not
 *   installed (or this is not Node.js), `pdflatex-failed` when it fails.
 */
export function toPdf(tree: Root, options?: Readonly<PdfOptions> | null, file: VFile = new VFile()): Uint8Array {
  const program = options?.pdflatex ?? 'pdflatex'
  const modules = nodeModules()
  if (!modules) {
    return file.fail('Cannot run `' + program + '` here: PDF output needs Node.js', {ruleId: 'pdflatex-missing', source})
  }

  const {childProcess, fs, os, path} = modules
  const latex = toLatex(tree, options, file)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bidding-pdf-'))
  try {
    fs.writeFileSync(path.join(folder, 'document.tex'), latex)
    // The macro package, for `includeExternalFiles: false`.
    fs.writeFileSync(path.join(folder, 'bidding.sty'), macroPackage)
    fs.writeFileSync(path.join(folder, 'bml.tex'), macroPackage.replace(/^\\NeedsTeXFormat.*\n\\ProvidesPackage.*\n/, ''))
    const timeout = (options?.timeout ?? 60) * 1000
    for (let run = 0; run < 2; run++) {
      const result = childProcess.spawnSync(
        program,
        ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', '-file-line-error', 'document.tex'],
        {
          cwd: folder,
          encoding: 'utf8',
          timeout,
          maxBuffer: 64 * 1024 * 1024,
          env: {...process.env, openin_any: 'p', openout_any: 'p', shell_escape: 'f', TEXMFOUTPUT: folder}
        }
      )
      if (result.error) {
        const code = (result.error as {code?: string}).code
        if (code === 'ENOENT') {
          return file.fail(
            'Cannot find `' +
              program +
              '`, expected TeX Live to make a PDF (Debian: `apt-get install texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended`); or write LaTeX with `--to latex`',
            {ruleId: 'pdflatex-missing', source}
          )
        }

        return file.fail('Cannot run `' + program + '`: ' + result.error.message, {
          ruleId: 'pdflatex-failed',
          source,
          cause: result.error
        })
      }

      if (result.status !== 0) {
        const logPath = path.join(folder, 'document.log')
        const log = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8') : String(result.stdout)
        const error = firstError(log) ?? 'see its log'
        return file.fail(
          'Unexpected failure of `' +
            program +
            '`' +
            (result.status === null ? ' (stopped: ' + result.signal + ')' : '') +
            ': ' +
            error +
            hint(error),
          {ruleId: 'pdflatex-failed', source}
        )
      }
    }

    return new Uint8Array(fs.readFileSync(path.join(folder, 'document.pdf')))
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}
