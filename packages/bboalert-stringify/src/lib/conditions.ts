/**
 * Seat and vulnerability conditions as BBOalert options. BBOalert enables an
 * option by itself when its name carries tags that match the table: `@1`…`@4`
 * the seat of the opening call, `@n`/`@v` our vulnerability, `@N`/`@V`
 * theirs (the tags BBOalert's own BSS import writes for the BSS codes).
 */

/**
 * A seat and vulnerability condition, as BSS codes (`0` = any): see
 * `seatCodes` and `vulnerabilityCode` of `@bidding/bss-parse`.
 */
export interface Condition {
  seat: string
  vulnerability: string
}

const seatTags: Readonly<Record<string, string>> = {
  '1': '@1',
  '2': '@2',
  '3': '@3',
  '4': '@4',
  '5': '@1@2',
  '6': '@3@4'
}

const seatWords: Readonly<Record<string, string>> = {
  '1': '1st-seat',
  '2': '2nd-seat',
  '3': '3rd-seat',
  '4': '4th-seat',
  '5': '1st-2nd-seat',
  '6': '3rd-4th-seat'
}

const vulnerabilityTags: Readonly<Record<string, string>> = {
  '1': '@n@N',
  '2': '@v@N',
  '3': '@n@V',
  '4': '@v@V',
  '5': '@n',
  '6': '@v',
  '7': '@N',
  '8': '@V'
}

const vulnerabilityWords: Readonly<Record<string, string>> = {
  '1': 'none-vul',
  '2': 'we-vul-they-not',
  '3': 'they-vul-we-not',
  '4': 'both-vul',
  '5': 'we-not-vul',
  '6': 'we-vul',
  '7': 'they-not-vul',
  '8': 'they-vul'
}

/**
 * Name of the option block of a condition (`1st-2nd-seat_we-not-vul_@1@2@n`),
 * or `undefined` for no condition. Names have no spaces, so no two blocks
 * share a first word (BBOalert makes such options exclusive).
 */
export function optionName(condition: Condition): string | undefined {
  const words: string[] = []
  let tags = ''
  if (condition.seat !== '0') {
    words.push(seatWords[condition.seat]!)
    tags += seatTags[condition.seat]
  }

  if (condition.vulnerability !== '0') {
    words.push(vulnerabilityWords[condition.vulnerability]!)
    tags += vulnerabilityTags[condition.vulnerability]
  }

  return words.length === 0 ? undefined : words.join('_') + '_' + tags
}

/**
 * How specific a condition is: blocks are written from the least to the most
 * specific, since in BBOalert the last matching record wins.
 */
export function specificity(condition: Condition): number {
  const seat = condition.seat === '0' ? 0 : condition.seat === '5' || condition.seat === '6' ? 1 : 2
  const vulnerability = condition.vulnerability === '0' ? 0 : Number(condition.vulnerability) >= 5 ? 1 : 2
  return seat + vulnerability
}
