import { SMTPServer } from 'smtp-server'

/** A mail as the test SMTP server received it: the envelope, the raw message and its decoded parts. */
export type ReceivedMail = {
  /** Envelope sender and recipients (what the server was told in MAIL FROM / RCPT TO). */
  from: string
  to: string[]
  /** The user that signed in, if any. */
  user: string | null
  raw: string
  /** The header block, unfolded: one header per line. */
  headers: string[]
  subject: string
  text: string
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** Splits a single-part message into unfolded headers, the decoded subject and the decoded text. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text'> {
  const end = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, end)
  const headers = head.split(/\r\n(?![ \t])/).map((line) => line.replace(/\r\n[ \t]+/g, ' '))
  const header = (name: string) => headers.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim() ?? ''
  const text = decodeBody(raw.slice(end + 4), header('Content-Transfer-Encoding').toLowerCase()).replace(/\r\n/g, '\n')
  return { headers, subject: decodeWords(header('Subject')), text }
}

/**
 * A real SMTP server in the test process (the `smtp-server` package) on 127.0.0.1: plain SMTP
 * without STARTTLS, optional sign-in. It can be stopped and started again on the same port, to
 * play a mail server that was down.
 */
export class TestSmtp {
  received: ReceivedMail[] = []
  private server: SMTPServer | null = null

  constructor(
    public port = 0,
    private readonly credentials?: { user: string; pass: string },
  ) {}

  /** Listens (on the same port as before after a stop); resolves with the port. */
  async start(): Promise<number> {
    const server = new SMTPServer({
      disabledCommands: this.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !this.credentials,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (this.credentials && auth.username === this.credentials.user && auth.password === this.credentials.pass) return callback(null, { user: auth.username })
        callback(new Error('Invalid username or password'))
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1')
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === 'string' ? session.user : null,
            raw,
            ...parseMail(raw),
          })
          callback()
        })
      },
    })
    server.on('error', () => {})
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
    this.port = (server.server.address() as { port: number }).port
    return this.port
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The mails whose subject or text contains `needle`. */
  matching(needle: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.subject.includes(needle) || mail.text.includes(needle))
  }

  /** Waits (briefly polling) until a mail containing `needle` has arrived, and returns it. */
  async waitFor(needle: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs
    for (;;) {
      const found = this.matching(needle)[0]
      if (found) return found
      if (Date.now() > until) throw new Error(`no mail containing "${needle}" arrived in ${timeoutMs} ms (got: ${this.received.map((m) => m.subject).join(' | ') || 'none'})`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
