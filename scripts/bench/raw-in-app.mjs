/**
 * `npm run bench`'s measure of what our server's process costs by itself: the server exactly as
 * `npm start` runs it (scripts/start.mjs: same bundle, flags and environment), except that the
 * yardstick's own answer (scripts/bench/snapshot.mjs) comes first for the snapshot's pages. No
 * cache lookup, no log line: what any answer costs inside a process that also runs the app and
 * has served its requests.
 * Usage: node <npm start's flags> raw-in-app.mjs <snapshot>; PORT, DATA_DIR, … as for npm start.
 */
import http from 'node:http'
import { snapshotAnswer } from './snapshot.mjs'

const answer = snapshotAnswer(process.argv[2])
const createServer = http.createServer
// server.ts calls http.createServer(options, listener) once; the yardstick's answer goes before its listener.
http.createServer = (options, listener) => createServer(options, (req, res) => answer(req, res) || listener(req, res))
await import('../start.mjs')
