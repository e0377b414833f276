/**
 * Dispositions that may stand alone in a BML constraint block (the others
 * read as `forcing` words, or need `disposition NAME`):
 * `@bidding/bml-parse` reads them alone, `@bidding/bml-stringify` writes
 * them alone.
 */
export const bareDispositions: ReadonlySet<string> = new Set<string>([
  'signoff',
  'constructive',
  'invitational',
  'slam-try',
  'control-bid',
  'preemptive',
  'transfer',
  'puppet',
  'relay',
  'asking',
  'asking-response'
])
