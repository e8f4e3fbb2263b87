import { isEmailAddress } from '../platform/auth/limits'

/**
 * Links staff type (topbar, news): a full http(s) address or a path on this site ("/addmissionForm").
 * Nothing else becomes a link: no javascript:, data:, protocol-relative "//host" or "/\host".
 * One rule, read by the zod schema (API and forms) and by the pages that draw stored links.
 */
export const LINK_RULE = 'must be a full address (https://…) or a path on this site (/…)'

const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i

export function isSafeLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true
  if (!WEB_ADDRESS.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The stored link as an href, or null when it is empty or not one we draw. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null
  const value = link.trim()
  return isSafeLink(value) ? value : null
}

/**
 * A mailto: link for an address that passes the one e-mail rule, else null (shown as text): a value
 * stored before the rule was strict, like `x@y.in?bcc=…`, never becomes a link that adds recipients.
 */
export function mailHref(email: string): string | null {
  const address = email.trim()
  return isEmailAddress(address) ? `mailto:${address}` : null
}

/** A tel: link for a phone number as people write it ("+91 76522 40000", "1800-180-5522"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
