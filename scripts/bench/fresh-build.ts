import { execFileSync } from 'node:child_process'

/**
 * The benchmarks measure what `npm run build` makes of the code as it is now: a dist/ left by an
 * older checkout once measured the wrong server. So they build first (a few seconds), unless
 * BUILD_DIR names a build of its own or BENCH_BUILD=0 says the build was just made.
 */
export function freshBuild(root: string): void {
  if (process.env.BUILD_DIR || process.env.BENCH_BUILD === '0') return
  const started = performance.now()
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer }
    process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`)
    throw new Error('npm run build failed (output above): the benchmark measures a fresh build')
  }
  console.log(`built the production bundle (npm run build, ${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
