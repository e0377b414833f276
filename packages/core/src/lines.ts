/**
 * `@bidding/core/lines`: lines, points and spans for line-based readers
 * (`textLines`, `textPlaces`, `stripBom`). Loads no zod. 
 */

export {stripBom, textLines, textPlaces, type TextLine, type TextPlaces} from './lib/text-lines.js'
