import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { adminCommand } from '../../src/config'
import { DEMO_ADMIN } from '../../src/db/seed'
import { SPEC, spawnServer, tempDirs } from '../hardening/support'

/** Runs a command line as an operator types it in the project folder: a shell, nothing else set. */
function typed(command: string, stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile('sh', ['-c', command], { cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
    child.stdin!.end(stdin)
  })
}

describe('the admin command the first start prints', () => {
  it('is npm run admin as typed in the project folder, with DATA_DIR in front (shell-quoted) unless it is the default', () => {
    const cwd = '/srv/college'
    expect(adminCommand('/srv/college/data', ['set-password', 'admin@example.com'], cwd)).toBe('npm run admin -- set-password admin@example.com')
    expect(adminCommand('/var/lib/college/data', ['set-password', 'a@b.in'], cwd)).toBe('DATA_DIR=/var/lib/college/data npm run admin -- set-password a@b.in')
    expect(adminCommand("/srv/the college's data", ['set-password', 'a@b.in'], cwd)).toBe(`DATA_DIR='/srv/the college'\\''s data' npm run admin -- set-password a@b.in`)
  })

  const dirs = tempDirs('admin-command')
  afterAll(() => dirs.remove())

  it('works when copied from the log line of a first demo start: the demo password is changed', async () => {
    // A folder name with a space: the printed command must quote it.
    const dataDir = path.join(dirs.root, 'college data')
    const server = await spawnServer({ DATA_DIR: dataDir, UPLOADS_DIR: dirs.uploadsDir, SEED_DEMO: '1' })
    const login = (password: string) =>
      fetch(server.url + SPEC.login, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ email: DEMO_ADMIN.email, password }) }).then((res) => res.status)
    try {
      const line = server.output().split('\n').find((l) => l.includes('INFO demo admin created'))!
      expect(line).toContain(`(email ${DEMO_ADMIN.email}, password ${DEMO_ADMIN.password})`)
      const command = line.split('change its password with: ')[1]
      expect(command).toBe(`DATA_DIR='${dataDir}' npm run admin -- set-password ${DEMO_ADMIN.email}`)

      const run = await typed(command, 'changed-demo-pass\n')
      expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('')
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`Password of ${DEMO_ADMIN.email} changed.`)
      expect(await login('changed-demo-pass')).toBe(200)
      expect(await login(DEMO_ADMIN.password)).toBe(401)
    } finally {
      await server.stop()
    }
  })
})
