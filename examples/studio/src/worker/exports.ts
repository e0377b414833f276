/** Export the document in the editor with every writer of the project. */

import {toBboalert} from '@bidding/bboalert-stringify'
import {toBml} from '@bidding/bml-stringify'
import {toBss} from '@bidding/bss-stringify'
import {cardToHtml} from '@bidding/card-stringify'
import type {Root} from '@bidding/core'
import {toHtml} from '@bidding/html-stringify'
import {toJson} from '@bidding/json'
import {toLatex} from '@bidding/latex-stringify'
import {VFile} from 'vfile'
import type {ExportFormat} from '../protocol.js'

const writers: Readonly<Record<ExportFormat, {extension: string; mime: string; write: (tree: Root, file: VFile) => string}>> = {
  bml: {extension: '.bml', mime: 'text/plain', write: (tree, file) => toBml(tree, {}, file)},
  html: {extension: '.html', mime: 'text/html', write: (tree, file) => toHtml(tree, {includeExternalFiles: true}, file)},
  bss: {extension: '.bss', mime: 'text/plain', write: (tree, file) => toBss(tree, {}, file)},
  bboalert: {extension: '.txt', mime: 'text/plain', write: (tree, file) => toBboalert(tree, {}, file)},
  latex: {extension: '.tex', mime: 'application/x-tex', write: (tree, file) => toLatex(tree, {}, file)},
  json: {extension: '.json', mime: 'application/json', write: (tree) => toJson(tree, {})},
  card: {extension: '.card.html', mime: 'text/html', write: (tree) => cardToHtml(tree)}
}

export function exportTree(tree: Root, path: string, format: ExportFormat): {name: string; text: string; mime: string} {
  const writer = writers[format]
  const base = (path.split('/').pop() ?? 'system').replace(/\.[^.]*$/, '')
  const file = new VFile({path: base + writer.extension})
  return {name: base + writer.extension, text: writer.write(tree, file), mime: writer.mime}
}
