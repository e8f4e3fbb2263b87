/**
 * The grievance form's size limits, plain data: the form's script reads them without the API's zod
 * schema (schema.ts, ~24 KB in a browser bundle), which re-exports them (docs/decisions/196).
 */
export const DESCRIPTION_MAX = 5000
export const MAX_ATTACHMENTS = 3
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
