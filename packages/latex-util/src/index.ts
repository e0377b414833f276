export {escapeLatex, type EscapeOptions, type EscapeState} from './lib/escape.js'
export {runPdflatex, type PdflatexOptions, type PdflatexResult} from './lib/pdflatex.js'
export {suitMacros} from './lib/suits.js'
