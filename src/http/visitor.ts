import type { Request } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'

/**
 * The one answer to "is this the same visitor?" for every limit of the site (docs/decisions/154):
 * an IPv4 address is one visitor; an IPv6 address is one by its /64 (what one line or one phone is
 * given: a visitor picks any address inside it for free), or by its /56 where the rule is about a
 * household (the public forms: a home's router is usually given a /56). An IPv4 address written as
 * IPv6 (::ffff:1.2.3.4) is the IPv4 one. Behind TRUST_PROXY=1, `req.ip` is the address
 * X-Forwarded-For names.
 */
export type VisitorScope = 'person' | 'household'

const PREFIX: Record<VisitorScope, number> = { person: 64, household: 56 }

/** The key of an address: `2001:db8:4:4::/64` for any address of that /64, `192.0.2.7` as it is. */
export function visitorOfAddress(address: string | undefined, scope: VisitorScope = 'person'): string {
  if (!address) return 'unknown'
  return ipKeyGenerator(address, PREFIX[scope])
}

/** The key of the visitor who sent a request. */
export function visitorKey(req: Pick<Request, 'ip'>, scope: VisitorScope = 'person'): string {
  return visitorOfAddress(req.ip, scope)
}
