export {bidDeal, type BidDealOptions, type DealAuction} from './lib/bid-deal.js'
export {
  caseKey,
  casesText,
  failureText,
  parseCases,
  runCases,
  subtestsOf,
  tallyText,
  type BiddingCase,
  type CaseProblem,
  type CaseResult,
  type CasesReport,
  type RunCasesOptions,
  type Tally
} from './lib/cases.js'
export {chooseCall} from './lib/choose.js'
export {compileSystem} from './lib/compile.js'
export {coverageOf, coverageText, inferConstraint, inferConstraints, inferenceRules, type Coverage} from './lib/infer.js'
export {findingText, lintIssues, lintSystem, reportFindings, type LintFinding, type LintIssue, type LintOptions} from './lib/lint.js'
export {naturalFallback} from './lib/natural.js'
export {
  boardsToPbn,
  compareSimulations,
  comparisonText,
  noteOf,
  simulate,
  Simulator,
  statisticsOf,
  statisticsText,
  type BoardsToPbnOptions,
  type Comparison as SimulationComparison,
  type NoRuleExample,
  type SimulatedBoard,
  type Simulation,
  type SimulateOptions,
  type Statistics
} from './lib/simulate.js'
export {ComparisonCounter, StatisticsCounter} from './lib/simulation-counts.js'
export {boundsText, explainAuction, summaryText, type Systems} from './lib/summary.js'
export type {
  AuctionSummary,
  CallExplanation,
  CandidateReport,
  CandidateStatus,
  Choice,
  ChooseOptions,
  ChooseOptions as Options,
  CompiledSystem,
  CompileOptions,
  Fallback,
  FallbackCall,
  FallbackContext,
  Reason,
  SeatSummary,
  Situation,
  SystemKind
} from './lib/types.js'

/**
 * @deprecated Use `SimulationComparison` (`Comparison` of `@bidding/core` is a
 * comparison sign, `<` … `>=`); removed in the next minor release.
 */
export type Comparison = import('./lib/simulate.js').Comparison

export type {AuctionFacts} from './lib/auction-facts.js'
