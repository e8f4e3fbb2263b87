import type { AsyncLocalStorage } from 'node:async_hooks'

/** Where Vike keeps its AsyncLocalStorage: its global object for server/runtime/asyncHook.ts (vike is pinned in package.json). */
type VikeAsyncHook = { asyncLocalStorage: AsyncLocalStorage<unknown> | null; installPromise: Promise<void> }
const VIKE_ASYNC_HOOK = 'server/runtime/asyncHook.ts'

function vikeAsyncHook(): VikeAsyncHook | undefined {
  return (globalThis as { _vike?: { globals?: Record<string, VikeAsyncHook | undefined> } })._vike?.globals?.[VIKE_ASYNC_HOOK]
}

/**
 * Vike keeps an AsyncLocalStorage so that its `getPageContext()` works without the page context
 * being passed along, and to tag its development log lines. This app passes the page context
 * explicitly (src/ui/page-context.tsx) and tags its lines with its own request ids (src/log.ts), so
 * production renders without it: on Node 20 an enabled AsyncLocalStorage runs a hook for every async
 * resource the process creates, and Vike's, enabled at the first render and never again disabled,
 * cost each cached page ~10% of its CPU (docs/decisions/064). Vike reads the instance at every render
 * and renders without one when it is null. Returns whether it was found (a test fails if Vike moves it).
 */
export async function renderWithoutVikeAsyncContext(): Promise<boolean> {
  const hook = vikeAsyncHook()
  if (!hook) return false
  await hook.installPromise
  hook.asyncLocalStorage?.disable()
  hook.asyncLocalStorage = null
  return true
}

/** Whether Vike would render inside an AsyncLocalStorage now (for tests). */
export function vikeAsyncContextOn(): boolean {
  return vikeAsyncHook()?.asyncLocalStorage != null
}
