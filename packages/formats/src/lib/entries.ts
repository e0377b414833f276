/**
 * Every format of the project described, with what loads it: the data a
 * lazy registry needs to find a format and take its options from a command
 * line without loading any format. `test/lazy.test.ts` checks each
 * description against the format module it loads: after changing a
 * format's name, extensions or option schema, change its entry here too.
 */

import type {FormatEntry} from '@bidding/core/registry'

/** The formats of `@bidding/formats`, in its order. */
export const entries: readonly FormatEntry[] = [
  {
    name: 'json',
    description: 'bdast, the bidding syntax tree, as JSON',
    extensions: ['.json'],
    chunked: true,
    reads: true,
    writes: true,
    parseOptions: [
      {name: 'maxProblems', kind: 'number', description: 'most problems to report before giving up'}
    ],
    stringifyOptions: [
      {name: 'positions', kind: 'boolean', description: 'keep `position` fields (default: true)'},
      {name: 'space', kind: 'number', description: 'spaces per indentation level, 0 for one line'}
    ],
    load: async () => (await import('@bidding/json/format')).format,
    loadPlugins: async () => {
      const {jsonParse, jsonStringify} = await import('@bidding/json')
      return {parse: jsonParse, stringify: jsonStringify}
    }
  },
  {
    name: 'bml',
    description: 'BML, the Bridge Bidding Markup Language (BML 2, or BML 1 with `--dialect bml1`)',
    extensions: ['.bml'],
    reads: true,
    writes: false,
    parseOptions: [
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference` reads as BML 2.7.0 does (its crashes become fatal messages); `default` fixes its bugs'},
      {name: 'dialect', kind: 'string', choices: ['bml2', 'bml1'], description: '`bml1` reads BML 1 (free indentation, `;` in histories, `//` anywhere)'},
      {name: 'indentation', kind: 'number', description: 'columns per level of a bid table (default: 2)'},
      {name: 'allowOutside', kind: 'boolean', description: 'allow `#INCLUDE` of files outside the include root'},
      {name: 'includeRoot', kind: 'string', description: 'folder `#INCLUDE`d files must be in (default: the document’s; stdin has none)'},
      {name: 'maxIncludeSize', kind: 'number', description: 'largest document with its includes, in characters (default: 52428800)'},
      {name: 'maxIncludeDepth', kind: 'number', description: 'deepest nesting of included files (default: 32)'},
      {name: 'maxIncludes', kind: 'number', description: 'most `#INCLUDE` directives expanded (default: 10000)'},
      {name: 'compactPositions', kind: 'boolean', description: 'positions held as offsets, read through getters: a fifth less memory, same output (default: true)'}
    ],
    load: async () => (await import('@bidding/bml-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/bml-parse')).bmlParseWithConstraints})
  },
  {
    name: 'bml',
    description: 'BML, the Bridge Bidding Markup Language (BML 2)',
    extensions: ['.bml'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'indentation', kind: 'number', description: 'columns per level of a bid table (default: 2)'}
    ],
    load: async () => (await import('@bidding/bml-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/bml-stringify')).bmlStringify})
  },
  {
    name: 'html',
    description: 'a web page: collapsible bidding trees with search, one self-contained file',
    extensions: ['.html', '.htm'],
    chunked: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'tree', kind: 'boolean', description: 'draw bidding tables as trees (default: true); false gives indented lists'},
      {name: 'includeExternalFiles', kind: 'boolean', description: 'inline the stylesheet and script (default: true); false links bidding.css and bidding.js'},
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference` reproduces bml2html 2.7.0, quirks included, without the interactive extras'},
      {name: 'suitsInText', kind: 'string', choices: ['calls', 'all'], description: 'suit symbols for calls in the call column only (`calls`, default) or in all text (`all`)'},
      {name: 'fragment', kind: 'boolean', description: 'write only the content, to embed in another page (default: false)'},
      {name: 'expandDepth', kind: 'number', description: 'levels of each bidding table open when the page loads (default: all); deeper ones start collapsed'},
      {name: 'robotDetails', kind: 'boolean', description: 'show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)'},
      {name: 'lang', kind: 'string', description: 'language of the page, a tag such as `nl` (default: #+LANGUAGE, else `en`)'}
    ],
    load: async () => (await import('@bidding/html-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/html-stringify')).htmlStringify})
  },
  {
    name: 'latex',
    description: 'LaTeX for pdflatex: bidding trees (dirtree) or tables (tabbing), deal and auction diagrams',
    extensions: ['.tex'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'tree', kind: 'boolean', description: 'draw bidding tables as trees with dirtree (default: true); false gives tabbing'},
      {name: 'includeExternalFiles', kind: 'boolean', description: 'inline the macro package (default: true); false loads bidding.sty, saved from `macroPackage`'},
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference` reproduces bml2latex 2.7.0, quirks included'},
      {name: 'paper', kind: 'string', choices: ['a4paper', 'letterpaper'], description: 'paper size (default: a4paper)'},
      {name: 'robotDetails', kind: 'boolean', description: 'show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)'}
    ],
    load: async () => (await import('@bidding/latex-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/latex-stringify')).latexStringify})
  },
  {
    name: 'pdf',
    description: 'PDF, made with pdflatex (TeX Live must be installed)',
    extensions: ['.pdf'],
    binary: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'tree', kind: 'boolean', description: 'draw bidding tables as trees with dirtree (default: true); false gives tabbing'},
      {name: 'includeExternalFiles', kind: 'boolean', description: 'inline the macro package (default: true); false loads bidding.sty, saved from `macroPackage`'},
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference` reproduces bml2latex 2.7.0, quirks included'},
      {name: 'paper', kind: 'string', choices: ['a4paper', 'letterpaper'], description: 'paper size (default: a4paper)'},
      {name: 'robotDetails', kind: 'boolean', description: 'show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)'},
      {name: 'pdflatex', kind: 'string', description: 'the pdflatex program to run (default: pdflatex on the PATH)'},
      {name: 'timeout', kind: 'number', description: 'seconds each pdflatex run may take (default: 60)'}
    ],
    load: async () => (await import('@bidding/latex-stringify/format')).pdfFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/latex-stringify')).pdfStringify})
  },
  {
    name: 'card',
    description: 'a convention card (ACBL or WBF layout) filled from the notes: a web page for screen and print',
    extensions: ['.card.html'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'lang', kind: 'string', description: 'language of the page (a tag such as `nl`; default: `#+LANGUAGE`, else `en`)'},
      {name: 'card', kind: 'string', choices: ['acbl', 'wbf'], description: 'which convention card: `acbl` (default) or `wbf`'}
    ],
    load: async () => (await import('@bidding/card-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/card-stringify')).cardStringify})
  },
  {
    name: 'card-pdf',
    description: 'a convention card (ACBL or WBF layout) as PDF, made with pdflatex (TeX Live must be installed)',
    extensions: ['.card.pdf'],
    binary: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'card', kind: 'string', choices: ['acbl', 'wbf'], description: 'which convention card: `acbl` (default) or `wbf`'},
      {name: 'pdflatex', kind: 'string', description: 'the pdflatex program to run (default: pdflatex on the PATH)'},
      {name: 'timeout', kind: 'number', description: 'seconds the pdflatex run may take (default: 60)'}
    ],
    load: async () => (await import('@bidding/card-stringify/format')).cardPdfFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/card-stringify')).cardPdfStringify})
  },
  {
    name: 'summary',
    description: 'the openings and their most developed continuations on one or two pages (HTML)',
    extensions: ['.summary.html'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'lang', kind: 'string', description: 'language of the page (a tag such as `nl`; default: `#+LANGUAGE`, else `en`)'},
      {name: 'continuations', kind: 'number', description: 'continuations kept per opening (default: 6)'}
    ],
    load: async () => (await import('@bidding/card-stringify/format')).summaryFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/card-stringify')).summaryStringify})
  },
  {
    name: 'summary-pdf',
    description: 'the openings and their most developed continuations as PDF, made with pdflatex (TeX Live must be installed)',
    extensions: ['.summary.pdf'],
    binary: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'continuations', kind: 'number', description: 'continuations kept per opening (default: 6)'},
      {name: 'pdflatex', kind: 'string', description: 'the pdflatex program to run (default: pdflatex on the PATH)'},
      {name: 'timeout', kind: 'number', description: 'seconds the pdflatex run may take (default: 60)'}
    ],
    load: async () => (await import('@bidding/card-stringify/format')).summaryPdfFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/card-stringify')).summaryPdfStringify})
  },
  {
    name: 'bss',
    description: 'BBO Full Disclosure system file',
    extensions: ['.bss'],
    reads: true,
    writes: false,
    parseOptions: [],
    load: async () => (await import('@bidding/bss-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/bss-parse')).bssParse})
  },
  {
    name: 'bss',
    description: 'BBO Full Disclosure system file',
    extensions: ['.bss'],
    chunked: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference`: byte-identical with BML 2.7.0 bml2bss, its bugs included (default: `default`)'},
      {name: 'constraints', kind: 'boolean', description: 'add what each call shows (its constraint) to its description (default: true, false with `reference`)'}
    ],
    load: async () => (await import('@bidding/bss-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/bss-stringify')).bssStringify})
  },
  {
    name: 'bboalert',
    description: 'BBOalert system file',
    extensions: ['.bboalert'],
    reads: true,
    writes: false,
    parseOptions: [],
    load: async () => (await import('@bidding/bboalert-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/bboalert-parse')).bboalertParse})
  },
  {
    name: 'bboalert',
    description: 'BBOalert, the BBO browser extension’s alert file',
    extensions: ['.bboalert'],
    chunked: true,
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference`: expand call patterns exactly as BML 2.7.0 does, its bugs included (default: `default`)'},
      {name: 'constraints', kind: 'boolean', description: 'add each bid’s hand constraint to its explanation (default: true)'}
    ],
    load: async () => (await import('@bidding/bboalert-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/bboalert-stringify')).bboalertStringify})
  },
  {
    name: 'pbn',
    description: 'PBN boards (Portable Bridge Notation), as deal and auction diagrams',
    extensions: ['.pbn'],
    reads: true,
    writes: false,
    parseOptions: [],
    load: async () => (await import('@bidding/pbn-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/pbn-parse')).pbnParse})
  },
  {
    name: 'bidspace',
    description: 'bidding_space.txt state machines (SwannSG/jsBridge)',
    extensions: [],
    outputExtension: '.txt',
    reads: true,
    writes: false,
    parseOptions: [
      {name: 'profile', kind: 'string', choices: ['default', 'reference'], description: '`reference` reads lines exactly as the reference converter does (default: keep what it drops)'}
    ],
    load: async () => (await import('@bidding/bidspace-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/bidspace-parse')).bidspaceParse})
  },
  {
    name: 'bidspace',
    description: 'bidding_space.txt state machines (SwannSG/jsBridge)',
    extensions: [],
    outputExtension: '.txt',
    reads: false,
    writes: true,
    stringifyOptions: [],
    load: async () => (await import('@bidding/bidspace-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/bidspace-stringify')).bidspaceStringify})
  },
  {
    name: 'bidspace-text',
    description: 'text summary of a bidding_space system, as bid_space_to_text.py prints it',
    extensions: [],
    outputExtension: '.txt',
    reads: false,
    writes: true,
    stringifyOptions: [],
    load: async () => (await import('@bidding/bidspace-stringify/format')).textFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/bidspace-stringify')).bidspaceTextStringify})
  },
  {
    name: 'jslist',
    description: 'the bidding_space JS-list database, as an ES module',
    extensions: ['.js'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'rules', kind: 'string', choices: ['calls', 'objects'], description: "rules as call strings for `eval('hand.' + rule)` (`calls`, default) or as `{method, args}` objects"},
      {name: 'keys', kind: 'string', choices: ['current', 'legacy'], description: 'key set: `current` (state, prevBid, rankings, availableBids) or `legacy` (what bidding.js reads)'},
      {name: 'name', kind: 'string', description: 'name of the exported constant (default: js_list)'},
      {name: 'space', kind: 'number', description: 'spaces per indentation level (default: 1)'}
    ],
    load: async () => (await import('@bidding/jslist-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/jslist-stringify')).jslistStringify})
  },
  {
    name: 'jslist-json',
    description: 'the bidding_space JS-list database, as JSON',
    extensions: [],
    outputExtension: '.json',
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'rules', kind: 'string', choices: ['calls', 'objects'], description: "rules as call strings for `eval('hand.' + rule)` (`calls`, default) or as `{method, args}` objects"},
      {name: 'keys', kind: 'string', choices: ['current', 'legacy'], description: 'key set: `current` (state, prevBid, rankings, availableBids) or `legacy` (what bidding.js reads)'},
      {name: 'space', kind: 'number', description: 'spaces per indentation level (default: 1)'}
    ],
    load: async () => (await import('@bidding/jslist-stringify/format')).jsonFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/jslist-stringify')).jslistJsonStringify})
  },
  {
    name: 'rules-xml',
    description: 'Ray’s Bridge Game rules (XML); chosen by name, as `.xml` says too little',
    extensions: [],
    outputExtension: '.xml',
    reads: true,
    writes: false,
    parseOptions: [
      {name: 'maxSize', kind: 'number', description: 'largest document in characters (default: 10485760)'},
      {name: 'maxDepth', kind: 'number', description: 'deepest nesting of elements (default: 100)'}
    ],
    load: async () => (await import('@bidding/rules-xml-parse/format')).format,
    loadPlugins: async () => ({parse: (await import('@bidding/rules-xml-parse')).rulesXmlParse})
  },
  {
    name: 'rules-xml',
    description: 'Ray’s Bridge Game rules (XML); chosen by name, as `.xml` says too little',
    extensions: [],
    outputExtension: '.xml',
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'declaration', kind: 'boolean', description: 'start with an XML declaration (default: as read, else true)'},
      {name: 'stylesheet', kind: 'string', description: 'reference this stylesheet (href) on the second line'}
    ],
    load: async () => (await import('@bidding/rules-xml-stringify/format')).format,
    loadPlugins: async () => ({stringify: (await import('@bidding/rules-xml-stringify')).rulesXmlStringify})
  },
  {
    name: 'slam-conv',
    description: 'SLAMBidding convention (.conv, version 2 or 1)',
    extensions: ['.conv'],
    reads: true,
    writes: false,
    parseOptions: [
      {name: 'maxSize', kind: 'number', description: 'largest document in characters (default: 10485760)'},
      {name: 'maxDepth', kind: 'number', description: 'deepest nesting of elements (default: 100)'},
      {name: 'maxSpliceSize', kind: 'number', description: 'most characters of conventions spliced in with `--resolve` (default: 52428800)'},
      {name: 'maxSplices', kind: 'number', description: 'most conventions spliced in with `--resolve` (default: 10000)'},
      {name: 'maxSpliceDepth', kind: 'number', description: 'deepest nesting of subconventions with `--resolve` (default: 32)'},
      {name: 'resolve', kind: 'boolean', description: 'splice subconventions and load a system’s conventions (from the file’s folder, then ../conventionsv2 and ../conventions)'}
    ],
    load: async () => (await import('@bidding/slam-parse/format')).convFormat,
    loadPlugins: async () => ({parse: (await import('@bidding/slam-parse')).slamParse})
  },
  {
    name: 'slam-system',
    description: 'SLAMBidding system (.system): names and the conventions it is made of',
    extensions: ['.system'],
    reads: true,
    writes: false,
    parseOptions: [
      {name: 'maxSize', kind: 'number', description: 'largest document in characters (default: 10485760)'},
      {name: 'maxDepth', kind: 'number', description: 'deepest nesting of elements (default: 100)'},
      {name: 'maxSpliceSize', kind: 'number', description: 'most characters of conventions spliced in with `--resolve` (default: 52428800)'},
      {name: 'maxSplices', kind: 'number', description: 'most conventions spliced in with `--resolve` (default: 10000)'},
      {name: 'maxSpliceDepth', kind: 'number', description: 'deepest nesting of subconventions with `--resolve` (default: 32)'},
      {name: 'resolve', kind: 'boolean', description: 'splice subconventions and load a system’s conventions (from the file’s folder, then ../conventionsv2 and ../conventions)'}
    ],
    load: async () => (await import('@bidding/slam-parse/format')).systemFormat,
    loadPlugins: async () => ({parse: (await import('@bidding/slam-parse')).slamParse})
  },
  {
    name: 'slam-conv',
    description: 'SLAMBidding convention (.conv, version 2 or 1)',
    extensions: ['.conv'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'compact', kind: 'boolean', description: 'write on one line, as SLAMBidding’s live files (default: indented)'},
      {name: 'version', kind: 'number', description: 'format version: 2 (conventionsv2/) or 1 (conventions/); default: as read, else 2'}
    ],
    load: async () => (await import('@bidding/slam-stringify/format')).convFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/slam-stringify')).slamConvStringify})
  },
  {
    name: 'slam-system',
    description: 'SLAMBidding system (.system): names and the conventions it is made of',
    extensions: ['.system'],
    reads: false,
    writes: true,
    stringifyOptions: [
      {name: 'compact', kind: 'boolean', description: 'write on one line, as SLAMBidding’s live files (default: indented)'}
    ],
    load: async () => (await import('@bidding/slam-stringify/format')).systemFormat,
    loadPlugins: async () => ({stringify: (await import('@bidding/slam-stringify')).slamSystemStringify})
  }
]
