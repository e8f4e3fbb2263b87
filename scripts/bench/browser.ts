import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs } from '../../playwright.config'

export type PageFigures = {
  path: string
  bytes: { html: number; css: number; js: number; image: number; other: number; total: number }
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** Collects paint, LCP, long-task and layout-shift entries from the first moment of the page. */
const observer = `
  window.__perf = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime }).observe({ type: 'paint', buffered: true });
`

/**
 * Opens each page as a first-time visitor on a low-end phone: 360 px wide, DPR 2, network 1.6 Mbps
 * down / 750 kbps up with 150 ms RTT, CPU slowed 4×. Returns transferred bytes and Web Vitals.
 */
export async function measurePages(baseUrl: string, paths: string[]): Promise<PageFigures[]> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs })
  const results: PageFigures[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await page.addInitScript(observer)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const types = new Map<string, string>()
      const bytes = { html: 0, css: 0, js: 0, image: 0, other: 0, total: 0 }
      cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
      cdp.on('Network.loadingFinished', (e) => {
        const type = types.get(e.requestId)
        const key = type === 'Document' ? 'html' : type === 'Stylesheet' ? 'css' : type === 'Script' ? 'js' : type === 'Image' ? 'image' : 'other'
        bytes[key] += e.encodedDataLength
        bytes.total += e.encodedDataLength
      })
      await page.goto(baseUrl + path, { waitUntil: 'load', timeout: 60_000 })
      await page.waitForTimeout(3000)
      const perf = await page.evaluate(() => (window as any).__perf as { lcp: number; cls: number; fcp: number; longTasks: [number, number][] })
      const tbt = perf.longTasks.filter(([start]) => start >= perf.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
      results.push({ path, bytes, fcp: perf.fcp, lcp: perf.lcp, tbt, cls: perf.cls })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
