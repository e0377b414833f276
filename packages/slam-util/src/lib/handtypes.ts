/**
 * `<handtypes>` → a constraint: an `or` of one `and` per `<type>`, with the
 * reference's reading of each element (formats.md §3.3).
 */

import {own, setOwn} from '@bidding/core/own'
import type {AndConstraint, Atom, Constraint, OrConstraint} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'
import type {Element, ElementContent} from 'xast'
import {attributesOf, isWhitespace} from '@bidding/safe-xml'

/** Suit elements of a `<type>`. */
export const suitElements: Readonly<Record<string, Suit>> = {spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C'}

const hcpAttributes = new Set(['min', 'max'])
const suitAttributes = new Set(['min', 'max', 'honorsmin', 'honorsmax', 'controlsmin', 'controlsmax'])

/** A problem found while reading handtypes: which node, and what. */
export interface HandtypesProblem {
  node: Element | ElementContent
  reason: string
  ruleId: string
}

/** Result of reading `<handtypes>`. */
export interface HandtypesResult {
  constraint: OrConstraint
  /**
   * Whether the constraint alone gives the element back (no comments,
   * unknown elements or attributes, every number a plain integer, each
   * element once per type).
   */
  plain: boolean
}

/** Read an attribute as the reference does (`int()`); `undefined` when it is not an integer. */
function integer(value: string): number | undefined {
  return /^[\t\n\r ]*[+-]?\d+[\t\n\r ]*$/.test(value) ? Number.parseInt(value, 10) : undefined
}

/**
 * Read `<handtypes>`.
 *
 * @param report called for each problem (none change the result, which is
 *   what the reference makes of the element).
 */
export function readHandtypes(element: Element, report?: (problem: HandtypesProblem) => void): HandtypesResult {
  let plain = Object.keys(element.attributes).length === 0
  const types: AndConstraint[] = []

  for (const attribute of Object.keys(element.attributes)) {
    report?.({node: element, reason: 'Unexpected attribute `' + attribute + '` on `<handtypes>`, expected none', ruleId: 'unknown-attribute'})
  }

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element' && child.name === 'type') {
      const result = readType(child, report)
      if (!result.plain) plain = false
      types.push(result.constraint)
      continue
    }

    plain = false
    if (child.type === 'element') {
      report?.({
        node: child,
        reason: 'Unexpected element `<' + child.name + '>` in `<handtypes>`, expected `<type>`',
        ruleId: 'unknown-element'
      })
    } else if (child.type === 'text' || child.type === 'cdata') {
      report?.({node: child, reason: 'Unexpected text in `<handtypes>`, expected `<type>` elements', ruleId: 'unexpected-text'})
    }
  }

  return {constraint: {type: 'or', children: types}, plain}
}

function readType(element: Element, report?: (problem: HandtypesProblem) => void): {constraint: AndConstraint; plain: boolean} {
  let plain = Object.keys(element.attributes).length === 0
  const atoms: Constraint[] = []
  const seen = new Set<string>()

  for (const attribute of Object.keys(element.attributes)) {
    report?.({node: element, reason: 'Unexpected attribute `' + attribute + '` on `<type>`, expected none', ruleId: 'unknown-attribute'})
  }

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type !== 'element') {
      plain = false
      if (child.type === 'text' || child.type === 'cdata') {
        report?.({node: child, reason: 'Unexpected text in `<type>`, expected elements', ruleId: 'unexpected-text'})
      }

      continue
    }

    const suit = own(suitElements, child.name)
    if (child.name !== 'HCP' && !suit) {
      plain = false
      report?.({
        node: child,
        reason:
          'Unexpected element `<' +
          child.name +
          '>` in `<type>`, expected `<HCP>`, `<spades>`, `<hearts>`, `<diamonds>` or `<clubs>` (SLAMBidding treats it as satisfied)',
        ruleId: 'unknown-hand-element'
      })
      continue
    }

    if (seen.has(child.name)) plain = false
    seen.add(child.name)
    if (child.children.some((node) => !isWhitespace(node))) {
      plain = false
      report?.({node: child, reason: 'Unexpected content in `<' + child.name + '>`, expected an empty element', ruleId: 'unexpected-content'})
    }

    const known = suit ? suitAttributes : hcpAttributes
    const numbers: Record<string, number> = {}
    for (const [name, value] of attributesOf(child)) {
      if (!known.has(name)) {
        plain = false
        report?.({
          node: child,
          reason: 'Unexpected attribute `' + name + '` on `<' + child.name + '>`, expected ' + [...known].map((k) => '`' + k + '`').join(', '),
          ruleId: 'unknown-attribute'
        })
        continue
      }

      const number = integer(value)
      if (number === undefined) {
        plain = false
        report?.({
          node: child,
          reason: 'Unexpected `' + name + '="' + value + '"` on `<' + child.name + '>`, expected an integer (SLAMBidding uses the default)',
          ruleId: 'invalid-number'
        })
        continue
      }

      if (String(number) !== value) plain = false
      setOwn(numbers, name, number)
    }

    atoms.push(...elementAtoms(suit, numbers))
  }

  return {constraint: {type: 'and', children: atoms}, plain}
}

/** The atoms of one `<HCP>` (no suit) or suit element. */
function elementAtoms(suit: Suit | undefined, numbers: Readonly<Record<string, number>>): Atom[] {
  if (!suit) return [withRange({type: 'points', scale: 'hcp'}, numbers.min, numbers.max)]
  const atoms: Atom[] = []
  const hasLength = numbers.min !== undefined || numbers.max !== undefined
  const hasHonours = numbers.honorsmin !== undefined || numbers.honorsmax !== undefined
  const hasControls = numbers.controlsmin !== undefined || numbers.controlsmax !== undefined
  // `<spades/>` still says something to the writer: keep an open length.
  if (hasLength || (!hasHonours && !hasControls)) atoms.push(withRange({type: 'length', suit}, numbers.min, numbers.max))
  if (hasHonours) atoms.push(withRange({type: 'honours', suit}, numbers.honorsmin, numbers.honorsmax))
  if (hasControls) atoms.push(withRange({type: 'controls', suit}, numbers.controlsmin, numbers.controlsmax))
  return atoms
}

function withRange<T extends Atom & {min?: number | undefined; max?: number | undefined}>(
  atom: T,
  min: number | undefined,
  max: number | undefined
): T {
  if (min !== undefined) atom.min = min
  if (max !== undefined) atom.max = max
  return atom
}

/**
 * The constraint SLAMBidding reads from `<handtypes>`: one `and` per
 * `<type>`, in an `or`. `<handtypes/>` is `{type: 'or', children: []}`
 * (never), `<type/>` is `{type: 'and', children: []}` (any hand). Honours
 * and controls are kept although the reference ignores them; elements it
 * does not know are left out (it treats them as satisfied).
 */
export function handtypesToConstraint(element: Element): OrConstraint {
  return readHandtypes(element).constraint
}
