/** Help texts of the `bidding` command. */

export const mainUsage = `Usage: bidding <command> [options]

Read, write, check and convert bridge bidding systems.

Commands:
  convert <input…>   convert between formats
  check <input…>     read and validate, print every message
  formats [NAME]     list the readers and writers (or one format's options)
  help [COMMAND]     show help

Options:
  -h, --help         show help
  -v, --version      show the version

Exit codes: 0 ok, 1 bad input, 2 usage error.`

export const commandUsage: Readonly<Record<string, string>> = {
  convert: `Usage: bidding convert <input…> [--from FORMAT] --to FORMAT [-o FILE|DIR|-] [format options]

Convert each input (\`-\` for stdin) from one format to another.
The reader comes from the extension unless --from is given; --to may be
left out when -o names a file whose extension tells the format.

Options:
  --from FORMAT      format of the inputs
  --to FORMAT        format to write
  -o, --output PATH  output file, folder (several inputs), or - for stdout
                     (default: stdout for one input)
  --silent           print only errors, not warnings

Each format adds its own options: see \`bidding formats NAME\`.
An input file is never overwritten.`,
  check: `Usage: bidding check <input…> [--from FORMAT] [--frail] [format options]

Read each input, validate the tree, and print every message.

Options:
  --from FORMAT      format of the inputs
  --frail            exit 1 on warnings too
  --silent           print only errors`,
  formats: `Usage: bidding formats [NAME]

List every installed reader and writer with its extensions, or the options
of one format.`,
  help: `Usage: bidding help [COMMAND]`
}
