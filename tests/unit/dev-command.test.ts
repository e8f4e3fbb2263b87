import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/free-port'

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

    // The dev server (tsx, vite) starts in some seconds; a loaded machine gets a minute.
    const startBy = Date.now() + 60_000
    while (!(await listening(port))) {
      expect(Date.now(), 'npm run dev did not listen within 60 s').toBeLessThan(startBy)
      await sleep(250)
    }

    process.kill(npm.pid!, 'SIGTERM')
    await exited
    // npm has exited: with `exec` it waited for the server's clean stop, so the port is free at once.
    expect(await listening(port)).toBe(false)
    // esbuild's service processes end as their parent's pipe closes: a few seconds at most.
    const goneBy = Date.now() + 10_000
    while (groupAlive(group) && Date.now() < goneBy) await sleep(100)
    expect(groupAlive(group), 'a process npm run dev started outlived it').toBe(false)
  }, 120_000)
})
