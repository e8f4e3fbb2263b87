import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startCommand } from '../../scripts/start-command'

/** The operations guide's systemd unit runs the server as `npm start` does (flags and allocator settings). */
describe('how the server is started', () => {
  const { env, args } = startCommand(process.cwd())
  const unit = /\[Service\]\n([\s\S]*?)```/.exec(fs.readFileSync('docs/operations.md', 'utf8'))![1]

  it('npm start gives the C allocator settings that return freed memory, and bounded heaps', () => {
    // one arena: one JavaScript thread (docs/decisions/136)
    expect(env).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' })
    expect(args.at(-1)).toBe('scripts/start.mjs')
    expect(args).toContain('--max-old-space-size=96')
    // the young generation decision 057 chose for the hit path; the old space grows in small steps (136)
    expect(args).toContain('--max-semi-space-size=8')
    expect(args).toContain('--heap-growing-percent=20')
    // strangers' uploads collect their dead chunks early (src/http/public-uploads.ts)
    expect(args).toContain('--expose-gc')
  })

  it('the systemd unit sets the same environment and runs node with the same arguments', () => {
    const environment = /^Environment=(.*)$/m.exec(unit)?.[1]
    expect(environment?.split(/\s+/)).toEqual(Object.entries(env).map(([k, v]) => `${k}=${v}`))
    const execStart = /^ExecStart=(\S+) (.*)$/m.exec(unit)!
    expect(execStart[1]).toMatch(/\/node$/)
    expect(execStart[2].split(/\s+/)).toEqual(args)
  })
})
