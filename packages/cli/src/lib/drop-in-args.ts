/**
 * Arguments of the drop-in commands `bml2bss`, `bml2html` and `bml2latex`,
 * read as the reference's argparse reads them (bml.md §11): short flags may
 * be clustered (`-vv`) or carry their value (`-o out.htm`, `-oout.htm`,
 * `-i4`), long flags may be abbreviated while unambiguous (`--out`,
 * `--no-tr`) and take `--flag value` or `--flag=value`, `--` ends the flags.
 */

import {UsageError} from './errors.js'

/** What a drop-in command is. */
export interface DropIn {
  /** Command name (`bml2html`). */
  name: string
  /** The reference's description (`Convert BML to HTML.`). */
  description: string
  /** Registry name of the writer (`html`). */
  format: string
  /** Extension of the default output file (`.htm`). */
  extension: string
  /** Takes `--tree`/`--no-tree` and `--include-external-files`/`--no-…` (html and latex). */
  layout: boolean
}

/** The three drop-ins. */
export const dropIns = {
  bml2bss: {name: 'bml2bss', description: 'Convert BML to BSS.', format: 'bss', extension: '.bss', layout: false},
  bml2html: {name: 'bml2html', description: 'Convert BML to HTML.', format: 'html', extension: '.htm', layout: true},
  bml2latex: {name: 'bml2latex', description: 'Convert BML to LaTeX.', format: 'latex', extension: '.tex', layout: true}
} as const satisfies Record<string, DropIn>

/** Parsed arguments. */
export interface DropInArgs {
  help: boolean
  version: boolean
  input?: string | undefined
  output?: string | undefined
  indentation?: number | undefined
  verbose: number
  tree?: boolean | undefined
  includeExternalFiles?: boolean | undefined
  profile?: 'default' | 'reference' | undefined
  dialect?: 'bml2' | 'bml1' | undefined
}

type Action = (args: DropInArgs, value: string | undefined) => void

interface Flag {
  long: string
  short?: string
  /** The flag takes a value. */
  value?: string
  layout?: boolean
  action: Action
}

function choice<T extends string>(flag: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T
  throw new UsageError(
    'argument ' + flag + ': invalid choice: `' + value + '` (choose from ' + choices.map((c) => '`' + c + '`').join(', ') + ')'
  )
}

const flags: readonly Flag[] = [
  {
    long: 'help',
    short: 'h',
    action(args) {
      args.help = true
    }
  },
  {
    long: 'indentation',
    short: 'i',
    value: '{1..9}',
    action(args, value) {
      const digit = choice('-i/--indentation', value!, ['1', '2', '3', '4', '5', '6', '7', '8', '9'])
      args.indentation = Number(digit)
    }
  },
  {
    long: 'outputfile',
    short: 'o',
    value: 'OUTPUTFILE',
    action(args, value) {
      args.output = value
    }
  },
  {
    long: 'verbose',
    short: 'v',
    action(args) {
      args.verbose++
    }
  },
  {
    long: 'tree',
    layout: true,
    action(args) {
      args.tree = true
    }
  },
  {
    long: 'no-tree',
    layout: true,
    action(args) {
      args.tree = false
    }
  },
  {
    long: 'include-external-files',
    layout: true,
    action(args) {
      args.includeExternalFiles = true
    }
  },
  {
    long: 'no-include-external-files',
    layout: true,
    action(args) {
      args.includeExternalFiles = false
    }
  },
  {
    long: 'profile',
    value: '{default,reference}',
    action(args, value) {
      args.profile = choice('--profile', value!, ['default', 'reference'] as const)
    }
  },
  {
    long: 'dialect',
    value: '{bml2,bml1}',
    action(args, value) {
      args.dialect = choice('--dialect', value!, ['bml2', 'bml1'] as const)
    }
  },
  {
    long: 'version',
    action(args) {
      args.version = true
    }
  }
]

function flagsOf(dropIn: DropIn): Flag[] {
  return flags.filter((flag) => !flag.layout || dropIn.layout)
}

/** The long flag `name` abbreviates (argparse's `allow_abbrev`). */
function findLong(known: readonly Flag[], name: string): Flag {
  const exact = known.find((flag) => flag.long === name)
  if (exact) return exact
  const candidates = known.filter((flag) => flag.long.startsWith(name))
  if (candidates.length === 1) return candidates[0]!
  if (candidates.length > 1) {
    throw new UsageError(
      'ambiguous option: --' + name + ' could match ' + candidates.map((flag) => '--' + flag.long).join(', ')
    )
  }

  throw new UsageError('unrecognized arguments: --' + name)
}

/**
 * Read a drop-in's arguments.
 *
 * @throws {UsageError} on an unknown flag, a missing or bad value, or a
 *   wrong number of inputs.
 */
export function parseDropInArgs(dropIn: DropIn, argv: readonly string[]): DropInArgs {
  const known = flagsOf(dropIn)
  const args: DropInArgs = {help: false, version: false, verbose: 0}
  const positionals: string[] = []

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--') {
      positionals.push(...argv.slice(index + 1))
      break
    }

    if (arg.startsWith('--')) {
      const equals = arg.indexOf('=')
      const flag = findLong(known, equals === -1 ? arg.slice(2) : arg.slice(2, equals))
      let value: string | undefined = equals === -1 ? undefined : arg.slice(equals + 1)
      if (flag.value) {
        if (value === undefined) {
          value = argv[++index]
          if (value === undefined) throw new UsageError('argument --' + flag.long + ': expected one argument')
        }
      } else if (value !== undefined) {
        throw new UsageError('argument --' + flag.long + ': ignored explicit argument `' + value + '`')
      }

      flag.action(args, value)
      continue
    }

    if (arg.startsWith('-') && arg !== '-') {
      // A cluster of short flags; a flag with a value takes the rest of it, or the next argument.
      for (let position = 1; position < arg.length; position++) {
        const letter = arg.charAt(position)
        const flag = known.find((item) => item.short === letter)
        if (!flag) throw new UsageError('unrecognized arguments: ' + (position === 1 ? arg : '-' + letter))
        if (flag.value) {
          let value: string | undefined = arg.slice(position + 1)
          if (value === '') value = argv[++index]
          if (value === undefined) throw new UsageError('argument -' + letter + '/--' + flag.long + ': expected one argument')
          flag.action(args, value)
          break
        }

        flag.action(args, undefined)
      }

      continue
    }

    positionals.push(arg)
  }

  if (args.help || args.version) return args
  if (positionals.length === 0) throw new UsageError('the following arguments are required: inputfile')
  if (positionals.length > 1) throw new UsageError('unrecognized arguments: ' + positionals.slice(1).join(' '))
  args.input = positionals[0]
  return args
}

/** The one-line usage of a drop-in. */
export function dropInUsageLine(dropIn: DropIn): string {
  return (
    'usage: ' +
    dropIn.name +
    ' [-h] [-i {1..9}] [-o OUTPUTFILE] [-v]' +
    (dropIn.layout ? ' [--tree | --no-tree] [--include-external-files | --no-include-external-files]' : '') +
    ' [--profile {default,reference}] [--dialect {bml2,bml1}] [--version] inputfile'
  )
}

/** The help text of a drop-in. */
export function dropInUsage(dropIn: DropIn): string {
  const lines = [
    dropInUsageLine(dropIn),
    '',
    dropIn.description,
    '',
    'positional arguments:',
    '  inputfile             the input file (- is stdin)',
    '',
    'options:',
    '  -h, --help            show this help message and exit',
    '  -i, --indentation {1..9}',
    '                        the indentation of a bidtable (default: 2)',
    '  -o, --outputfile OUTPUTFILE',
    '                        the output file (- is stdout; a folder gets <name>' + dropIn.extension + ');',
    '                        default: the input file with the extension ' + dropIn.extension + ', or stdout for stdin',
    '  -v, --verbose         increase output verbosity (-v: also notes, -vv: details)'
  ]
  if (dropIn.layout) {
    lines.push(
      '  --tree, --no-tree     draw bid tables as trees or as indented lists (default: --tree)',
      '  --include-external-files, --no-include-external-files',
      '                        inline the support files or refer to them (default: include)'
    )
  }

  lines.push(
    '  --profile {default,reference}',
    '                        `reference`: reproduce BML 2.7.0, its bugs included (default: default)',
    '  --dialect {bml2,bml1}  read BML 1 (free indentation, `;` in histories) (default: bml2)',
    '  --version             show the version and exit',
    '',
    'Exit codes: 0 ok, 1 bad input, 2 usage error.'
  )
  return lines.join('\n')
}
