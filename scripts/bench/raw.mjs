/**
 * The yardstick of `npm run bench`: a raw node:http server with the snapshot's pages
 * (scripts/bench/snapshot.mjs); any other path is a 404. Usage: node raw.mjs <snapshot> <port>.
 * Run with plain `node`, no flags: the real limit for these bytes.
 */
import http from 'node:http'
import { snapshotAnswer } from './snapshot.mjs'

const answer = snapshotAnswer(process.argv[2])
http
  .createServer((req, res) => {
    if (answer(req, res)) return
    res.writeHead(404)
    res.end()
  })
  .listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
