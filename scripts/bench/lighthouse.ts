import { spawn } from 'node:child_process'
import { chromiumArgs } from '../../playwright.config'

export type LighthouseFigures = { path: string; fcp: number; lcp: number; tbt: number; runs: number }

/**
 * Lighthouse (mobile preset, simulated throttling) on each page, `runs` times, in Debian's
 * Chromium; the median of each metric. Chromium is started once with a debugging port.
 */
export async function lighthousePages(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse')
  const port = Number(process.env.BENCH_DEBUG_PORT || 4590)
  const chrome = spawn(process.env.CHROMIUM_PATH || '/usr/bin/chromium', [...chromiumArgs, '--headless=new', '--no-sandbox', `--remote-debugging-port=${port}`, '--user-data-dir=/tmp/college-lh-' + port, 'about:blank'], {
    stdio: 'ignore',
  })
  try {
    await waitForDebugger(port)
    const results: LighthouseFigures[] = []
    for (const path of paths) {
      const fcp: number[] = []
      const lcp: number[] = []
      const tbt: number[] = []
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + path, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate' })
        const audits = result?.lhr.audits ?? {}
        fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN)
        lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN)
        tbt.push(audits['total-blocking-time']?.numericValue ?? NaN)
      }
      results.push({ path, fcp: median(fcp), lcp: median(lcp), tbt: median(tbt), runs })
    }
    return results
  } finally {
    chrome.kill('SIGTERM')
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function waitForDebugger(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`Chromium did not open its debugging port ${port}`)
}
