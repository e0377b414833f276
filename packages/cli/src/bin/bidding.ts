#!/usr/bin/env node
import process from 'node:process'
import {run} from '../lib/run.js'

process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env
})
