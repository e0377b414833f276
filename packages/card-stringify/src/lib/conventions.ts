/**
 * Conventions a card names, recognised by their names in the notes' text:
 * a call's meaning (then the card shows the auction) or the prose.
 */

/** A convention the card has a box for. */
export interface ConventionName {
  /** The name on the card. */
  name: string
  /** The names and spellings the notes may use. */
  pattern: RegExp
}

export const conventionNames = {
  stayman: {name: 'Stayman', pattern: /\bstayman\b/i},
  jacobyTransfers: {name: 'Jacoby transfers', pattern: /\b(?:jacoby )?transfers?\b(?! ?(?:advance|lead))/i},
  texasTransfers: {name: 'Texas transfers', pattern: /\btexas\b/i},
  jacoby2nt: {name: 'Jacoby 2NT', pattern: /\bjacoby 2 ?n(?:t|o ?trump)?\b/i},
  splinters: {name: 'Splinter bids', pattern: /\bsplinters?\b/i},
  drury: {name: 'Drury', pattern: /\bdrury\b/i},
  newMinorForcing: {name: 'New minor forcing', pattern: /\bnew minor forcing\b/i},
  fourthSuit: {name: 'Fourth suit forcing', pattern: /\bfourth[- ]suit (?:forcing|is artificial)\b|\bFSF\b/i},
  ogust: {name: 'Ogust', pattern: /\bogust\b/i},
  feature: {name: 'Feature ask', pattern: /\bfeature\b/i},
  blackwood: {name: 'Blackwood', pattern: /\bblackwood\b/i},
  keycard: {name: 'Roman Key Card Blackwood', pattern: /\b(?:roman )?key ?card\b|\brkc?b\b/i},
  gerber: {name: 'Gerber', pattern: /\bgerber\b/i},
  grandSlamForce: {name: 'Grand slam force', pattern: /\bgrand slam force\b|\bjosephine\b/i},
  negativeDouble: {name: 'Negative double', pattern: /\bnegative doubles?\b/i},
  responsiveDouble: {name: 'Responsive double', pattern: /\bresponsive doubles?\b/i},
  supportDouble: {name: 'Support double', pattern: /\bsupport doubles?\b/i},
  michaels: {name: 'Michaels', pattern: /\bmichaels\b/i},
  unusual2nt: {name: 'Unusual 2NT', pattern: /\bunusual (?:2 ?n(?:t|otrump)?|notrump)\b/i},
  lebensohl: {name: 'Lebensohl', pattern: /\blebensohl\b/i},
  weakJumpOvercall: {name: 'Weak jump overcalls', pattern: /\bweak jump overcalls?\b/i},
  landy: {name: 'Landy', pattern: /\blandy\b/i},
  cappelletti: {name: 'Cappelletti', pattern: /\bcappelletti\b|\bhamilton\b/i},
  dont: {name: 'DONT', pattern: /\bDONT\b/},
  multi: {name: 'Multi 2♦', pattern: /\bmulti\b/i},
  namyats: {name: 'Namyats', pattern: /\bnamyats\b/i},
  smolen: {name: 'Smolen', pattern: /\bsmolen\b/i},
  puppetStayman: {name: 'Puppet Stayman', pattern: /\bpuppet stayman\b/i},
  jordan: {name: 'Jordan 2NT', pattern: /\bjordan\b|\btruscott\b/i}
} as const satisfies Record<string, ConventionName>

export type ConventionKey = keyof typeof conventionNames
