export {
  compareScores,
  compareWithPar,
  contractLabel,
  mostDifferent,
  type BoardComparison,
  type DivergenceGroup,
  type ScoreComparison,
  type ScoreKind
} from './lib/compare.js'
export {comparisonHtml, comparisonTree, type ComparisonHtmlOptions} from './lib/html.js'
export {comparisonPbn, type ComparisonPbnOptions} from './lib/pbn.js'
export {scoreBoard, tableStrain, type BidBoard, type ScoredBoard} from './lib/score-board.js'
export {summarize, tQuantile975, type SampleSummary, type Summary} from './lib/statistics.js'
export {scoreText} from './lib/text.js'
