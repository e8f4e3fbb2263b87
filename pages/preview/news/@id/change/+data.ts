import type { PageContextServer } from 'vike/types'
import { noticePreview } from '../../notice-preview'

/** The notice as publishing its kept change would show it: for the change's writer and the Administrators only. */
export function data(pageContext: PageContextServer) {
  return noticePreview(pageContext, true)
}
