/**
 * Admin accounts from the command line:
 *   npm run admin -- create <email> [name]     create an admin
 *   npm run admin -- set-password <email>      change a password (signs out that admin's sessions)
 * The password is asked for (twice, hidden) on a terminal, else read from stdin (first line).
 */
import { ConfigError, readDataDir } from '../src/config.js'
import { migrateToLatest, openDatabase } from '../src/db/connection.js'
import { EMAIL_SHAPE } from '../src/platform/auth/schema.js'
import { createAdmin, findAdminByEmail, MIN_PASSWORD_LENGTH, setAdminPassword } from '../src/platform/auth/store.js'

const USAGE = 'Usage: npm run admin -- create <email> [name]\n       npm run admin -- set-password <email>'

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin
    process.stdout.write(question)
    input.setRawMode(true)
    input.resume()
    input.setEncoding('utf8')
    let value = ''
    const finish = (error?: Error) => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      process.stdout.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish()
        if (char === '\u0003') return finish(new UsageError('Cancelled.'))
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
        else value += char
      }
    }
    input.on('data', onData)
  })
}

/** The first line of stdin (a pipe or a file), without its line ending. */
async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]
}

async function readPassword(): Promise<string> {
  let password: string
  if (process.stdin.isTTY) {
    password = await promptHidden('Password: ')
    if (password.length >= MIN_PASSWORD_LENGTH && (await promptHidden('Repeat it: ')) !== password) {
      throw new UsageError('The two passwords differ. Nothing was changed.')
    }
  } else {
    password = await readStdinLine()
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long. Nothing was changed.`)
  }
  return password
}

async function run(args: string[]): Promise<string> {
  const [command, rawEmail, ...rest] = args
  if (command !== 'create' && command !== 'set-password') throw new UsageError(USAGE)
  const email = rawEmail?.trim().toLowerCase() ?? ''
  if (!EMAIL_SHAPE.test(email)) throw new UsageError(`"${rawEmail ?? ''}" is not an e-mail address.\n${USAGE}`)

  // Only the database: the command the server prints (DATA_DIR=… npm run admin -- …) names nothing else.
  const { db, close } = openDatabase(readDataDir(process.env, process.cwd()))
  try {
    await migrateToLatest(db)
    const existing = await findAdminByEmail(db, email)
    if (command === 'create') {
      if (existing) throw new UsageError(`An admin with the e-mail ${email} already exists. Use set-password to change the password.`)
      const password = await readPassword()
      const admin = await createAdmin(db, email, password, rest.join(' ').trim() || undefined)
      return `Admin ${admin.email} created. Sign in at /vvs/panel/login.`
    }
    if (!existing) throw new UsageError(`There is no admin with the e-mail ${email}. Use create to add one.`)
    const password = await readPassword()
    await setAdminPassword(db, email, password)
    return `Password of ${email} changed. Every earlier session of this admin is signed out.`
  } finally {
    await close()
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(message + '\n')
  },
  (err) => {
    if (err instanceof UsageError || err instanceof ConfigError) {
      process.stderr.write(err.message + '\n')
      process.exit(2)
    }
    process.stderr.write(`Failed: ${(err as Error).message}\n`)
    process.exit(1)
  },
)
