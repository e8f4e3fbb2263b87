import { createContext, useContext, type ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'

const Context = createContext<PageContextServer | null>(null)

export function PageContextProvider({ value, children }: { value: PageContextServer; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The page's Vike context, on the server only (islands get plain props instead). */
export function usePageContext(): PageContextServer {
  const value = useContext(Context)
  if (!value) throw new Error('usePageContext() is for server-rendered page components, not islands')
  return value
}

/** The page's +data result. */
export function useData<T>(): T {
  return usePageContext().data as T
}
