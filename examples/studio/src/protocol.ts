/**
 * Messages between the page and the studio's Web Worker, which does all the
 * reading, writing and bidding so typing never waits for it.
 */

/** A file of the open folder, by its path inside the folder (`sayc/notrump.bml`). */
export interface StudioFile {
  path: string
  text: string
}

/** A reader's or writer's message, placed in its file. */
export interface StudioMessage {
  file: string
  line: number
  column: number
  endLine: number
  endColumn: number
  reason: string
  ruleId: string
  source: string
  severity: 'error' | 'warning' | 'info'
}

/** Where an item of the notes (an element `id`) comes from in its file. */
export interface Anchor {
  id: string
  file: string
  start: number
  end: number
}

/** One part of the notes: a heading, a paragraph, a bid table. `html` is left out when the page already has it. */
export interface Segment {
  key: string
  html?: string
}

export interface NotesUpdate {
  path: string
  version: number
  /** Whether only the edited part was read again (the whole document follows when typing pauses). */
  partial: boolean
  segments: Segment[]
  anchors: Anchor[]
  messages: StudioMessage[]
  /** Milliseconds the worker spent. */
  took: number
}

export type ExportFormat = 'bml' | 'html' | 'bss' | 'bboalert' | 'latex' | 'json' | 'card'

export interface CallMeaning {
  call: string
  meaning?: string | undefined
  shows?: string | undefined
  alert?: boolean | undefined
}

export interface SeatShown {
  direction: string
  calls: string[]
  text: string
}

export interface RobotAnswer {
  call: string
  explanation: string
  reasons: Array<{call: string; status: string; meaning?: string | undefined; failed?: string[] | undefined}>
}

export interface ExploreResult {
  auction: string[]
  dealer: string
  problems: string[]
  calls: Array<CallMeaning & {direction: string}>
  seats: SeatShown[]
  next: CallMeaning[]
  toCall: string
  robot?: RobotAnswer | undefined
  handProblem?: string | undefined
}

export interface PractiseDeal {
  /** The calls before the player's turn. */
  auction: string[]
  dealer: string
  seat: string
  /** The player's hand, by suit (♠ ♥ ♦ ♣). */
  hand: string[]
  /** What the calls so far mean (the player's own system, no hidden hand involved). */
  calls: Array<CallMeaning & {direction: string}>
  problem?: string | undefined
}

export interface PractiseResult {
  answer: string
  robot: RobotAnswer
  correct: boolean
  /** Every hand, by direction, shown once the answer is given. */
  hands: Record<string, string[]>
}

export interface CompareBoard {
  board: number
  dealer: string
  vulnerable: string
  hands: Record<string, string[]>
  auctions: Array<{name: string; calls: string[]; contract: string; score?: number | undefined}>
  tricks?: Array<{strain: string; tricks: number[]}> | undefined
}

export interface CompareResult {
  names: string[]
  boards: CompareBoard[]
  differ: number
  problems: string[]
}

export type Request =
  | {type: 'load'; files: StudioFile[]; system: string}
  | {type: 'open'; path: string}
  | {type: 'edit'; path: string; text: string}
  | {type: 'export'; format: ExportFormat}
  | {type: 'to-bml'}
  | {type: 'explore'; auction: string; hand: string}
  | {type: 'practise-deal'; auction: string}
  | {type: 'practise-answer'; call: string}
  | {type: 'compare'; name: string; text: string}

export type Reply =
  | {type: 'loaded'; stylesheet: string}
  | {type: 'notes'; update: NotesUpdate}
  | {type: 'exported'; name: string; text: string; mime: string}
  | {type: 'explored'; result: ExploreResult}
  | {type: 'dealt'; deal: PractiseDeal}
  | {type: 'answered'; result: PractiseResult}
  | {type: 'compared'; result: CompareResult}
  | {type: 'failed'; reason: string}

/** A request with the number its reply carries. */
export type Envelope = {id: number; request: Request}
export type ReplyEnvelope = {id: number; reply: Reply}
