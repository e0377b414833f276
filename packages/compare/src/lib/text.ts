/**
 * A scored comparison as the lines `bidding simulate --score` prints.
 */

import type {ScoreComparison, ScoreKind} from './compare.js'

const units: Readonly<Record<ScoreKind, string>> = {imps: 'IMPs/board', mp: '% of the matchpoints', total: 'points/board'}

function signed(value: number, digits: number): string {
  const text = value.toFixed(digits)
  return value > 0 && Number(text) !== 0 ? '+' + text : text
}

function percent(share: number): string {
  return (100 * share).toFixed(1) + '%'
}

/**
 * The comparison as text. `names` are the two systems (or the system and
 * `par`).
 */
export function scoreText(comparison: ScoreComparison, names: [string, string], options: {groups?: number | undefined} = {}): string {
  const {kind, mean, ci95, boards} = comparison.score
  const digits = kind === 'total' ? 0 : 2
  const show = (value: number) => (kind === 'mp' ? value.toFixed(1) : signed(value, digits))
  const lines = [
    (kind === 'mp' ? names[0] + ' against ' + names[1] + ': ' : names[0] + ' − ' + names[1] + ': ') +
      show(mean) +
      ' ' +
      units[kind] +
      ' (95% CI ' +
      show(ci95[0]) +
      ' … ' +
      show(ci95[1]) +
      ') over ' +
      boards +
      ' boards',
    names[0] + ' scored more on ' + percent(comparison.won) + ' of the boards, less on ' + percent(comparison.lost) + ', the same on ' + percent(comparison.tied)
  ]
  const groups = comparison.byDivergence.slice(0, options.groups ?? 10)
  if (groups.length > 0) {
    lines.push('', 'Where the auctions part:')
    for (const group of groups) {
      lines.push(
        '  ' +
          (group.after === '' ? 'at the first call' : 'after ' + group.after) +
          ': ' +
          show(group.mean) +
          ' ' +
          units[kind] +
          ' over ' +
          group.boards +
          ' board' +
          (group.boards === 1 ? '' : 's') +
          (group.boards > 1 ? ' (95% CI ' + show(group.ci95[0]) + ' … ' + show(group.ci95[1]) + ')' : '')
      )
    }
  }

  return lines.join('\n')
}
