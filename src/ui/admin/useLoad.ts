import { useCallback, useEffect, useRef, useState } from 'react'
import { reasonOf } from './failure'
import { api, dataOf, isSessionExpired, listOf, type DataPath, type DataReads, type ListPath, type ListReads } from './api'

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: string }
  | { status: 'ready'; data: T; error: null }

/**
 * GETs `path` after the panel mounts and keeps loading / error / data apart. The server renders
 * panels in their loading state; the data arrives in the browser. `reload` fetches again. An empty
 * path fetches nothing.
 */
export function useLoad<T>(path: string, pick: (body: unknown) => T, onError?: (err: unknown) => void) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null, error: null })
  const pickRef = useRef(pick)
  pickRef.current = pick
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const generation = useRef(0)

  const reload = useCallback(async () => {
    // No path ('' too): nothing is fetched (a paged list in place of a whole one, or not for this role).
    if (!path) return
    const mine = ++generation.current
    try {
      const { body } = await api('GET', path)
      if (mine === generation.current) setState({ status: 'ready', data: pickRef.current(body), error: null })
    } catch (err) {
      if (mine !== generation.current) return
      const message = isSessionExpired(err) ? '' : reasonOf(err)
      setState({ status: 'error', data: null, error: message })
      if (!isSessionExpired(err)) onErrorRef.current?.(err)
    }
  }, [path])

  useEffect(() => {
    void reload()
  }, [reload])

  return { ...state, reload }
}

/** A list read of the client's table (a bare array; getfoundation's `foundations`). */
export function useList<P extends ListPath>(path: P, onError?: (err: unknown) => void) {
  return useLoad<ListReads[P][]>(path, (body) => listOf(path, body), onError)
}

/** A content area's read (`{ data }`). */
export function useData<P extends DataPath>(path: P, onError?: (err: unknown) => void) {
  return useLoad<DataReads[P]>(path, (body) => dataOf(path, body), onError)
}
