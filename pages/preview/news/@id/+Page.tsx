// The notice's own public page, the same component and CSS: only its data says "preview".
export { default } from '../../../blogs/detail/@id/+Page'
