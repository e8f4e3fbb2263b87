import { createContext, useContext, type ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'
import { makeI18n, type I18n } from './i18n'

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

/** The page's language, catalogue and formatters (made once per request in pages/+onBeforeRender.ts). */
export function useI18n(): I18n {
  const pageContext = usePageContext()
  // the error page may render before onBeforeRender ran
  return (pageContext.i18n ??= makeI18n(pageContext.lang ?? 'en'))
}
