/**
 * "a, b, ,c" → ["a", "b", "c"]: trimmed, empty items dropped (spec §5). The same rule as the API's
 * splitHighlights, kept free of zod so the dashboard does not download a schema library.
 */
export function highlightsFromText(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function highlightsToText(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ')
}
