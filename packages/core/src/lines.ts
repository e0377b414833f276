/**
 * `@bidding/core/lines`: lines, points and spans for line-based readers
 * (`textLines`, `textPlaces`, `stripBom`). Loads no zod. Also exported by
 * `@bidding/core`.
 */

export {stripBom, textLines, textPlaces, type TextLine, type TextPlaces} from './lib/text-lines.js'
