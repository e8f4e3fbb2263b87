/**
 * The grievance form's size limits, plain data: the form's script reads them without the API's zod
 * schema (schema.ts, ~24 KB in a browser bundle), which re-exports them (docs/decisions/196).
 */
export const DESCRIPTION_MAX = 5000
/**
 * The most characters each text field takes: the API refuses more, and the form's script marks a
 * field past its limit rather than cutting what was pasted (docs/decisions/296).
 */
export const GRIEVANCE_LIMITS = { name: 120, enrolment: 40, course: 80, email: 200, mobile: 20, subject: 150, description: DESCRIPTION_MAX } as const
export const MAX_ATTACHMENTS = 3
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
