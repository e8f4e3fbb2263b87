/**
 * The response header that tells the admin panel how many whole seconds its session has left, on
 * every API answer to a signed-in request (the sign-in's too). The panel warns before the end from
 * it and never guesses the time itself (WCAG 2.2.1, issue 39 row 10; docs/decisions/190). Here, apart
 * from session.ts, because the panel's bundle reads the name too.
 */
export const SESSION_EXPIRES_IN_HEADER = 'Session-Expires-In'

/**
 * The request header the panel sets on what it asks by itself, with no one at the keyboard (the
 * sidebar's count of new enquiries, every minute): such a request is answered as any other but does
 * not count as the person being there, so an open, unattended panel still reaches its idle end and
 * its warning (docs/decisions/190).
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background-Request'
