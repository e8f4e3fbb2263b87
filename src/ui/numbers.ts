/** Numbers as people in India read them. Plain code, no Intl and no zod: the same on every machine and in every bundle. */

/** A whole number with Indian digit grouping: 120000 → "1,20,000". */
export function indianDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`
}

/** Rupees with Indian grouping: 120000 → "₹1,20,000". */
export function rupees(amount: number): string {
  return `₹${indianDigits(amount)}`
}
