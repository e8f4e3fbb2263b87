/**
 * `npm run bench` section 7 (alone: `npm run bench -- --results-day`): results day. Many students
 * open the same notice at once, through the shipped nginx configuration (deploy/nginx/), while the
 * operator restarts the server. Reported: requests/s through nginx and from the app alone, the
 * errors answered during the restart, and how many requests reached the app for a stampede
 * (nginx's access log, background refreshes included): each is at most one render, a full page
 * (200) or a revalidation (304, a render only when the app's own cache was empty).
 */
import type { ChildProcess } from 'node:child_process'
import autocannon, { type Result } from 'autocannon'
import { nginxAvailable, startNginx } from '../nginx'

export type AppControl = {
  port: number
  /** The server process now running. */
  current: () => ChildProcess
  /** SIGTERM, then a new process on the same folder; resolves once it answers 200. */
  restart: () => Promise<void>
}

const CLIENTS = Number(process.env.BENCH_CLIENTS || 200)
const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

function run(url: string, seconds: number): Promise<Result> {
  return autocannon({ url, connections: CLIENTS, duration: seconds, headers })
}

/** Requests that failed: non-2xx answers and connection errors or time-outs. */
const failures = (result: Result) => result.non2xx + result.errors + result.timeouts

export async function resultsDay(app: AppControl, notice: string, seconds: number): Promise<void> {
  console.log(`\n7. Results day: ${CLIENTS} clients on one notice (${notice}), through nginx (deploy/nginx/) and from the app alone, ${seconds} s per run`)
  if (!nginxAvailable()) {
    console.log('   nginx is not installed here (Debian: apt-get install nginx-light): skipped')
    return
  }
  const nginx = await startNginx(app.port, { accessLog: true })
  try {
    /** Of the log lines since `from` for the notice: the requests the app answered, as "N (pages P, 304s R)". */
    const reached = (from: number) => {
      const upstream = nginx
        .accessLog()
        .slice(from)
        .map((line) => line.split(' '))
        .filter(([uri, , status]) => uri === notice && /^\d+$/.test(status ?? ''))
      const pages = upstream.filter(([, , status]) => status === '200').length
      const revalidated = upstream.filter(([, , status]) => status === '304').length
      const refused = upstream.length - pages - revalidated
      return `${pages + revalidated} (pages ${pages}, 304s ${revalidated})${refused ? `, and ${refused} tries while it was down (502 to nginx, stale to the visitor)` : ''}`
    }

    // A stampede on a notice nobody has asked for since the server started (its cache is empty, nginx's too).
    await app.restart()
    let mark = nginx.accessLog().length
    const cold = await run(nginx.url + notice, 3)
    console.log(`   stampede on a notice not cached yet: ${cold.requests.total} requests, ${failures(cold)} failed; requests that reached the app: ${reached(mark)}`)

    const alone = await run(`http://127.0.0.1:${app.port}${notice}`, seconds)
    mark = nginx.accessLog().length
    const front = await run(nginx.url + notice, seconds)
    const steady = reached(mark)
    console.log(`   req/s: through nginx ${Math.round(front.requests.average)} (p50 ${front.latency.p50} ms, p99 ${front.latency.p99} ms), the app alone ${Math.round(alone.requests.average)} (p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms); failed ${failures(front)} / ${failures(alone)}`)
    console.log(`   in ${seconds} s through nginx, requests that reached the app: ${steady} (a revalidation every s-maxage)`)

    // The operator restarts the server in the middle of the rush.
    mark = nginx.accessLog().length
    const during = run(nginx.url + notice, seconds)
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3))
    const restartStarted = performance.now()
    await app.restart()
    const restartMs = performance.now() - restartStarted
    const restart = await during
    const stale = nginx
      .accessLog()
      .slice(mark)
      .filter((line) => line.startsWith(`${notice} STALE `)).length
    console.log(
      `   with a restart (${Math.round(restartMs)} ms until the new process answered): ${restart.requests.total} requests, ${Math.round(restart.requests.average)} req/s, ` +
        `${failures(restart)} failed (non-2xx ${restart.non2xx}, errors ${restart.errors}, time-outs ${restart.timeouts}); ${stale} served stale while the app was away; requests that reached the app: ${reached(mark)}`,
    )
  } finally {
    await nginx.stop()
  }
}
