/**
 * Loaded into a CHILD server in tests only (`node --import tsx --import ./tests/hardening/fault-injection.ts server.ts`):
 * simulates faults that a test machine cannot produce portably.
 *
 * - FAULT_DISK_FULL_UNDER=<dir>: while the file named by FAULT_SWITCH exists (always, when
 *   FAULT_SWITCH is unset), file writes under <dir> fail with ENOSPC after writing part of the
 *   data, as on a full disk, and statfs reports no free space. SQLite's own writes are not affected.
 * - FAULT_ON_SIGUSR2=throw|reject: SIGUSR2 makes the process throw an uncaught exception or leave
 *   a promise rejection unhandled.
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { syncBuiltinESMExports } from 'node:module'
import path from 'node:path'

const fullUnder = process.env.FAULT_DISK_FULL_UNDER ? path.resolve(process.env.FAULT_DISK_FULL_UNDER) : null
const switchFile = process.env.FAULT_SWITCH

function diskFull(target: unknown): boolean {
  if (!fullUnder || typeof target !== 'string') return false
  if (switchFile && !fs.existsSync(switchFile)) return false
  return path.resolve(target).startsWith(fullUnder + path.sep)
}

function enospc(target: string): Error {
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${target}'`), { code: 'ENOSPC', errno: -28, syscall: 'write', path: target })
}

if (fullUnder) {
  const { writeFileSync, statfsSync } = fs
  const { writeFile } = fsp
  const half = (data: unknown) => (typeof data === 'string' || data instanceof Uint8Array ? data.slice(0, Math.floor(data.length / 2)) : '')
  fs.writeFileSync = ((file: fs.PathOrFileDescriptor, data: string | NodeJS.ArrayBufferView, options?: fs.WriteFileOptions) => {
    if (diskFull(file)) {
      writeFileSync(file, half(data))
      throw enospc(String(file))
    }
    return writeFileSync(file, data, options)
  }) as typeof fs.writeFileSync
  fsp.writeFile = (async (file: Parameters<typeof writeFile>[0], data: Parameters<typeof writeFile>[1], options?: Parameters<typeof writeFile>[2]) => {
    if (diskFull(file)) {
      await writeFile(file, half(data) as string)
      throw enospc(String(file))
    }
    return writeFile(file, data, options)
  }) as typeof fsp.writeFile
  fs.statfsSync = ((target: fs.PathLike, options?: fs.StatFsOptions) => {
    const result = statfsSync(target, options as never)
    return diskFull(path.join(String(target), 'x')) ? { ...result, bavail: 0, bfree: 0 } : result
  }) as typeof fs.statfsSync
  syncBuiltinESMExports()
}

const onSignal = process.env.FAULT_ON_SIGUSR2
if (onSignal) {
  process.on('SIGUSR2', () => {
    setTimeout(() => {
      if (onSignal === 'reject') void Promise.reject(new Error('injected rejection'))
      else throw new Error('injected exception')
    }, 0)
  })
}
