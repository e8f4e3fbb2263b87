import { createContext, useContext, type ReactNode } from 'react'

/**
 * Low-data mode (docs/decisions/195), as the page's components read it: a context of its own, not
 * the page context, so a shared component (ResponsiveImage) reads it anywhere, false by default.
 */
const LowData = createContext(false)

export function LowDataProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <LowData.Provider value={value}>{children}</LowData.Provider>
}

/** True when this page is rendered for a visitor who asked for fewer bytes (`Save-Data: on`). */
export function useLowData(): boolean {
  return useContext(LowData)
}
