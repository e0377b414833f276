/**
 * DDS's own test hands (`../shared/corpus/dds/list*.txt`): each block's
 * deal, dealer, vulnerability, the SolveBoard case, the expected table and
 * DealerPar's expected par.
 */

import {readFileSync} from 'node:fs'
import type {DealVulnerability, Direction} from '@bidding/core/calls'

export interface DdsCase {
  dealer: Direction
  vulnerability: DealVulnerability
  /** SolveBoard's strain (0 ♠ … 3 ♣, 4 NT) and leader (0 N … 3 W) for the FUT line. */
  trump: number
  first: number
  deal: string
  /** FUT: cards, then suit, rank, equals and score per card. */
  future: number[]
  /** TABLE: strains S H D C NT, each N E S W. */
  table: number[]
  /** PAR2: the score and the contract texts. */
  parScore: number
  parContracts: string[]
}

const seats: readonly Direction[] = ['N', 'E', 'S', 'W']
const vulnerabilities: readonly DealVulnerability[] = ['none', 'all', 'ns', 'ew']

function numbers(line: string): number[] {
  return line.trim().split(/\s+/).slice(1).map(Number)
}

export function readDdsList(file: string): DdsCase[] {
  const cases: DdsCase[] = []
  let current: Partial<DdsCase> | undefined
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const pbn = /^PBN (\d) (\d) (\d) (\d) "([^"]+)"/.exec(line)
    if (pbn) {
      current = {
        dealer: seats[Number(pbn[1])]!,
        vulnerability: vulnerabilities[Number(pbn[2])]!,
        trump: Number(pbn[3]),
        first: Number(pbn[4]),
        deal: pbn[5]!
      }
      cases.push(current as DdsCase)
    } else if (current && line.startsWith('FUT ')) current.future = numbers(line)
    else if (current && line.startsWith('TABLE ')) current.table = numbers(line)
    else if (current && line.startsWith('PAR2 ')) {
      const texts = [...line.matchAll(/"([^"]*)"/g)].map((match) => match[1]!)
      current.parScore = Number(texts[0])
      current.parContracts = texts.slice(1)
    }
  }

  return cases
}
