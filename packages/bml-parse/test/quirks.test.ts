/**
 * The quirk catalogue (bml.md §12): for each, what the `reference` profile
 * and the `default` profile make of it, and the message that says so.
 */

import {b, type Bid, type Meaning, type Root, type Sequence} from '@bidding/core'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {bmlText, clean} from './util.js'

interface Result {
  tree: Root | undefined
  rules: string[]
  fatal: VFileMessage | undefined
}

function read(text: string, options: Options = {}): Result {
  const file = new VFile({path: 'doc.bml', value: text})
  try {
    const tree = clean(fromBml(text, file, {readFile: () => '', ...options}))
    removePosition(tree, {force: true})
    return {tree, rules: file.messages.map((message) => String(message.ruleId)), fatal: undefined}
  } catch (error) {
    expect(error).toBeInstanceOf(VFileMessage)
    const message = error as VFileMessage
    expect(message.fatal).toBe(true)
    expect(message.source).toBe('@bidding/bml-parse')
    expect(message.place).toBeDefined()
    return {tree: undefined, rules: file.messages.map((message) => String(message.ruleId)), fatal: message}
  }
}

function reference(text: string, options: Options = {}): Result {
  return read(text, {...options, profile: 'reference'})
}

/** The bids of the tree's sequences as `call: meaning` lines, indented by depth. */
function outline(tree: Root | undefined): string[] {
  const lines: string[] = []
  const visit = (bid: Bid, depth: number): void => {
    const meaning = bid.children[0]?.type === 'meaning' ? bmlText(bid.children[0].children) : ''
    lines.push('  '.repeat(depth) + (bid.by === 'they' ? '(' + bid.call + ')' : bid.call) + (meaning ? ': ' + meaning : ''))
    for (const child of bid.children) if (child.type === 'bid') visit(child, depth + 1)
  }

  for (const node of tree?.children ?? []) {
    if (node.type !== 'sequence') continue
    const context = (node.context ?? []).map((call) => (call.by === 'they' ? '(' + call.call + ')' : call.call))
    lines.push('[' + context.join(' ') + ']')
    for (const child of node.children) if (child.type === 'bid') visit(child, 1)
  }

  return lines
}

function sequences(tree: Root | undefined): Sequence[] {
  return (tree?.children ?? []).filter((node): node is Sequence => node.type === 'sequence')
}

describe('quirk 1: strict indentation', () => {
  const text = '1C Clubs\n 1D Diamonds\n'
  it('should fail on a wrong indent in the reference profile, naming the expected columns', () => {
    const result = reference(text)
    expect(result.fatal?.ruleId).toBe('indent')
    expect(result.fatal?.reason).toContain('expected `0` or `2`')
    expect(result.fatal?.line).toBe(2)
  })

  it('should place the row and warn in the default profile', () => {
    const result = read(text)
    expect(result.rules).toEqual(['indent'])
    expect(outline(result.tree)).toEqual(['[]', '  1C: Clubs', '    1D: Diamonds'])
  })

  it('should reject an indented first row in the reference profile only', () => {
    expect(reference('  1C Clubs\n  1D Diamonds\n').fatal?.ruleId).toBe('indent')
    expect(read('  1C Clubs\n  1D Diamonds\n').rules).toEqual(['indent'])
  })

  it('should honour the indentation unit', () => {
    const result = reference('1C Clubs\n    1D Diamonds\n', {indentation: 4})
    expect(result.fatal).toBe(undefined)
    expect(outline(result.tree)).toEqual(['[]', '  1C: Clubs', '    1D: Diamonds'])
    expect(reference('1C Clubs\n  1D Diamonds\n', {indentation: 4}).fatal?.ruleId).toBe('indent')
  })

  it('should warn about TABs in indentation in the default profile', () => {
    expect(read('1C Clubs\n\t\t1D Diamonds\n').rules).toEqual(['tab'])
  })

  it('should refuse an indentation option out of range', () => {
    expect(read('1C x\n', {indentation: 12}).fatal?.ruleId).toBe('options')
  })
})

describe('quirk 2: bid and description split on one space', () => {
  it('should fail on a glued `=` or TAB in the reference profile', () => {
    expect(reference('1C=x\n').fatal?.ruleId).toBe('invalid-row')
    expect(reference('1C Clubs\n1D\tx\n').fatal?.ruleId).toBe('invalid-row')
  })

  it('should accept them with a warning in the default profile', () => {
    const result = read('1C=x\n1D\ty\n')
    expect(result.rules).toEqual(['row-separator', 'row-separator'])
    expect(outline(result.tree)).toEqual(['[]', '  1C: x', '  1D: y'])
  })

  it('should keep inner spacing of a description', () => {
    expect(outline(read('1C  a   b\n').tree)).toEqual(['[]', '  1C: a   b'])
  })
})

describe('quirk 3: continuation lines', () => {
  it('should continue a description in its column, joined by breaks', () => {
    const result = read('1C strong\n   line two\n  1D neg\n')
    expect(outline(result.tree)).toEqual(['[]', '  1C: strong\\nline two', '    1D: neg'])
  })

  it('should read a row in the description column as text', () => {
    expect(outline(read('1C   strong\n     1D neg\n').tree)).toEqual(['[]', '  1C: strong\\n1D neg'])
  })

  it('should find the column where the text first occurs (`find()`), warning in the default profile', () => {
    const text = '1N N\n N more\n'
    expect(outline(reference(text).tree)).toEqual(['[]', '  1N: N\\nN more'])
    expect(reference(text).rules).toEqual([])
    expect(read(text).rules).toEqual(['description-column'])
  })

  it('should move the column after `= `', () => {
    expect(outline(read('1N = 15--17\n     May have 5M\n').tree)).toEqual(['[]', '  1N: 15--17\\nMay have 5M'])
  })

  it('should read a final `.` line as a trailing break', () => {
    const tree = read('1C x\n   .\n').tree
    const bid = sequences(tree)[0]!.children[0] as Bid
    expect(bid.children[0]).toEqual(b('meaning', [b('text', 'x'), b('break')]))
  })

  it('should keep a `.` that is the whole description or not the last line', () => {
    expect(outline(read('1C .\n').tree)).toEqual(['[]', '  1C: .'])
    expect(outline(read('1C a\n   .\n   b\n').tree)).toEqual(['[]', '  1C: a\\n.\\nb'])
  })
})

describe('quirk 4a: a bare `#PASTE` swallows the next line', () => {
  const text = '#CUT t\n2D x\n#ENDCUT\n\n1N---\n#PASTE t\n2H=y\n'
  it('should swallow the next line as replacements in the reference profile', () => {
    const result = reference(text)
    expect(result.rules).toEqual(['paste-swallow'])
    expect(outline(result.tree)).toEqual(['[1N]', '  2D: x'])
  })

  it('should crash the reference when the swallowed line is not `a=b`', () => {
    expect(reference('#CUT t\n2D x\n#ENDCUT\n\n1N---\n#PASTE t\n2H hearts\n').fatal?.ruleId).toBe('paste-argument')
  })

  it('should read only the same line in the default profile', () => {
    const result = read(text)
    expect(result.rules).toEqual(['row-separator'])
    expect(outline(result.tree)).toEqual(['[1N]', '  2D: x', '  2H: y'])
  })

  it('should skip a bad replacement with a warning in the default profile', () => {
    const result = read('#CUT t\n2\\R x\n#ENDCUT\n\n1N---\n#PASTE t \\R=D bad =x\n')
    expect(result.rules).toEqual(['paste-argument', 'paste-argument'])
    expect(outline(result.tree)).toEqual(['[1N]', '  2D: x'])
  })
})

describe('quirk 4b: greedy `#CUT`', () => {
  const text = '#CUT a\n1C x\n#ENDCUT\n#CUT b\n1D y\n#ENDCUT\n\n#PASTE a\n\n#PASTE b\n'
  it('should take the last `#ENDCUT` in the reference profile', () => {
    // `a` holds everything up to the last #ENDCUT, directives included…
    expect(reference(text).fatal?.ruleId).toBe('unknown-directive')
    expect(reference(text).fatal?.reason).toContain('#ENDCUT')
    // … and `b` was never cut.
    expect(reference(text.replace('#PASTE a\n\n', '')).fatal?.ruleId).toBe('paste-unknown')
  })

  it('should take the nearest `#ENDCUT` in the default profile, with a warning', () => {
    const result = read(text)
    expect(result.rules).toEqual(['cut-nesting'])
    expect(outline(result.tree)).toEqual(['[]', '  1C: x', '[]', '  1D: y'])
  })

  it('should take the rest of the table for an unterminated `#CUT` in the default profile', () => {
    const result = read('#CUT a\n1C x\n\n#PASTE a\n')
    expect(result.rules).toEqual(['cut-unterminated'])
    expect(outline(result.tree)).toEqual(['[]', '  1C: x'])
    expect(reference('#CUT a\n1C x\n').fatal?.ruleId).toBe('unknown-directive')
  })

  it('should keep `#COPY` rows in the table and paste them elsewhere', () => {
    const result = read('1C x\n#COPY c\n1D y\n#ENDCOPY\n\n2C z\n  #PASTE c\n')
    expect(outline(result.tree)).toEqual(['[]', '  1C: x', '  1D: y', '[]', '  2C: z', '    1D: y'])
  })

  it('should glue the indentation before an indented `#ENDCOPY` to the next line in the reference profile', () => {
    const text = '1C x\n  #COPY c\n  1D y\n  #ENDCOPY\n  1H z\n'
    expect(outline(reference(text).tree)).toEqual(['[]', '  1C: x', '    1D: y', '      1H: z'])
    expect(outline(read(text).tree)).toEqual(['[]', '  1C: x', '    1D: y', '    1H: z'])
  })
})

describe('quirk 4c: recursive and unknown pastes', () => {
  it('should report a paste cycle instead of looping', () => {
    const text = '#CUT a\n1C x\n#PASTE a\n#ENDCUT\n\n#PASTE a\n'
    expect(read(text).fatal?.ruleId).toBe('paste-cycle')
    expect(reference(text).fatal?.ruleId).toBe('paste-cycle')
    const mutual = '#CUT a\n1C x\n  #PASTE b\n#ENDCUT\n\n#CUT b\n1D y\n  #PASTE a\n#ENDCUT\n\n#PASTE a\n'
    expect(read(mutual).fatal?.reason).toContain('a → b → a')
  })

  it('should report an unknown clipboard name', () => {
    const result = read('1N---\n#PASTE nothing\n')
    expect(result.fatal?.ruleId).toBe('paste-unknown')
    expect(result.fatal?.column).toBe(8)
  })

  it('should paste nested pastes and stop exponential ones', () => {
    const nested = read('#CUT a\n1C x\n#ENDCUT\n\n#CUT b\n#PASTE a\n1D y\n#ENDCUT\n\n#PASTE b\n')
    expect(outline(nested.tree)).toEqual(['[]', '  1C: x', '  1D: y'])
    let text = '#CUT p0\n1C x\n#ENDCUT\n\n'
    for (let index = 1; index < 20; index++) {
      text += '#CUT p' + index + '\n#PASTE p' + (index - 1) + '\n#PASTE p' + (index - 1) + '\n#ENDCUT\n\n'
    }

    expect(read(text + '#PASTE p19\n').fatal?.ruleId).toBe('paste-limit')
  })
})

describe('quirk 5: histories', () => {
  it('should separate history calls with `-` only in the reference profile', () => {
    const result = reference('1H-1S;1N x\n')
    expect(outline(result.tree)).toEqual(['[1H]', '  1N: x'])
    expect(result.rules).toEqual(['invalid-call'])
  })

  it('should accept `;` as a separator in the default profile, with a warning', () => {
    const result = read('1H-1S;1N x\n')
    expect(outline(result.tree)).toEqual(['[1H 1S]', '  1N: x'])
    expect(result.rules).toEqual(['history-separator'])
  })

  it('should read column-0 rows after a history without a trailing dash as openings', () => {
    const text = '1C-1D x\n1H y\n'
    expect(outline(reference(text).tree)).toEqual(['[]', '  1C', '    1D: x', '  1H: y'])
    expect(reference(text).rules).toEqual([])
    expect(read(text).rules).toEqual(['history-without-dash'])
  })

  it('should continue a history with a trailing dash, and keep its token', () => {
    const result = read('(1N)-P-(P)---\nD x\n')
    expect(outline(result.tree)).toEqual(['[(1N) P (P)]', '  X: x'])
    expect(sequences(result.tree)[0]!.data).toEqual({history: '(1N)-P-(P)---'})
  })

  it('should give a history row with a description its last call as a bid', () => {
    expect(outline(read('1C- strong\n1D neg\n').tree)).toEqual(['[]', '  1C: strong', '    1D: neg'])
    expect(outline(read('1N-2C;\n  2D none\n').tree)).toEqual(['[1N 2C]', '  2D: none'])
  })

  it('should refuse indented children and later rows of a dashed history in the reference profile', () => {
    const text = '1N-\n  2C x\n2D y\n'
    expect(reference(text).fatal?.ruleId).toBe('history-children')
    const result = read(text)
    expect(result.rules).toEqual(['history-children'])
    expect(outline(result.tree)).toEqual(['[1N]', '  2C: x', '  2D: y'])
  })

  it('should allow a history only in the first row in BML 2', () => {
    const text = '1C x\n  1D-1H y\n'
    expect(reference(text).fatal?.ruleId).toBe('history-in-row')
    expect(read(text).rules).toEqual(['history-in-row'])
    expect(outline(read(text).tree)).toEqual(['[]', '  1C: x', '    1D', '      1H: y'])
    expect(read(text, {dialect: 'bml1'}).rules).toEqual([])
  })

  it('should drop passes from an uncontested history in BML 1', () => {
    expect(outline(read('1C-P-1D---\n1H x\n', {dialect: 'bml1'}).tree)).toEqual(['[1C 1D]', '  1H: x'])
    expect(outline(read('1C-P-1D---\n1H x\n').tree)).toEqual(['[1C P 1D]', '  1H: x'])
    expect(outline(read('1C-(P)-1D---\n1H x\n', {dialect: 'bml1'}).tree)).toEqual(['[1C (P) 1D]', '  1H: x'])
  })

  it('should read a leading `!` of a description as BBO’s alert mark, except in the reference profile', () => {
    const text = '1C Clubs\n  1D !F\n  1H !TRF CONST {8+ HCP}\n  1S !h raise\n'
    const bids = (tree: Root | undefined) => {
      const top = (tree!.children[0] as Sequence).children[0] as Bid
      return top.children.filter((child): child is Bid => child.type === 'bid').map((bid) => [bid.call, bid.alert, bmlText((bid.children[0] as Meaning).children)])
    }
    const read1 = read(text)
    expect(read1.rules).toEqual([])
    expect(bids(read1.tree)).toEqual([
      ['1D', {artificial: true}, 'F'],
      ['1H', {artificial: true}, 'TRF CONST'],
      // `!h` is a suit, not a mark.
      ['1S', undefined, '!h raise']
    ])
    // BML 2.7.0 keeps the `!` as text (bml.md §5).
    expect(bids(reference(text).tree)).toEqual([
      ['1D', undefined, '!F'],
      ['1H', undefined, '!TRF CONST {8+ HCP}'],
      ['1S', undefined, '!h raise']
    ])
  })

  it('should read `Nsteps` for any number of steps, as BML 2.7.0 does, in both profiles', () => {
    // A real system bids `9steps` under `(1X)-1Z-`.
    const text = '(1X)-1Z-\n1N natural\n9steps relay\n'
    for (const result of [read(text), reference(text)]) {
      expect(result.fatal).toBe(undefined)
      expect(result.rules).toEqual([])
      expect(outline(result.tree)).toEqual(['[(1X) 1Z]', '  1N: natural', '  9steps: relay'])
    }
  })

  it('should report a history call that is no call', () => {
    expect(reference('1C-1Q---\n1H x\n').fatal?.ruleId).toBe('invalid-call')
    const result = read('1C--1D---\n1H x\n')
    expect(result.rules).toEqual(['invalid-call'])
    expect(outline(result.tree)).toEqual(['[1C 1D]', '  1H: x'])
  })
})

describe('quirk 6: the EMPTY node', () => {
  it('should make no node of the reference’s `{}`', () => {
    const tree = read('1C x\n1D y\n').tree!
    expect(tree.children).toEqual([
      b('sequence', [
        b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'x')])]),
        b('bid', {call: '1D', by: 'we'}, [b('meaning', [b('text', 'y')])])
      ])
    ])
  })
})

describe('quirk 9: alternatives', () => {
  it('should read `2S/3H` as `3H` in the reference profile and keep it in the default one', () => {
    expect(outline(reference('2S/3H x\n').tree)).toEqual(['[]', '  3H: x'])
    expect(reference('2S/3H x\n').rules).toEqual(['call-alternatives'])
    expect(outline(read('2S/3H x\n').tree)).toEqual(['[]', '  2S/3H: x'])
    expect(read('2S/3H x\n').rules).toEqual(['call-alternatives'])
  })

  it('should report `4D/H`', () => {
    expect(reference('4D/H x\n').fatal?.ruleId).toBe('invalid-call')
    expect(read('1C y\n4D/H x\n').rules).toEqual(['invalid-call'])
  })

  it('should ignore what comes before the last digits and letters in the reference profile', () => {
    expect(outline(reference('1C x\nab2H y\n').tree)).toEqual(['[]', '  1C: x', '  2H: y'])
  })
})

describe('quirk 11: metadata, `#VUL` and `#SEAT` read their first line', () => {
  it('should read one metadata line per paragraph in the reference profile', () => {
    const result = reference('#+TITLE: T\n#+AUTHOR: A\n')
    expect(result.tree?.metadata).toEqual({title: 'T'})
    expect(result.rules).toEqual(['ignored-line'])
  })

  it('should read every metadata line in the default profile', () => {
    const result = read('#+TITLE: T\n#+AUTHOR: A\nnot metadata\n')
    expect(result.tree?.metadata).toEqual({title: 'T', author: 'A'})
    expect(result.rules).toEqual(['ignored-line'])
  })

  it('should take an empty value from the next line in the reference profile', () => {
    expect(reference('#+TITLE:\nMy system\n').tree?.metadata).toEqual({title: 'My system'})
  })

  it('should keep the first definition of a key', () => {
    const result = read('#+TITLE: A\n\n#+Title: B\n')
    expect(result.tree?.metadata).toEqual({title: 'A'})
    expect(result.rules).toEqual(['duplicate-metadata'])
  })

  it('should discard the rest of a `#VUL` paragraph with a warning', () => {
    const result = read('#VUL NY\n1C x\n\n1D y\n')
    expect(result.rules).toEqual(['ignored-line'])
    expect(sequences(result.tree)).toHaveLength(1)
    expect(sequences(result.tree)[0]!.vulnerability).toEqual({we: 'no', they: 'yes'})
  })

  it('should report `#VUL` and `#SEAT` without an argument', () => {
    expect(reference('#VUL\n').fatal?.ruleId).toBe('missing-argument')
    expect(read('#SEAT\n').rules).toEqual(['missing-argument'])
  })
})

describe('quirk 12: classification by first characters', () => {
  it('should read `*bold* text` as a heading, warning in the default profile', () => {
    expect(read('*bold* text\n').tree?.children[0]).toEqual(b('heading', {depth: 1}, [b('text', 'bold* text')]))
    expect(read('*bold* text\n').rules).toEqual(['ambiguous-heading'])
    expect(reference('*bold* text\n').rules).toEqual([])
  })

  it('should read `2nd …` as a paragraph in the default profile and fail in the reference one', () => {
    expect(reference('2nd seat openings are light.\n').fatal?.ruleId).toBe('invalid-call')
    const result = read('2nd seat openings are light.\n')
    expect(result.rules).toEqual(['not-a-bid-table'])
    expect(result.tree?.children[0]).toEqual(b('paragraph', [b('text', '2nd seat openings are light.')]))
  })

  it('should read a table starting with `P` as a paragraph unless `#BIDTABLE` starts it', () => {
    expect(read('P-(1C)---\nD x\n').tree?.children[0]?.type).toBe('paragraph')
    expect(outline(read('#BIDTABLE\nP-(1C)---\nD x\n').tree)).toEqual(['[P (1C)]', '  X: x'])
  })

  it('should report an unknown directive, fatal in the reference profile', () => {
    expect(reference('#FOO\n').fatal?.ruleId).toBe('unknown-directive')
    const result = read('#FOO bar\n')
    expect(result.rules).toEqual(['unknown-directive'])
    expect(result.tree?.children[0]).toEqual(b('sequence', [b('opaque', {format: 'bml'}, '#FOO bar')]))
  })

  it('should say a known directive after `#ENDCOPY` on its line is not taken, not that it is unknown', () => {
    const file = new VFile({path: 'doc.bml', value: '#COPY a\n#ENDCOPY#CUT a\n'})
    fromBml(String(file.value), file, {readFile: () => ''})
    expect(file.messages.map(String)).toEqual([expect.stringMatching(/^doc\.bml:2:9-2:13: Unexpected directive `#CUT` that is not taken here/)])
    const result = read(String(file.value))
    expect(result.tree?.children[0]).toEqual(b('sequence', [b('opaque', {format: 'bml'}, '#CUT a')]))
  })

  it('should say a `//` after `#ENDCOPY` on its line, or indented, is not a comment there', () => {
    const file = new VFile({path: 'doc.bml', value: '#COPY a\n#ENDCOPY//x\n1C\n  //y\n'})
    fromBml(String(file.value), file, {readFile: () => ''})
    expect(file.messages.map((message) => String(message) + ' ' + message.ruleId)).toEqual([
      expect.stringMatching(/^doc\.bml:2:9-2:12: Unexpected comment `\/\/x` that is not at the start of its line.* misplaced-comment$/),
      expect.stringMatching(/^doc\.bml:4:3-4:6: Unexpected comment `\/\/y` that is not at the start of its line.* misplaced-comment$/)
    ])
    const result = read(String(file.value))
    expect(result.tree?.children[0]).toEqual(b('sequence', [b('opaque', {format: 'bml'}, '//x'), b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bml'}, '//y')])]))
  })

  it('should read four call-like tokens as an auction', () => {
    expect(read('1C P 1H P\n').tree?.children[0]?.type).toBe('auctionDiagram')
  })

  it('should need a newline after `#HIDE` and `#BIDTABLE` in the reference profile', () => {
    expect(reference('1C x\n#HIDE').fatal?.ruleId).toBe('unknown-directive')
    expect(sequences(read('1C x\n#HIDE').tree)[0]!.hidden).toBe(true)
    expect(reference('1C x\n#HIDE\n#HIDE\n').fatal?.ruleId).toBe('unknown-directive')
  })

  it('should warn about `#BIDTABLE` after the first row in the default profile', () => {
    const result = read('1C x\n#BIDTABLE\n1D y\n')
    expect(result.rules).toEqual(['misplaced-directive'])
    expect(outline(result.tree)).toEqual(['[]', '  1C: x', '  1D: y'])
  })

  it('should keep an invalid row and its children as opaque BML in the default profile', () => {
    const result = read('1C x\n  1Q y\n    1H z\n')
    expect(result.rules).toEqual(['invalid-call'])
    expect((sequences(result.tree)[0]!.children[0] as Bid).children[1]).toEqual(b('opaque', {format: 'bml'}, '1Q y\n  1H z'))
  })
})

describe('quirk 13: comments', () => {
  it('should remove `//` lines in column 0 only', () => {
    const tree = read('Text\n// gone\n  // kept\n').tree!
    expect(tree.children[0]).toEqual(b('paragraph', [b('text', 'Text\n// kept')]))
  })

  it('should keep a last `//` line without a newline in the reference profile only', () => {
    expect(reference('A\n\n// last').tree?.children).toHaveLength(2)
    expect(read('A\n\n// last').tree?.children).toHaveLength(1)
  })

  it('should remove `//` anywhere in BML 1', () => {
    expect(read('see http://x.org\n', {dialect: 'bml1'}).tree?.children[0]).toEqual(b('paragraph', [b('text', 'see http:')]))
  })
})

describe('quirk 19: line endings and blank lines', () => {
  it('should read CRLF and CR as LF', () => {
    expect(read('1C x\r\n  1D y\r\n\r\n2C z\r').tree).toEqual(read('1C x\n  1D y\n\n2C z\n').tree)
  })

  it('should not end a paragraph at a line holding a TAB', () => {
    expect(read('A\n\t\nB\n').tree?.children).toHaveLength(1)
    expect(read('A\n   \nB\n').tree?.children).toHaveLength(2)
  })
})

describe('quirk 20: invalid `#VUL` and `#SEAT`', () => {
  it('should fail in the reference profile', () => {
    expect(reference('#VUL XY\n\n1C x\n').fatal?.ruleId).toBe('invalid-vul')
    expect(reference('#SEAT 5\n\n1C x\n').fatal?.ruleId).toBe('invalid-seat')
  })

  it('should warn and read them as `00` / `0` in the default profile', () => {
    const result = read('#VUL Y0\n\n#VUL XY\n\n#SEAT 1\n\n#SEAT 13\n\n1C x\n')
    expect(result.rules).toEqual(['invalid-vul', 'invalid-seat'])
    const sequence = sequences(result.tree)[0]!
    expect(sequence.vulnerability).toBe(undefined)
    expect(sequence.seats).toBe(undefined)
  })
})

describe('other blocks', () => {
  it('should report an item without ` :: ` in a description list', () => {
    const result = read('- a :: b\n- c\n')
    expect(result.rules).toEqual(['description-item'])
    expect(result.tree?.children[0]).toEqual(
      b('descriptionList', [
        b('descriptionItem', [b('descriptionTerm', [b('text', 'a')]), b('descriptionDetails', [b('text', 'b')])]),
        b('descriptionItem', [b('descriptionTerm', [b('text', 'c')])])
      ])
    )
  })

  it('should report a table row without `|`', () => {
    const result = read('| a |\nb\n')
    expect(result.rules).toEqual(['table-row'])
  })

  it('should report unknown auction tokens and long rows', () => {
    expect(read('1C P 1H P\nzz\n').rules).toEqual(['auction-token'])
    expect(read('1C P 1H P 2C\n').rules).toEqual(['auction-row'])
  })

  it('should read partial deal diagrams in the default profile only', () => {
    const text = 'N AKQ AKQ AKQ AKQJ\nS x x x x\n'
    expect(reference(text).fatal?.ruleId).toBe('diagram-hands')
    expect(read(text).tree?.children[0]).toEqual({type: 'dealDiagram', hands: {N: ['AKQ', 'AKQ', 'AKQ', 'AKQJ'], S: ['x', 'x', 'x', 'x']}})
  })

  it('should read the first hand line as a header in the reference profile', () => {
    const text = 'N AKQ AKQ AKQ AKQJ\nE x x x x\nS x x x x\nW x x x x\n'
    expect((reference(text).tree?.children[0] as {dealer?: string}).dealer).toBe('N')
    expect((read(text).tree?.children[0] as {dealer?: string}).dealer).toBe(undefined)
  })

  it('should report a repeated hand and extra text', () => {
    expect(read('Deal\nN AKQ AKQ AKQ AKQJ\nN x x x x extra\n').rules).toEqual(['duplicate-hand', 'ignored-line'])
  })

  it('should read `P` as a passed-out contract in the default profile only', () => {
    const text = '#1 P\nN AKQ AKQ AKQ AKQJ\n'
    expect((read(text).tree?.children[0] as {contract?: string}).contract).toBe('P')
    expect((read('#1 PASS\nN AKQ AKQ AKQ AKQJ\nE x x x x\nS x x x x\nW x x x x\n', {profile: 'reference'}).tree?.children[0] as {contract?: string}).contract).toBe('P')
  })
})
