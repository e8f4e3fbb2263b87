/**
 * The response header that tells the admin panel how many whole seconds its session has left, on
 * every API answer to a signed-in request (the sign-in's too). The panel warns before the end from
 * it and never guesses the time itself (WCAG 2.2.1, issue 39 row 10; docs/decisions/190). Here, apart
 * from session.ts, because the panel's bundle reads the name too.
 */
export const SESSION_EXPIRES_IN_HEADER = 'Session-Expires-In'
