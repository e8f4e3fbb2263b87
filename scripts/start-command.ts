import fs from 'node:fs'
import path from 'node:path'

/**
 * How `npm start` runs the server, read from package.json's start script
 * (`exec env VAR=value … node <flags> scripts/start.mjs`): the environment it sets (the C
 * allocator's settings, docs/decisions/057) and the Node arguments, so that benchmarks, load tests
 * and the operations guide's systemd unit run the server exactly as it is deployed.
 */
export function startCommand(root: string): { env: Record<string, string>; args: string[] } {
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string
  // `exec`: the shell npm starts is replaced (by env, then by node), so that signals reach the server
  const words = start.trim().replace(/^exec\s+/, '').split(/\s+/)
  const env: Record<string, string> = {}
  if (words[0] === 'env') {
    words.shift()
    while (words[0]?.includes('=')) {
      const [name, value] = words.shift()!.split('=', 2)
      env[name] = value
    }
  }
  const [node, ...args] = words
  if (node !== 'node') throw new Error(`package.json's start script must run node directly (got "${start}")`)
  return { env, args }
}

/** The Node arguments of `npm start` (flags and script). */
export function startArgs(root: string): string[] {
  return startCommand(root).args
}

/** The environment `npm start` adds. */
export function startEnv(root: string): Record<string, string> {
  return startCommand(root).env
}
