/**
 * The attribute on <html> of a page rendered in low-data mode (docs/decisions/195), read by the
 * page script (the footer switch's state; islands on touch only). Apart from low-data.tsx, so the
 * script does not bring React.
 */
export const LOW_DATA_ATTRIBUTE = 'data-low-data'
