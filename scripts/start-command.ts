import fs from 'node:fs'
import path from 'node:path'

/**
 * The Node arguments `npm start` runs the server with (flags and script, from package.json), so
 * that benchmarks and load tests measure the server exactly as it is deployed.
 */
export function startArgs(root: string): string[] {
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string
  // `exec node …`: the shell npm starts is replaced by node, so that signals reach the server
  const [node, ...args] = start.trim().replace(/^exec\s+/, '').split(/\s+/)
  if (node !== 'node') throw new Error(`package.json's start script must run node directly (got "${start}")`)
  return args
}
