/** The grievance pages' addresses, for links from other pages and the API's redirects. */
export const FORM_PAGE = '/grievance'
export const STATUS_PAGE = '/grievance/status'
