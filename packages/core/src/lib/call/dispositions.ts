import type {Disposition} from './types.js'

/**
 * Dispositions in the order of their BBO Full Disclosure `J` code:
 * `dispositions[0]` is `none`, `dispositions[10]` (`A`) is `transfer`.
 */
export const dispositions: readonly Disposition[] = [
  'none',
  'signoff',
  'non-forcing',
  'constructive',
  'invitational',
  'forcing',
  'game-forcing',
  'slam-try',
  'control-bid',
  'preemptive',
  'transfer',
  'puppet',
  'relay',
  'asking',
  'asking-response'
]
