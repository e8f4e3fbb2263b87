import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'))

describe('loadConfig', () => {
  it('uses safe defaults and creates the upload folders', () => {
    const dir = tmp()
    const config = loadConfig({}, dir)
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.join(dir, 'data'))
    expect(config.seedDemo).toBe(true)
    for (const folder of ['Home', 'Event', 'About', 'Blogs']) expect(fs.existsSync(path.join(dir, 'uploads', folder))).toBe(true)
  })

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = tmp()
    const first = loadConfig({}, dir).sessionSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({}, dir).sessionSecret).toBe(first)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'a@b.in' }, /together/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv, tmp())).toThrow(ConfigError)
    expect(() => loadConfig(env as NodeJS.ProcessEnv, tmp())).toThrow(message)
  })
})
