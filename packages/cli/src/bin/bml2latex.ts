#!/usr/bin/env node
import process from 'node:process'
import {dropIns} from '../lib/drop-in-args.js'
import {runDropIn} from '../lib/drop-in.js'

process.exitCode = await runDropIn(dropIns.bml2latex, process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env
})
