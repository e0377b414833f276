/**
 * The call model: levels, strains, calls, sides, seats and vulnerability.
 *
 * bdast stores every concrete call in one canonical spelling (`1C`…`7N`, `P`,
 * `X`, `XX`); readers keep the source spelling in the node's `raw` field.
 */

/** Level of a bid. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** A suit, in the letters bridge players write. */
export type Suit = 'C' | 'D' | 'H' | 'S'

/** A strain: a suit or notrump (`N`). */
export type Strain = Suit | 'N'

/** A contract bid, such as `1N` or `4S`. */
export type ContractBid = `${Level}${Strain}`

/** A concrete call: a bid, pass (`P`), double (`X`) or redouble (`XX`). */
export type Call = ContractBid | 'P' | 'X' | 'XX'

/** Which partnership made a call, seen from the system's owners. */
export type Side = 'we' | 'they'

/** A compass direction at the table. */
export type Direction = 'N' | 'E' | 'S' | 'W'

/** A seat: the position in the rotation counted from the dealer (1 = dealer). */
export type Seat = 1 | 2 | 3 | 4

/** Whether one side is vulnerable: yes, no, or either ("doesn't matter"). */
export type Vulnerable = 'yes' | 'no' | 'any'

/** Vulnerability condition on a sequence or a bid, seen from the system's owners. */
export interface VulnerabilityCondition {
  we: Vulnerable
  they: Vulnerable
}

/** Vulnerability of a deal. */
export type DealVulnerability = 'none' | 'ns' | 'ew' | 'all'

/**
 * What a call says about how the auction continues, with the BBO Full
 * Disclosure `J` codes as its order: `dispositions[code]`.
 */
export type Disposition =
  | 'none'
  | 'signoff'
  | 'non-forcing'
  | 'constructive'
  | 'invitational'
  | 'forcing'
  | 'game-forcing'
  | 'slam-try'
  | 'control-bid'
  | 'preemptive'
  | 'transfer'
  | 'puppet'
  | 'relay'
  | 'asking'
  | 'asking-response'

/** How far a call forces partner. */
export type Forcing = 'non-forcing' | 'one-round' | 'game' | 'slam'

/** Alert information of a call. */
export interface Alert {
  /** The call is artificial (BSS field C; alertable). */
  artificial?: boolean | undefined
  /** What the call asks of partner (BSS field J). */
  disposition?: Disposition | undefined
}
