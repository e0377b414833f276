import {createRegistry, type Format, type Registry} from '@bidding/core/registry'
import {format as json} from '@bidding/json/format'
import {format as bmlParse} from '@bidding/bml-parse/format'
import {format as bmlStringify} from '@bidding/bml-stringify/format'
import {format as bboalertParse} from '@bidding/bboalert-parse/format'
import {format as bboalertStringify} from '@bidding/bboalert-stringify/format'
import {format as pbnParse} from '@bidding/pbn-parse/format'
import {format as bssParse} from '@bidding/bss-parse/format'
import {format as bssStringify} from '@bidding/bss-stringify/format'
import {format as rulesXmlParse} from '@bidding/rules-xml-parse/format'
import {format as rulesXmlStringify} from '@bidding/rules-xml-stringify/format'
import {formats as slamParse} from '@bidding/slam-parse/format'
import {formats as slamStringify} from '@bidding/slam-stringify/format'
import {format as bidspaceParse} from '@bidding/bidspace-parse/format'
import {format as bidspaceStringify, textFormat as bidspaceText} from '@bidding/bidspace-stringify/format'
import {format as jslist, jsonFormat as jslistJson} from '@bidding/jslist-stringify/format'
import {format as html} from '@bidding/html-stringify/format'
import {format as latex, pdfFormat as pdf} from '@bidding/latex-stringify/format'
import {format as card, cardPdfFormat as cardPdf, summaryFormat as summary, summaryPdfFormat as summaryPdf} from '@bidding/card-stringify/format'

// The `/format` entries also type the registry's options by module augmentation;
// these bare imports keep them in this package's declarations for its users.
import '@bidding/json/format'
import '@bidding/bml-parse/format'
import '@bidding/bml-stringify/format'
import '@bidding/bboalert-parse/format'
import '@bidding/bboalert-stringify/format'
import '@bidding/pbn-parse/format'
import '@bidding/bss-parse/format'
import '@bidding/bss-stringify/format'
import '@bidding/rules-xml-parse/format'
import '@bidding/rules-xml-stringify/format'
import '@bidding/slam-parse/format'
import '@bidding/slam-stringify/format'
import '@bidding/bidspace-parse/format'
import '@bidding/bidspace-stringify/format'
import '@bidding/jslist-stringify/format'
import '@bidding/html-stringify/format'
import '@bidding/latex-stringify/format'
import '@bidding/card-stringify/format'

/** Every format of the project, readers and writers. */
export const formats: readonly Format[] = [
  json,
  bmlParse,
  bmlStringify,
  html,
  latex,
  pdf,
  card,
  cardPdf,
  summary,
  summaryPdf,
  bssParse,
  bssStringify,
  bboalertParse,
  bboalertStringify,
  pbnParse,
  bidspaceParse,
  bidspaceStringify,
  bidspaceText,
  jslist,
  jslistJson,
  rulesXmlParse,
  rulesXmlStringify,
  ...slamParse,
  ...slamStringify
]

/** A registry of every format. */
export const registry: Registry = createRegistry(formats)
