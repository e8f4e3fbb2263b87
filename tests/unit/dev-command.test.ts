import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/free-port'
import { DEV_RELOADS } from '../../server'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** True while something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** True while any process of the group lives. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * `npm run dev` under a supervisor, a terminal multiplexer or a test runner that stops it with
 * SIGTERM sent to npm alone: the dev server must stop with it, not serve on orphaned (decision 119).
 */
describe('npm run dev', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-command-'))
  let group = 0
  afterAll(() => {
    // Whatever outlived the test (the failure this guards against) goes with its whole group.
    if (group && groupAlive(group)) process.kill(-group, 'SIGKILL')
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('stops its server and every process it started on a SIGTERM sent to npm', async () => {
    const port = await freePort()
    const npm = spawn('npm', ['run', 'dev'], {
      // A group of its own, so that the test can see (and clean up) everything npm started.
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), UPLOADS_DIR: path.join(work, 'uploads'), SEED_DEMO: '0' },
    })
    group = npm.pid!
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()))

    // The dev server (tsx, vite) starts in some seconds; a deadline far beyond a loaded machine's start, as a hang detector.
    const startBy = Date.now() + 240_000
    while (!(await listening(port))) {
      expect(Date.now(), 'npm run dev did not listen within 240 s').toBeLessThan(startBy)
      await sleep(250)
    }

    process.kill(npm.pid!, 'SIGTERM')
    await exited
    // npm has exited: with `exec` it waited for the server's clean stop, so the port is free at once.
    expect(await listening(port)).toBe(false)
    // esbuild's service processes end as their parent's pipe closes: a few seconds at most.
    const goneBy = Date.now() + 60_000
    while (groupAlive(group) && Date.now() < goneBy) await sleep(100)
    expect(groupAlive(group), 'a process npm run dev started outlived it').toBe(false)
  })

  it('says on start what it reloads, and restarts the server when an API router changes', async () => {
    const port = await freePort()
    const npm = spawn('npm', ['run', 'dev'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'reload-data'), UPLOADS_DIR: path.join(work, 'reload-uploads'), SEED_DEMO: '0', LOG_LEVEL: 'info' },
    })
    group = npm.pid!
    let output = ''
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()))
    const starts = () => output.split('\n').filter((line) => / INFO listening /.test(line)).length
    /** Waits for a line of the server's; a deadline far beyond a loaded machine's start, as a hang detector. */
    const until = async (done: () => boolean, what: string) => {
      const by = Date.now() + 240_000
      while (!done()) {
        expect(Date.now(), `${what}:\n${output}`).toBeLessThan(by)
        await sleep(250)
      }
    }
    try {
      await until(() => starts() === 1 && output.includes(DEV_RELOADS), 'npm run dev started and said what it reloads')
      expect(await listening(port)).toBe(true)
      // a change to a router (its file written again, as an editor saves it): the server stops and starts again on the new code
      const router = path.resolve('src/features/topbar/api.ts')
      const now = new Date()
      fs.utimesSync(router, now, now)
      await until(() => starts() === 2, 'the server started again after the router changed')
      expect(output).toMatch(/INFO shutting down signal=SIGTERM/)
      await until(() => output.split(DEV_RELOADS).length === 3, 'the restarted server said what it reloads')
      expect(await listening(port)).toBe(true)
    } finally {
      process.kill(npm.pid!, 'SIGTERM')
      await exited
    }
  })
})
