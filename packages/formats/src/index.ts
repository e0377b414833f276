import {createRegistry, type Format, type Registry} from '@bidding/core'
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
import {format as card, summaryFormat as summary} from '@bidding/card-stringify'

/** Every format of the project, readers and writers. */
export const formats: readonly Format[] = [
  json,
  bmlParse,
  bmlStringify,
  html,
  latex,
  pdf,
  card,
  summary,
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
