// A notice with its change kept as a draft on it (docs/decisions/279): the notice's own public page.
export { default } from '../../../../blogs/detail/@id/+Page'
