/**
 * `bidding check --deep`: lint a system on sample hands, node by node, and
 * summarise: how many issues of each kind, the worst `limit` first (all
 * with `--all`). Only the issues shown become messages on the file, so the
 * report stays readable on a system of thousands of nodes.
 */

import {fileOfNode, messageAt} from '@bidding/core/messages'
import type {Root} from '@bidding/core'
import {compileSystem, lintIssues, lintSystem, type LintIssue} from '@bidding/robot'
import type {VFile} from 'vfile'
import type {Io} from '../io.js'
import {writeStdout} from '../output.js'
import {createProgress, type Progress} from '../progress.js'

/** How many issues the summary shows without `--all`. */
export const worstShown = 20

/** Options of the deep check. */
export interface DeepOptions {
  samples: number | undefined
  seed: string | undefined
  maxGenerated: number | undefined
  all: boolean
}

function where(issue: LintIssue, file: VFile): string {
  const start = issue.node?.position?.start
  const name = fileOfNode(issue.node) ?? file.path ?? '<stdin>'
  return start ? name + ':' + start.line + ':' + start.column : name
}

function again(auctions: number): string {
  return auctions > 1 ? ' (and at ' + (auctions - 1) + (auctions === 2 ? ' other auction' : ' other auctions') + ')' : ''
}

/** Lint `tree` on sample hands; print the summary on stdout and put the issues shown on `file`. */
export async function lintDeep(tree: Root, file: VFile, options: DeepOptions, io: Io): Promise<void> {
  const started = Date.now()
  const system = compileSystem(tree, file)
  let progress: Progress | undefined
  const findings = lintSystem(system, {
    samples: options.samples,
    seed: options.seed,
    maxGenerated: options.maxGenerated,
    onProgress(_, total) {
      // The bar shows on a terminal only, once the work has taken a second.
      progress ??= createProgress({total, unit: 'nodes', stream: io.stderr})
      progress.tick()
    }
  })
  progress?.done()

  // A table pasted under many auctions has the same issue at each: say it once, at the bid, with the count.
  const groups = new Map<string, {issue: LintIssue; auctions: number}>()
  for (const issue of lintIssues(findings)) {
    const key = issue.ruleId + '\0' + where(issue, file)
    const group = groups.get(key)
    if (group) group.auctions++
    else groups.set(key, {issue, auctions: 1})
  }

  const issues = [...groups.values()]
  const listed = options.all ? issues : issues.slice(0, worstShown)
  for (const {issue, auctions} of listed) {
    const message = messageAt(file, issue.reason + again(auctions), issue.node, {ruleId: issue.ruleId, source: '@bidding/robot'})
    if (message && issue.info) message.fatal = undefined
  }

  const asked = options.samples ?? 200
  const rare = findings.filter((finding) => finding.samples < asked).length
  const counts = new Map<string, number>()
  for (const {issue} of issues) counts.set(issue.ruleId, (counts.get(issue.ruleId) ?? 0) + 1)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const lines = [
    (file.path ?? '<stdin>') + ': ' + findings.length + ' nodes checked on up to ' + asked + ' hands each in ' + seconds + ' s' +
      (rare > 0 ? '; ' + rare + ' with fewer hands (rare auctions)' : '') +
      (issues.length === 0 ? ', nothing to report' : '')
  ]
  if (issues.length > 0) {
    lines.push('  ' + [...counts].map(([ruleId, count]) => count + ' ' + ruleId).join(', '))
    lines.push(options.all || issues.length <= worstShown ? 'Every issue, worst first:' : 'The ' + worstShown + ' worst:')
    for (const {issue, auctions} of listed) lines.push('  ' + where(issue, file) + ': ' + issue.reason + again(auctions) + ' [' + issue.ruleId + ']')
    if (listed.length < issues.length) lines.push('… and ' + (issues.length - listed.length) + ' more: `--all` shows them')
  }

  await writeStdout(io, lines.join('\n') + '\n')
}
