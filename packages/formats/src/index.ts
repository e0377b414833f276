import {createRegistry, type Format, type Registry} from '@bidding/core'
import {format as json} from '@bidding/json'
import {format as bmlParse} from '@bidding/bml-parse'
import {format as bmlStringify} from '@bidding/bml-stringify'
import {format as bboalertParse} from '@bidding/bboalert-parse'
import {format as bboalertStringify} from '@bidding/bboalert-stringify'
import {format as pbnParse} from '@bidding/pbn-parse'
import {format as bssParse} from '@bidding/bss-parse'
import {format as bssStringify} from '@bidding/bss-stringify'
import {format as rulesXmlParse} from '@bidding/rules-xml-parse'
import {format as rulesXmlStringify} from '@bidding/rules-xml-stringify'
import {formats as slamParse} from '@bidding/slam-parse'
import {formats as slamStringify} from '@bidding/slam-stringify'
import {format as bidspaceParse} from '@bidding/bidspace-parse'
import {format as bidspaceStringify, textFormat as bidspaceText} from '@bidding/bidspace-stringify'
import {format as jslist, jsonFormat as jslistJson} from '@bidding/jslist-stringify'
import {format as html} from '@bidding/html-stringify'
import {format as latex, pdfFormat as pdf} from '@bidding/latex-stringify'
import {format as card, cardPdfFormat as cardPdf, summaryFormat as summary, summaryPdfFormat as summaryPdf} from '@bidding/card-stringify'

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
