import {b, type Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toLatex, type Options} from '@bidding/latex-stringify'
import {deepTable, rules, slam, stateMachine, system} from '../../html-stringify/test/fixtures/trees.js'

/** The body of a document (after `\tableofcontents`). */
function body(tree: Root, options: Options = {}, file?: VFile): string {
  const latex = toLatex(tree, options, file)
  return latex.slice(latex.indexOf('\\tableofcontents\n') + '\\tableofcontents\n'.length, latex.lastIndexOf('\\end{document}'))
}

const oneNotrump = b('root', [
  b('sequence', [
    b('bid', {call: '1N', by: 'we'}, [
      b('meaning', [b('text', '15-17. Balanced'), b('break'), b('text', 'line2'), b('break')]),
      b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'stayman')])]),
      b('bid', {call: '2D', by: 'we'})
    ])
  ])
])

describe('bidding tables', () => {
  it('should write a tree as bml2latex does in the reference profile (dirtree, dots braced)', () => {
    expect(body(oneNotrump, {profile: 'reference'})).toBe(
      [
        '',
        '\\',
        '\\dirtree{%%',
        ' .1 1NT.....\\begin{minipage}[t]{0.8\\textwidth}',
        '15-17{.} Balanced\\\\',
        'line2\\\\',
        '\\vspace{\\baselineskip}',
        '\\end{minipage}. ',
        ' .2 2\\BC......\\begin{minipage}[t]{0.8\\textwidth}',
        'stayman',
        '\\end{minipage}. ',
        ' .2 2\\BD. ',
        '}',
        '\\bigbreak',
        ''
      ].join('\n')
    )
  })

  it('should write a table without a tree as bml2latex does (tabbing, \\+ and \\-)', () => {
    expect(body(oneNotrump, {profile: 'reference', tree: false})).toBe(
      [
        '',
        '\\begin{bidtable}',
        '1NT \\> 15-17. Balanced\\\\',
        '\\>line2\\\\',
        '\\>\\vspace{\\baselineskip}\\+\\\\',
        '2\\BC \\> stayman\\\\',
        '2\\BD\\-',
        '\\end{bidtable}',
        '\\bigbreak',
        ''
      ].join('\n')
    )
  })

  it('should wrap meanings in the default profile', () => {
    expect(body(oneNotrump)).toBe(
      [
        '',
        '\\par\\medskip\\bidkeep{6\\baselineskip}\\noindent',
        '\\dirtree{%',
        ' .1 \\bidnode{1NT}{15-17. Balanced\\\\',
        'line2\\\\',
        '\\mbox{}}. ',
        ' .2 \\bidnode{2\\BC{}}{stayman}. ',
        ' .2 {2\\BD{}}. ',
        '}',
        '\\bigbreak',
        ''
      ].join('\n')
    )
    expect(body(oneNotrump, {tree: false})).toBe(
      [
        '',
        '\\par\\bidkeep{6\\baselineskip}',
        '\\begin{bidtable}[12]',
        '1NT \\> \\bidtext{1}{15-17. Balanced}\\\\',
        '\\>\\bidtext{1}{line2}\\\\',
        '\\>\\bidtext{1}{\\mbox{}}\\+\\\\',
        '2\\BC{} \\> \\bidtext{2}{stayman}\\\\',
        '2\\BD{}\\-',
        '\\end{bidtable}',
        '\\bigbreak',
        ''
      ].join('\n')
    )
  })

  it('should put several openings under ∅ and an auction at the root', () => {
    const latex = body(system(), {profile: 'reference'})
    expect(latex).toContain(' .1 \\O. \n .2 1\\BC......')
    // `(1N)---` with rows after it: one trailing dash dropped, as bml2latex does.
    expect(latex).toContain(' .1 (1NT)--. \n .2 Dbl.....\\begin{minipage}')
    // The history row with a meaning is the root.
    expect(latex).toContain(' .1 1NT-2\\BC..\\begin{minipage}[t]{0.8\\textwidth}\nPuppet to 2D\n\\end{minipage}. ')
    // An auction from another reader.
    expect(latex).toContain(' .1 1\\BC-(1\\BD). \n .2 1\\BH......')
    expect(latex).not.toContain('HIDDEN-TABLE')
  })

  it('should write their calls in parentheses, with Pass/Dbl/Rdbl in the default profile', () => {
    const latex = body(system(), {tree: false})
    expect(latex).toContain('(1NT)--\\+\\\\\nDbl \\> \\bidtext{2}{Strength}\\+\\\\\n(Pass)\\+\\\\\nRdbl \\> \\bidtext{4}{Asking}\\-\\-\\\\')
    expect(body(system(), {tree: false, profile: 'reference'})).toContain('Dbl \\> Strength\\+\\\\\n(P)\\+\\\\\nRdbl \\> Asking\\-\\-\\\\')
  })

  it('should show seats, vulnerability, constraints and alerts in the default profile', () => {
    expect(body(system())).toContain('\\par\\noindent\\bidinfo{1st/2nd seat; we not vul}\\par\n')
    const latex = body(slam())
    expect(latex).toContain(
      '\\bidnode{2\\BC{}}{\\bidinfo{8+ HCP, 4+\\BS{}; alert; asking; forcing one round; ask; over (Pass)}}'
    )
    expect(latex).toContain('\\bidnode{2\\BD{}}{\\bidinfo{$\\leq$3\\BH{}; answer}}')
    expect(body(slam(), {profile: 'reference'})).not.toContain('bidinfo')
  })

  it('should indent rows deeper than tabbing’s stops by hand', () => {
    const latex = body(deepTable(16), {tree: false})
    const rows = latex.split('\\\\\n')
    expect(latex.match(/\\\+/g)).toHaveLength(10)
    expect(latex.match(/\\-/g)).toHaveLength(10)
    expect(rows[10]).toBe('3\\BC{} \\> \\bidtext{11}{level 10}')
    expect(rows[11]).toBe('\\hspace*{1\\bidtabwidth}\\makebox[\\bidtabwidth][l]{(3\\BD{})}\\bidtext{12}{level 11}')
    expect(rows[16]).toContain('\\hspace*{6\\bidtabwidth}\\makebox[\\bidtabwidth][l]{7NT}\\bidtext{17}{the deepest call}')
  })

  it('should write the patterns of calls', () => {
    const calls = ['1M', '2X', '3CD', '1red', '2steps', '2S/3H', '1N', 'XX']
    const latex = body(b('root', [b('sequence', calls.map((call) => b('bid', {call, by: 'we'})))]), {robotDetails: true})
    const entries = latex.split('\n').filter((line) => line.startsWith(' .2 ')).map((line) => line.slice(5, -3))
    expect(entries).toEqual([
      '1M',
      '2X',
      '3\\BC{}\\BD{}',
      '1red',
      '2steps',
      '2\\BS{}/3\\BH{}',
      '1NT',
      'Rdbl'
    ])
  })
})

describe('other blocks', () => {
  it('should write headings with suit macros fit for bookmarks', () => {
    expect(body(system())).toContain('\\section{The 1\\pdfc{} opening}\n\n')
    expect(body(system(), {profile: 'reference'})).toContain('\\section{The 1\\pdfc\\ opening}\n\n')
  })

  it('should write paragraphs with styles, quotes and arrows', () => {
    const tree = b('root', [
      b('paragraph', [b('text', 'A "quoted" -> x '), b('strong', [b('text', 'b')]), b('emphasis', [b('text', 'i')]), b('inlineCode', 'c->d'), b('suit', {suit: 'H'}), b('text', ' and')])
    ])
    expect(body(tree)).toBe("\nA ``quoted'' $\\rightarrow$ x \\textbf{b}\\emph{i}\\texttt{c-\\textgreater{}d}\\BH{} and\n\\bigbreak\n")
    expect(body(tree, {profile: 'reference'})).toBe("\nA ``quoted'' -> x \\textbf{b}\\emph{i}\\texttt{c->d}\\BH\\ and\n\\bigbreak\n")
  })

  it('should write lists, description lists and tables', () => {
    const latex = body(system())
    expect(latex).toContain('\\begin{itemize}\n\\item first item\n\n\\item second item\n\n\\end{itemize}\n\\bigbreak\n')
    expect(latex).toContain('\\begin{enumerate}\n\\setcounter{enumi}{2}\n\\item third\n\n\\end{enumerate}')
    expect(latex).toContain('\\begin{description}\n\\item[term] its definition\n\n\\end{description}')
    expect(latex).toContain('\\begin{tabular}{ll}\ncell a & cell b \\\\\n\\hline\ncell c & cell d \\\\\n\\end{tabular}')
  })

  it('should write auction diagrams (the reference’s `D` → `Dbl` bug only in its profile)', () => {
    const tree = b('root', [
      b('auctionDiagram', [
        b('auctionCall', {call: '1C'}),
        b('auctionCall', {call: '1D'}),
        b('auctionCall', {call: 'X', raw: 'D'}),
        b('auctionCall', {call: 'P'}),
        b('auctionCall', {call: '1N'})
      ])
    ])
    expect(body(tree, {profile: 'reference'})).toBe(
      '\n\\begin{bidding}\n1\\BC \\> 1\\BDbl \\> Dbl \\> Pass\\\\\n1NT\n\\end{bidding}\n\\bigbreak\n'
    )
    expect(body(tree)).toBe('\n\\begin{bidding}\n1\\BC{} \\> 1\\BD{} \\> Dbl \\> Pass\\\\\n1NT\n\\end{bidding}\n\\bigbreak\n')
    const latex = body(system())
    expect(latex).toContain('\\textbf{North} \\> \\textbf{East} \\> \\textbf{South} \\> \\textbf{West}\\\\\n1\\BC{} \\> Dbl \\> 1\\BD{}$^{*}$$^{1}$ \\> Pass\\\\\n?')
    expect(latex).toContain('\\bidinfo{Dealer North, Vul NS}\\par\n\\noindent{\\small $^{1}$\\,transfer to hearts}\\par')
  })

  it('should write deal diagrams, partial ones too', () => {
    const full = b('root', [
      b('dealDiagram', {
        board: 35,
        dealer: 'N',
        vulnerability: 'none',
        contract: '4SX',
        declarer: 'S',
        lead: 'HK',
        hands: {N: ['Kxx', 'T9', 'xxx', 'Q987x'], E: ['Jx', 'AJxxx', 'AJx', 'KTx'], S: ['A987xx', '', 'Q9xx', 'Axx'], W: ['QT', 'KQxxxx', 'KTx', 'Jx']}
      })
    ])
    // As bml2latex writes it (corpus test.tex).
    expect(body(full, {profile: 'reference'})).toBe(
      '\n\\dealdiagram\n{\\vhand{QT}{KQxxxx}{KTx}{Jx}}\n{\\vhand{Kxx}{T9}{xxx}{Q987x}}\n{\\vhand{Jx}{AJxxx}{AJx}{KTx}}\n{\\vhand{A987xx}{\\void}{Q9xx}{Axx}}\n{Board 35\\\\North / None\\\\4\\BS X by South\\\\Lead \\BH K}\n\n'
    )
    expect(body(full)).toContain('{Board 35\\\\Dealer North\\\\Vul None\\\\4\\BS{}X by South\\\\Lead \\BH{}K}')
    const partial = (hands: Record<string, [string, string, string, string]>) => body(b('root', [b('dealDiagram', {hands})]))
    const hand: [string, string, string, string] = ['AK', 'QJ', 'T9', '8']
    expect(partial({W: hand, N: hand, E: hand})).toMatch(/^\n\\dealdiagramenw\n\{\\vhand/)
    expect(partial({W: hand, E: hand})).toMatch(/^\n\\dealdiagramew\n\{\\vhand\{AK\}\{QJ\}\{T9\}\{8\}\}\n\{\\vhand/)
    expect(partial({N: hand, S: hand})).toBe('\n\\dealdiagram\n{}\n{\\hand{AK}{QJ}{T9}{8}}\n{}\n{\\hand{AK}{QJ}{T9}{8}}\n{}\n\n')
    expect(partial({S: hand})).toContain('\\dealdiagram\n{}\n{}\n{}\n{\\hand{AK}{QJ}{T9}{8}}')
    expect(body(system())).toContain('{3NTX by West}'.replace('{', '').replace('}', ''))
  })

  it('should write the title, author and the other metadata', () => {
    const latex = toLatex(system())
    // The author in a box of the text's width, where it wraps.
    expect(latex).toContain('\\title{Test system}\n\\author{\\parbox{\\dimexpr\\textwidth-2\\tabcolsep\\relax}{\\centering A. Player}}\n\\date{2026}\n')
    expect(latex).toContain('\\hypersetup{pdftitle={Test system}, pdfauthor={A. Player}}')
    expect(latex).toContain('\\begin{quote}\\itshape Strong club\\end{quote}')
    const reference = toLatex(b('root', []), {profile: 'reference'})
    expect(reference).toContain('\\title{No title defined}\n\\author{No author defined}\n')
    expect(toLatex(b('root', []), {}, new VFile({path: 'acol.bml'}))).toContain('\\title{acol}')
  })

  it('should inline the macros, or load them', () => {
    expect(toLatex(system())).toContain('\\DeclareRobustCommand{\\BC}')
    expect(toLatex(system(), {includeExternalFiles: false})).toMatch(/\\frenchspacing\n[^]*\n\n\\usepackage\{bidding\}\n/)
    expect(toLatex(system(), {includeExternalFiles: false, profile: 'reference'})).toContain('\\frenchspacing\n\n\\include{bml}\n')
    expect(toLatex(system(), {paper: 'letterpaper'})).toMatch(/\\documentclass\[letterpaper\]\{article\}/)
    expect(toLatex(system(), {tree: false})).not.toContain('\\usepackage{dirtree}')
    expect(toLatex(system())).toContain('\\usepackage{dirtree}')
  })
})

describe('other shapes of a system', () => {
  it('should list the states of a state machine and show it as trees', () => {
    const file = new VFile()
    const latex = body(stateMachine(), {robotDetails: true}, file)
    expect(latex).toContain("\\textbf{State} & \\textbf{After partner's} & \\textbf{Calls by priority} \\\\\n\\hline\n\\texttt{opn0} & opening & 1NT, 1\\BC{} \\\\")
    expect(latex).toContain(' .3 \\bidnode{2\\BC{}}{STATE-STAYMAN \\bidinfo{4+\\BH{}; priority 1}}. ')
    expect(latex).toContain('STATE-UNREACHED')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unreachable-state'])
  })

  it('should write a SLAM system: its names, references, conventions', () => {
    const latex = body(slam(), {robotDetails: true})
    expect(latex).toContain('\\section{SAYC / Standard American}\n\n\\begin{itemize}\n\\item convention Stayman\n\\end{itemize}')
    expect(latex).toContain('\\subsection{Stayman}\n\nContinues 1NT opening\n\\bigbreak\n')
    expect(latex).toContain(' .2 \\bidnode{see}{convention Jacoby transfers}. ')
  })

  it('should write a rule set: groups, nested rules, tests, sets, comments, bids', () => {
    const latex = body(rules(), {tree: false})
    expect(latex).toContain('\\section{Club rules}\n\nbid rules, level 2, by Ray, ray@example.com\n\\bigbreak\n\\subsection{Opener’s first bid}')
    expect(latex).toContain('\\begin{bidtable}[12]\nnote \\> \\bidtext{1}{RULE-COMMENT strong hands first}\\\\\n')
    expect(latex).toContain('if \\> \\bidtext{1}{point count \\textgreater{}= 22 \\bidinfo{22+ HCP}}\\+')
    expect(latex).toContain('set \\> \\bidtext{2}{RULE-SET forcing = yes}')
    expect(latex).toContain('bid \\> \\bidtext{2}{\\textbf{2\\BC{}}}')
    expect(latex).toContain('if \\> \\bidtext{2}{RULE-NESTED shape is balanced}\\+\\\\\nbid \\> \\bidtext{3}{\\textbf{2NT}}\\-\\-')
    expect(latex).toContain('bid \\> \\bidtext{2}{\\textbf{RULE-BID one spade}}\\-\n\\end{bidtable}')
    expect(body(rules())).toContain('\\dirtree{%\n .1 \\bidnode{note}{RULE-COMMENT strong hands first}. \n .1 \\bidnode{if}')
  })

  it('should write kept content as text', () => {
    expect(body(b('root', [b('opaque', {format: 'bss'}, '$stock\n#x')]))).toBe(
      '\n\\noindent\\bidinfo{Kept bss content:}\\par\n{\\small\\ttfamily\\noindent \\$stock\\\\\n\\#x\\par}\n\\bigbreak\n'
    )
  })
})
