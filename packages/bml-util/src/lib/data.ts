/**
 * What the BML reader (`@bidding/bml-parse`) records in `data`: provenance of
 * content that does not plainly come from the document (included files,
 * pasted rows) and the history row as written, which the writer
 * (`@bidding/bml-stringify`) prints back.
 */

import type {Position} from 'unist'
import type {} from '@bidding/core'

/** Where a pasted row was pasted. */
export interface PasteData {
  /** Name of the `#CUT`/`#COPY` entry. */
  name: string
  /** Position of the `#PASTE` line. */
  position: Position
  /** The file of the `#PASTE` line, when it is an included file. */
  file?: string | undefined
}

declare module '@bidding/core' {
  // `data.file` (core) is set on nodes from an `#INCLUDE`d file: the file's
  // path as given to `readFile`.
  interface Data {
    /**
     * Set by `@bidding/bml-parse` on nodes made from pasted rows: where they
     * were pasted. The node's `position` points at the row it was copied
     * from.
     */
    paste?: PasteData | undefined
  }

  interface SequenceData {
    /**
     * Set by `@bidding/bml-parse`: the history row's call token as written
     * (`(1N)-P-(P)---`, `1N-2C;`), for writers that print it verbatim.
     */
    history?: string | undefined
  }
}
