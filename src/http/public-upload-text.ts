/**
 * What a stranger is told when the public upload budget refuses their files (src/http/public-uploads.ts):
 * plain sentences, apart from the server code, so that a form's own catalogue can give each its
 * translation by the same text (src/features/grievances/messages.ts).
 */
export const UPLOADS_BUSY = 'The server is receiving many files from the public just now; nothing was saved. Please send the form again in a minute.'
export const ADDRESS_QUOTA_SPENT = 'Too many files were sent from this address today; nothing was saved. Please try again tomorrow, or send the form without attachments.'
export const SITE_QUOTA_SPENT = 'The site has received as many files from the public as it can keep today; nothing was saved. Please try again tomorrow, or send the form without attachments.'
