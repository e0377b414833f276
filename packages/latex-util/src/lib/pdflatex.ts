/**
 * LaTeX → PDF with pdflatex, in a temporary folder that is then removed.
 *
 * Node's modules are reached through `process.getBuiltinModule` when a PDF
 * is asked for, so importing this package stays free of Node built-ins (the
 * LaTeX writers also run in a browser). pdflatex runs without shell escape
 * and with kpathsea's paranoid file access (`openin_any=p`, `openout_any=p`),
 * on top of the escaping that keeps text from being read as commands.
 */

import type {VFile} from 'vfile'

/** Options of `runPdflatex`. */
export interface PdflatexOptions {
  /** The `pdflatex` program to run (default: `'pdflatex'`, found on the `PATH`). */
  pdflatex?: string | null | undefined
  /** Seconds each run may take (default: `60`). */
  timeout?: number | null | undefined
  /** Runs (default: `1`; `2` for a table of contents or page references). */
  runs?: number | null | undefined
  /** Files written next to the document first (a macro package), by name. */
  files?: ReadonlyMap<string, string> | null | undefined
  /** The `source` of the messages (default: `@bidding/latex-util`). */
  source?: string | null | undefined
}

/** A compiled document. */
export interface PdflatexResult {
  /** The PDF's bytes. */
  pdf: Uint8Array
  /** pdflatex's log of the last run (overfull boxes, warnings). */
  log: string
}

type ChildProcess = typeof import('node:child_process')
type FileSystem = typeof import('node:fs')
type OperatingSystem = typeof import('node:os')
type Path = typeof import('node:path')

interface NodeModules {
  childProcess: ChildProcess
  fs: FileSystem
  os: OperatingSystem
  path: Path
  env: Record<string, string | undefined>
}

function nodeModules(): NodeModules | undefined {
  const process = (globalThis as {process?: {getBuiltinModule?: (id: string) => unknown; env?: Record<string, string | undefined>}}).process
  const get = process?.getBuiltinModule
  if (typeof get !== 'function') return undefined
  return {
    childProcess: get('node:child_process') as ChildProcess,
    fs: get('node:fs') as FileSystem,
    os: get('node:os') as OperatingSystem,
    path: get('node:path') as Path,
    env: process?.env ?? {}
  }
}

/** Debian packages of the files LaTeX documents here load, for a helpful message when one is missing. */
const packages: ReadonlyArray<[RegExp, string]> = [
  [/^dirtree\./, 'texlive-plain-generic'],
  [/^(?:xcolor|tabularx|array|longtable|multicol)\./, 'texlive-latex-recommended'],
  [/^(?:geometry|fontenc|inputenc|newcent|helvet|hyperref|pifont|graphicx)\./, 'texlive-latex-base'],
  [/^(?:[a-z]\w*8[atrc]|u\w+)\.(?:tfm|pfb|vf)$/, 'texlive-fonts-recommended']
]

function hint(error: string): string {
  const missing = /File `([^']+)' not found/.exec(error)?.[1] ?? /font (\S+) not found/i.exec(error)?.[1]
  const found = missing ? packages.find(([pattern]) => pattern.test(missing)) : undefined
  return found ? ' (Debian: install `' + found[1] + '`)' : ''
}

/**
 * The first error pdflatex logged and its context: `! Undefined control
 * sequence.`, or with `-file-line-error` `./document.tex:3: Undefined …`.
 */
function firstError(log: string): string | undefined {
  const lines = log.split('\n')
  const index = lines.findIndex((line) => line.startsWith('!') || /^\S*\.tex:\d+: /.test(line))
  if (index === -1) return undefined
  return lines
    .slice(index, index + 3)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
}

/**
 * Compile a LaTeX document with pdflatex.
 *
 * @param latex the document.
 * @param options which pdflatex, how long, how many runs, files beside it.
 * @param file the file messages go to.
 * @returns the PDF's bytes and the last run's log.
 * @throws {VFileMessage} (fatal) `pdflatex-missing` when pdflatex is not
 *   installed (or this is not Node.js), `pdflatex-failed` when it fails.
 */
export function runPdflatex(latex: string, options: Readonly<PdflatexOptions> | null | undefined, file: VFile): PdflatexResult {
  const program = options?.pdflatex ?? 'pdflatex'
  const source = options?.source ?? '@bidding/latex-util'
  const modules = nodeModules()
  if (!modules) {
    return file.fail('Cannot run `' + program + '` here: PDF output needs Node.js', {ruleId: 'pdflatex-missing', source})
  }

  const {childProcess, fs, os, path, env} = modules
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bidding-pdf-'))
  try {
    fs.writeFileSync(path.join(folder, 'document.tex'), latex)
    for (const [name, content] of options?.files ?? []) fs.writeFileSync(path.join(folder, path.basename(name)), content)
    const timeout = (options?.timeout ?? 60) * 1000
    const runs = Math.max(1, Math.min(options?.runs ?? 1, 4))
    const logPath = path.join(folder, 'document.log')
    for (let run = 0; run < runs; run++) {
      const result = childProcess.spawnSync(
        program,
        ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', '-file-line-error', 'document.tex'],
        {
          cwd: folder,
          encoding: 'utf8',
          timeout,
          maxBuffer: 64 * 1024 * 1024,
          env: {...env, openin_any: 'p', openout_any: 'p', shell_escape: 'f', TEXMFOUTPUT: folder}
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

        return file.fail('Cannot run `' + program + '`: ' + result.error.message, {ruleId: 'pdflatex-failed', source, cause: result.error})
      }

      if (result.status !== 0) {
        const log = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8') : String(result.stdout)
        const error = firstError(log) ?? 'see its log'
        return file.fail(
          'Unexpected failure of `' + program + '`' + (result.status === null ? ' (stopped: ' + result.signal + ')' : '') + ': ' + error + hint(error),
          {ruleId: 'pdflatex-failed', source}
        )
      }
    }

    return {pdf: new Uint8Array(fs.readFileSync(path.join(folder, 'document.pdf'))), log: fs.existsSync(logPath) ? fs.readFileSync(logPath, 'latin1') : ''}
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}
