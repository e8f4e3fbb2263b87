import { spawn } from 'node:child_process'
import { chromiumArgs } from '../../playwright.config'
import { freePort } from '../free-port'

export type LighthouseFigures = { path: string; fcp: number; lcp: number; tbt: number; runs: number; detail?: string[] }

/**
 * The phones measured: Lighthouse's own mobile preset (a mid-range phone on a fast 4G: 4× CPU
 * slowdown, 150 ms, 1.6 Mbit/s), and the phones this site serves (issue 42): a low-end phone on
 * slow 3G — 6× CPU slowdown, 400 ms round trips, 400 kbit/s down, as Chrome's "Slow 3G".
 */
export const PROFILES = {
  default: { label: 'mobile preset (4× CPU, fast 4G)', throttling: undefined },
  'low-end': { label: 'low-end phone (6× CPU, slow 3G: 400 ms, 400 kbit/s)', throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 6, requestLatencyMs: 400 * 3.75, downloadThroughputKbps: 400 * 0.9, uploadThroughputKbps: 400 * 0.9 } },
} as const
export type ProfileName = keyof typeof PROFILES

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } }

/** What holds the first paint back, from the last run: render-blocking requests, preloads, the LCP element. */
function describe(audits: Record<string, Audit>): string[] {
  const lines: string[] = []
  for (const item of audits['render-blocking-resources']?.details?.items ?? []) lines.push(`render-blocking ${item.url} (${Math.round(Number(item.wastedMs) || 0)} ms)`)
  const requests = audits['network-requests']?.details?.items ?? []
  for (const r of requests) {
    if (r.resourceType === 'Script' || r.resourceType === 'Stylesheet' || r.resourceType === 'Font' || r.resourceType === 'Image') lines.push(`${String(r.resourceType).toLowerCase()} ${r.url} ${Math.round(Number(r.transferSize) || 0)} B, priority ${r.priority}, ${Math.round(Number(r.networkRequestTime))}–${Math.round(Number(r.networkEndTime))} ms`)
  }
  for (const task of audits['long-tasks']?.details?.items ?? []) lines.push(`long task ${Math.round(Number(task.startTime))} ms, ${Math.round(Number(task.duration))} ms: ${task.url}`)
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? []
  const lcpNode = (lcpItems[0] as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node?.snippet
  if (lcpNode) lines.push(`LCP element ${lcpNode.slice(0, 160)}`)
  // Lighthouse 12 splits the LCP time into phases (TTFB, load delay, load time, render delay).
  const phases = (lcpItems[1] as { items?: { phase?: string; timing?: number }[] } | undefined)?.items ?? []
  if (phases.length) lines.push(`LCP phases ${phases.map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`).join(', ')}`)
  return lines
}

/**
 * Lighthouse (mobile preset, simulated throttling) on each page, `runs` times, in Debian's
 * Chromium; the median of each metric. Chromium is started once with a debugging port.
 */
export async function lighthousePages(baseUrl: string, paths: string[], runs = 3, options: { detail?: boolean; profile?: ProfileName; onPage?: (figures: LighthouseFigures) => void } = {}): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse')
  const port = Number(process.env.BENCH_DEBUG_PORT) || (await freePort())
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
      let detail: string[] | undefined
      for (let i = 0; i < runs; i++) {
        const throttling = PROFILES[options.profile ?? 'default'].throttling
        const result = await lighthouse(baseUrl + path, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate', ...(throttling ? { throttling } : {}) })
        const audits = result?.lhr.audits ?? {}
        fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN)
        lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN)
        tbt.push(audits['total-blocking-time']?.numericValue ?? NaN)
        if (options.detail) detail = describe(audits as Record<string, Audit>)
        const failed = result?.lhr.runtimeError?.message ?? (audits['first-contentful-paint'] as { errorMessage?: string } | undefined)?.errorMessage
        if (failed && options.detail) detail = [...(detail ?? []), `run ${i + 1} failed: ${failed}`]
      }
      // Each run's figures beside the median: TBT in particular moves from run to run.
      if (detail) detail.push(`runs FCP ${fcp.map(Math.round).join(', ')}; LCP ${lcp.map(Math.round).join(', ')}; TBT ${tbt.map(Math.round).join(', ')}`)
      const figures = { path, fcp: median(fcp), lcp: median(lcp), tbt: median(tbt), runs, ...(detail ? { detail } : {}) }
      results.push(figures)
      options.onPage?.(figures)
    }
    return results
  } finally {
    // Wait for it to go, so that a next call can open the same debugging port.
    await new Promise<void>((resolve) => {
      if (chrome.exitCode !== null || chrome.signalCode !== null) return resolve()
      chrome.once('exit', () => resolve())
      chrome.kill('SIGTERM')
    })
  }
}

/** The median of the runs that gave a figure (a run Lighthouse could not finish is left out; none: NaN). */
const median = (values: number[]) => {
  const good = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  return good.length ? good[Math.floor(good.length / 2)] : NaN
}

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
