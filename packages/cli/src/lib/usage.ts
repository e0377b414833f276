/** Help texts of the `bidding` command. */

export const mainUsage = `Usage: bidding <command> [options]

Read, write, check and convert bridge bidding systems.

Commands:
  convert <input…>   convert between formats
  check <input…>     read and validate, print every message
  formats [NAME]     list the readers and writers (or one format's options)
  deal [SCRIPT]      deal hands (constrained, or fitting a system's bids),
                     or run a dealer script
  bid                the call a system's robot makes for a hand, explained
  simulate           bid many deals with robots, count and compare
  play               bid a deal at the terminal with robots and humans
  dd DEAL|FILE.pbn   double-dummy table and par (libdds)
  worker             bid and score chunks of queued simulations (Redis)
  help [COMMAND]     show help

Options:
  -h, --help         show help
  -v, --version      show the version

Exit codes: 0 ok, 1 bad input, 2 usage error.`

export const commandUsage: Readonly<Record<string, string>> = {
  worker: `Usage: bidding worker --queue redis://HOST:PORT [--threads N]

Take chunks of \`bidding simulate --score … --queue\` runs from the queue,
bid and score them, until interrupted (Ctrl-C finishes the current chunk).
Run one on every machine; see docs/distributed.md.

Options:
  --queue URL        the Redis the simulations are queued on
  --threads N        double-dummy solver threads (default: one per core)
  --lock-ms MS       how long a chunk of a dead worker waits (default 30000)
  --stalled-ms MS    how often to look for such chunks (default 30000)
  --name NAME        queue name (default bidding-chunks)`,
  dd: `Usage: bidding dd DEAL [--dealer D] [--vul V] [--json]
       bidding dd FILE.pbn [--json] [-o FILE]

The double-dummy table (tricks for each declarer in each strain) and par of
a deal, from libdds (Debian/Ubuntu: \`sudo apt-get install libdds0\`).
DEAL is PBN deal text (\`N:AKQ2.… …\`). A PBN file comes back with
[OptimumScore], [ParContract] and [OptimumResultTable] added to each deal
(or, with --json, one JSON object per deal).

Options:
  --dealer D         dealer (default: the file's, else N)
  --vul V            vulnerability None, NS, EW, All (default: the file's, else None)
  --json             {"deal", "tricks": {"S"|"H"|"D"|"C"|"NT": {"N","E","S","W"}},
                     "par": {"score", "contracts"}}; score from North–South's side
  --threads N        solver threads (default: one per core)
  -o, --output FILE  where to write (default stdout); never the input`,
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
  --verbose          print information messages too

Each format adds its own options: see \`bidding formats NAME\`.
An input file is never overwritten.`,
  check: `Usage: bidding check <input…> [--from FORMAT] [--frail] [--verbose] [--coverage]
                     [--deep [--samples N] [--seed S] [--max-generated N] [--all]] [format options]

Read each input, validate the tree, and print every message (information
only with --verbose), each under the file it is about.
With --coverage, also print the share of our calls whose constraint is
explicit, read from the description (inferred), or absent.
With --deep, also deal sample hands for every node of the system and
summarise: how many hands fit two calls (overlaps), fit none (holes),
calls never chosen, constraints that never hold or never can; the 20
worst first, each said once at its bid.

Options:
  --from FORMAT      format of the inputs
  --frail            exit 1 on warnings too
  --silent           print only errors
  --verbose          print information messages too
  --coverage         print how many calls have explicit, inferred or no constraints
  --deep             lint the system on sample hands, node by node
  --samples N        hands per node at most (default 200)
  --max-generated N  deals to try per node at most (default 20000); rarer
                     auctions get fewer hands
  --seed S           seed of the sample hands (default 1)
  --all              list every issue, not the worst 20`,
  formats: `Usage: bidding formats [NAME]

List every installed reader and writer with its extensions, or the options
of one format.`,
  deal: `Usage: bidding deal --count N [--seed S] [--where TEXT] [--seat N|E|S|W]
                    [--format pbn|line] [-o FILE]
       bidding deal --count N --system FILE [--from FORMAT] --auction "1N P 2C"
                    [--seat S] [--dealer N] …
       bidding deal --from BOARDS.pbn [--keep SEATS] [--count N] [--where TEXT]
                    [--seat S] …
       bidding deal SCRIPT.dl [--seed S] [-o FILE]

Deal random hands; with --where, hands for --seat (default N) that fit a
constraint (\`15-17 HCP, balanced\`); with --system and --auction, hands
that fit what --seat's calls in that auction show in the system (concrete
calls only). With --from BOARDS.pbn, deal again around each board: the
--keep seats' hands (default: every hand the board gives) stay, the others
are dealt anew, --count times per board (default 1), with the board's dealer
and vulnerability. With a dealer script, print what dealer prints for its
actions.

Options:
  --count N            deals to produce
  --seed S             seed (a number up to 4294967295, or any text);
                       the same seed gives the same deals
  --where TEXT         constraint on --seat's hand (core's notation)
  --seat N|E|S|W       the seat the constraint is for (default N)
  --system FILE        a system; --from FORMAT when the extension is not enough
  --auction CALLS      the calls from the dealer, such as "1N P 2C"
  --dealer N|E|S|W     the dealer of --auction (default N)
  --from BOARDS.pbn    deal around the hands of these boards
  --keep SEATS         with --from: the seats kept, such as NS
  --format pbn|line    PBN games (default) or one PBN deal string per line
  -o, --output FILE    write to FILE instead of stdout
  --threads N          worker threads (default: every core)
  --full               deal all four hands of every deal (not lazily)
  --max-generated N    give up after N deals (default 10000000)
  --silent             no summary line on stderr`,
  bid: `Usage: bidding bid --system FILE [--from FORMAT] --hand HAND [--auction CALLS]
                   [--dealer N|E|S|W] [--vul None|NS|EW|All] [--json] [format options]
       bidding bid --system FILE --cases FILE.jsonl [--subtests] [--json OUT]
       bidding bid --system FILE --pbn BOARDS.pbn

Print the call the robot makes with the system for a hand: the call alone
on the first line (1N, 2C, P, X, XX), then its explanation (the system's
description, what the call shows, why earlier calls do not fit). HAND is
spades.hearts.diamonds.clubs (AK2.KQ2.J432.Q32); CALLS are the calls from
the dealer ("1C P"), none for an opening.

Options:
  --system FILE      the system (any format a reader reads)
  --from FORMAT      its format, when the extension does not say
  --hand HAND        the hand of the player to call
  --auction CALLS    the calls so far, from the dealer (default: none)
  --dealer D         the dealer (default N)
  --vul V            vulnerability: None, NS, EW, All (default None)
  --fallback F       when the system has no call: pass (default) or natural
  --reference        reproduce the reference programs' quirks
  --infer            read constraints from the descriptions of calls that have
                     none ("12-14 bal", "5+!s", "Stayman"; docs/constraints.md)
  --json             {call, reason, explanation, candidates, summary}
  --verbose          print the system's warnings too

With --cases, bid every case of a file of expectations, one JSON object a
line ({"group", "hand", "expected", "history", "vulnerability"}: the hand
of the player whose turn it is, the calls from dealer North), print each
failure with the robot's explanation and \`passed P of N (xx.x%)\` last:
  --cases FILE       the expectations (saycbridge's table shape)
  --subtests         also the same hand's call four back, as saycbridge does
  --json OUT         write the per-case results to OUT

With --pbn, bid every recorded auction of a PBN file call by call (the hand
of the seat to call, after the recorded calls before it) and print, for each
board, how many calls agree and the first difference, then the totals:
  --pbn FILE         the boards (deals and auctions)`,
  simulate: `Usage: bidding simulate --ns FILE [--ew FILE] --count N [--seed S]
                        [--where TEXT [--seat S]] [--compare FILE] [-o out.pbn]

Deal N hands, let the robots bid every deal to the end (North-South with
--ns, East-West with --ew, or passing throughout), write the deals and
auctions as PBN with notes for alerted calls, and print what happened:
final contracts, how often each node of the system was used, passed-out
deals, hands for which no rule applied. With --compare, North-South also
bid the same deals with a second system: the contracts side by side.

Options:
  --ns FILE          North-South's system
  --ew FILE          East-West's system (default: they always pass)
  --compare FILE     a second system for North-South, on the same deals
  --from FORMAT      the systems' format, when the extension does not say
  --count N          deals to bid
  --seed S           seed (a number or any text)
  --where TEXT       a constraint on --seat's hand (core's notation)
  --seat D           the seat --where is for (default N)
  --dealer D|board   dealer of every deal (default: by board number)
  --vul V|board      vulnerability (default: by board number)
  --fallback F       pass (default) or natural, when a system has no call
  --infer            read constraints from the descriptions of calls that have
                     none ("12-14 bal", "5+!s", "Stayman"; docs/constraints.md)
  --notes N          PBN notes for: alerts (default), all, none
  -o, --output FILE  write the PBN to FILE (- for stdout)
  --top N            rows of each statistics table (default 15)
  --threads N        threads for dealing (default: every core)
  --json             statistics as JSON
  --silent           no report when the PBN goes to stdout

Scoring (double dummy, libdds):
  --score K          imps, mp or total: score every board at double-dummy
                     tricks and compare the systems (A − B, mean per board
                     with a 95% CI); without --compare, against par
  --report FILE      write the boards that differ most as HTML (FILE) and
                     PBN (FILE with .pbn)
  --boards N         boards in the report (default 20)
  --queue URL        redis://HOST:PORT: spread the run over \`bidding worker\`s
  --chunk N          boards per queued chunk (default 50)`,
  play: `Usage: bidding play [--north FILE|human] [--east …] [--south …] [--west …]
                    [--system FILE] [--seed S] [--where TEXT [--seat S]]
                    [--dealer D] [--vul V]

Bid a deal at the terminal. Each seat is a human (typing calls) or a
robot with its system. While a human plays, robots show what their calls
show; their full reasoning comes at the end. Seats not named: South is
the human, the others are robots with --system (humans without it).
Type a call in any spelling (1NT, 1N, Pass, X, XX), ? for what the
auction has shown, hint for the robot's call, quit to stop. At the end:
the auction, the four hands, HCP and shape per seat, and the contract.

Options:
  --north FILE|human, --east …, --south …, --west …   who sits where
  --system FILE      the robots' system for seats not named
  --from FORMAT      the systems' format, when the extension does not say
  --seed S           seed of the deal (the printed seed replays it)
  --where TEXT       a constraint on --seat's hand (default seat S)
  --dealer D         the dealer (default N)
  --vul V            vulnerability (default None)
  --fallback F       pass (default) or natural, when a robot has no call
  --infer            read constraints from the descriptions of calls that have
                     none ("12-14 bal", "5+!s", "Stayman"; docs/constraints.md)`,
  help: `Usage: bidding help [COMMAND]`
}
