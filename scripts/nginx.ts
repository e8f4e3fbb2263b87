/**
 * Runs Debian's nginx with the shipped configuration of deploy/nginx/ in front of an app on
 * `upstreamPort`, for the tests and the benchmark: its own prefix, cache, temp folders, pid and log
 * under a temporary folder, listening on a free port of 127.0.0.1, in the foreground (never the
 * system's configuration, never port 80). The shipped files are used as they are, with only the
 * upstream address and the cache folder rendered; the TLS server blocks of college.conf are
 * replaced by one plain listener.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port'

const DEPLOY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx')
export const NGINX_BINARY = process.env.NGINX_BINARY || '/usr/sbin/nginx'

/** Whether nginx can be run here (CI installs Debian's nginx-light: .ci/run). */
export function nginxAvailable(): boolean {
  try {
    fs.accessSync(NGINX_BINARY, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The shipped http-level and server-level files, rendered for an app on 127.0.0.1:`upstreamPort` and a cache in `cacheDir`. */
export function renderShippedConfig(upstreamPort: number, cacheDir: string): { http: string; server: string } {
  const http = fs
    .readFileSync(path.join(DEPLOY, 'college-cache.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('/var/cache/nginx/college', cacheDir)
  if (!http.includes(`127.0.0.1:${upstreamPort}`) || !http.includes(cacheDir)) throw new Error('deploy/nginx/college-cache.conf no longer names 127.0.0.1:3000 and /var/cache/nginx/college')
  return { http, server: fs.readFileSync(path.join(DEPLOY, 'college-proxy.conf'), 'utf8') }
}

export type RunningNginx = {
  url: string
  port: number
  dir: string
  /** Everything nginx wrote to its error log so far. */
  errors: () => string
  /**
   * With `accessLog`: one line per request that went through, background refreshes included:
   * `<uri> <cache status> <upstream status or -> <1 when the app rendered the page (its Server-Timing), else 0>`.
   */
  accessLog: () => string[]
  /** Stops nginx (SIGQUIT: finish what is in flight, then SIGKILL after 5 s) and removes its folder. */
  stop: () => Promise<void>
}

export async function startNginx(upstreamPort: number, options: { port?: number; accessLog?: boolean } = {}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-nginx-'))
  const port = options.port ?? (await freePort())
  for (const sub of ['cache', 'temp', 'logs']) fs.mkdirSync(path.join(dir, sub))
  const { http, server } = renderShippedConfig(upstreamPort, path.join(dir, 'cache'))
  fs.writeFileSync(path.join(dir, 'college-cache.conf'), http)
  fs.writeFileSync(path.join(dir, 'college-proxy.conf'), server)
  const temp = (name: string) => path.join(dir, 'temp', name)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // workers run as the user who started nginx (as root, nginx would switch to nobody, who cannot write here)
      process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...(options.accessLog
        ? [
            "  log_format college '$request_uri $upstream_cache_status $upstream_status \"$upstream_http_server_timing\"';",
            `  access_log ${path.join(dir, 'logs', 'access.log')} college;`,
            '  log_subrequest on;',
          ]
        : ['  access_log off;']),
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'college-cache.conf')};`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    server_name localhost;',
      `    include ${path.join(dir, 'college-proxy.conf')};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  const errorLog = path.join(dir, 'logs', 'error.log')
  const errors = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '')
  let output = ''
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx exited with ${child.exitCode}: ${output}${errors()}`)
    }
    // its pid file (written once it listens: no other nginx answering on this port) and any answer
    // (the app behind it may be down on purpose)
    const up = fs.existsSync(path.join(dir, 'nginx.pid')) && await fetch(`${url}/healthz`).then(
      (res) => res.arrayBuffer().then(() => true),
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx did not listen within 15 s: ${output}${errors()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    port,
    dir,
    errors,
    accessLog: () => {
      const file = path.join(dir, 'logs', 'access.log')
      if (!fs.existsSync(file)) return []
      return fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.replace(/"(.*)"$/, (_all, timing: string) => (timing.includes('render;') ? '1' : '0')))
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(timer)
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * `nginx -t` on the whole shipped site (college.conf with its two includes), with a throwaway
 * self-signed certificate where certbot puts the college's (needs openssl): the exit code and what
 * nginx said.
 */
export function checkShippedSite(): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-nginx-t-'))
  try {
    for (const sub of ['snippets', 'cache', 'temp', 'logs']) fs.mkdirSync(path.join(dir, sub))
    const cert = path.join(dir, 'cert.pem')
    const key = path.join(dir, 'key.pem')
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=college.test'], { encoding: 'utf8' })
    if (made.status !== 0) return { status: made.status, output: `openssl: ${made.error?.message ?? made.stderr}` }
    const { http } = renderShippedConfig(3000, path.join(dir, 'cache'))
    fs.writeFileSync(path.join(dir, 'college-cache.conf'), http)
    fs.copyFileSync(path.join(DEPLOY, 'college-proxy.conf'), path.join(dir, 'snippets', 'college-proxy.conf'))
    const site = fs
      .readFileSync(path.join(DEPLOY, 'college.conf'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/www.shahdollawcollege.example/fullchain.pem', cert)
      .replaceAll('/etc/letsencrypt/live/www.shahdollawcollege.example/privkey.pem', key)
    fs.writeFileSync(path.join(dir, 'college.conf'), site)
    const temp = (name: string) => path.join(dir, 'temp', name)
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'logs', 'error.log')};\nevents {}\nhttp {\n  client_body_temp_path ${temp('b')}; proxy_temp_path ${temp('p')}; fastcgi_temp_path ${temp('f')}; uwsgi_temp_path ${temp('u')}; scgi_temp_path ${temp('s')};\n  include ${path.join(dir, 'college-cache.conf')};\n  include ${path.join(dir, 'college.conf')};\n}\n`,
    )
    const checked = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log')], { encoding: 'utf8' })
    return { status: checked.status, output: `${checked.stdout}${checked.stderr}` }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
