export type {Card, Deal, Hand, Holding} from './lib/cards.js'
export {
  cardCount,
  cardOf,
  cardsOf,
  completeDeal,
  dealProblem,
  emptyHand,
  formatCard,
  handOf,
  hasCard,
  holdingLength,
  overlaps,
  parseCard,
  rankCharacters,
  rankOf,
  remainingCards,
  seatIndex,
  seats,
  suitIndex,
  suitLetters,
  suitOf,
  withCard
} from './lib/cards.js'
export {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  isVulnerable,
  nextSeat,
  parseDirection,
  parseVulnerability,
  partnerOf
} from './lib/board.js'
export {
  formatDeal,
  formatHand,
  formatHolding,
  parseDeal,
  parseHand,
  type FormatHandOptions,
  type HandNotation,
  type ParseDealResult,
  type ParseHandOptions,
  type ParseHandResult
} from './lib/notation.js'
export {
  adjustedPoints,
  controls,
  hcp,
  honours,
  isBalanced,
  isLongest,
  isSemiBalanced,
  lengthPoints,
  losers,
  matchesShape,
  newLosers,
  pattern,
  patternString,
  pearsonPoints,
  playingTricks,
  quickTricks,
  rulePoints,
  scalePointsOf,
  shapeString,
  shortnessPoints,
  stopper,
  suitLength,
  suitLengths,
  suitQuality,
  suitsOfLength,
  supportPoints
} from './lib/evaluate.js'
export {describeHand, type HandDescription} from './lib/describe.js'
export {kaplanRubens, kaplanRubensQuality} from './lib/kaplan-rubens.js'
export {pointScales, scaleTable, type ScaleWeights} from './lib/scales.js'
export {holdingCount, suitMeasures, tables, tabulate} from './lib/suit.js'
export {
  compileConstraint,
  fitsConstraint,
  handAtomTest,
  undecidableAtoms,
  type CompiledConstraint,
  type EvaluateOptions
} from './lib/constraint.js'
export {parsePbn} from './lib/pbn-parse.js'
export {toPbn} from './lib/pbn-stringify.js'
export type {PbnAuction, PbnCall, PbnGame, PbnTag, ToPbnOptions} from './lib/pbn-types.js'
export {
  boardScore,
  contractScore,
  impScale,
  imps,
  matchpointShares,
  matchpoints,
  type ScoredContract
} from './lib/score.js'
