import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { runUntilExit, spawnServer, tempDirs } from '../hardening/support'

/**
 * A start without PUBLIC_ORIGIN (decision 119), through the real entry point (`main()` of
 * server.ts, NODE_ENV=production as `npm start` sets it): every canonical link, og:url and the
 * sitemap would name http://localhost:3000 on the live site.
 */
describe('PUBLIC_ORIGIN at start', () => {
  const dirs = tempDirs('public-origin')
  afterAll(() => dirs.remove())
  const folders = { DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir }
  const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '')

  it('behind a proxy (TRUST_PROXY=1) without it, the start stops: exit code 1, one line naming the variable', async () => {
    const { code, output } = await runUntilExit({ ...folders, TRUST_PROXY: '1' })
    expect(code).toBe(1)
    expect(lines(output)).toHaveLength(1)
    expect(lines(output)[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z ERROR start failed: PUBLIC_ORIGIN must be set with TRUST_PROXY=1 \(the address visitors use, like https:\/\/college\.example\): without it every canonical link, og:url and the sitemap name http:\/\/localhost:3000$/,
    )
  })

  it('a production start without it serves, and says so in one WARN line naming the variable and what it breaks', async () => {
    const server = await spawnServer(folders)
    try {
      expect((await fetch(server.url + '/healthz')).status).toBe(200)
      const robots = await (await fetch(server.url + '/robots.txt')).text()
      expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    } finally {
      await server.stop()
    }
    const output = lines(server.output())
    const warnings = output.filter((line) => line.includes(' WARN ') && line.includes('PUBLIC_ORIGIN'))
    expect(warnings).toHaveLength(1)
    expect(output.indexOf(warnings[0]), 'after the listening line').toBeGreaterThan(output.findIndex((line) => line.includes(' INFO listening ')))
    expect(warnings[0]).toContain(
      'WARN PUBLIC_ORIGIN is not set: every canonical link, og:url and the sitemap name http://localhost:3000; on the live site set PUBLIC_ORIGIN to its address (https://college.example)',
    )
  })

  it('a production start without it that fails for another reason is still one line: the warning comes once the site serves', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    try {
      const { code, output } = await runUntilExit(folders, { port: (blocker.address() as net.AddressInfo).port })
      expect(code).toBe(1)
      expect(lines(output)).toHaveLength(1)
      expect(lines(output)[0]).toMatch(/ ERROR start failed: port \d+ on 127\.0\.0\.1 is already in use/)
    } finally {
      blocker.close()
    }
  })

  it('with it (behind a proxy too) the start is quiet about it and the pages name that address', async () => {
    const server = await spawnServer({ ...folders, TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://college.example' })
    try {
      const robots = await (await fetch(server.url + '/robots.txt')).text()
      expect(robots).toContain('Sitemap: https://college.example/sitemap.xml')
    } finally {
      await server.stop()
    }
    expect(server.output()).toContain(' INFO listening ')
    expect(server.output()).not.toContain('PUBLIC_ORIGIN')
  })
})
