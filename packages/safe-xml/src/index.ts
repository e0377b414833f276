export {defaultMaxDepth, defaultMaxSize, readXml, type XmlLimits} from './lib/read-xml.js'
export {attributeOf, attributesOf, hasMarkup, isWhitespace, sliceOf, textOf} from './lib/xast.js'
