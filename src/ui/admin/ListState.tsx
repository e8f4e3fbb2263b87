import type { ReactNode } from 'react'
import type { LoadState } from './useLoad'
import { useKitText } from './kit-text'

type Props<T> = {
  state: LoadState<T> & { reload: () => void }
  /** e.g. "Could not load the banner images." */
  errorText: string
  /** The exact empty text of spec §8, e.g. "No banner images found." */
  emptyText: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}

/** The four states every admin list has: loading, error (with retry), empty, data. */
export function ListState<T>({ state, errorText, emptyText, isEmpty, children }: Props<T>) {
  const text = useKitText()
  if (state.status === 'loading') {
    return (
      <p className="admin-state" role="status">
        {text.loading}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="admin-state admin-state--error" role="alert">
        <p>
          {errorText}
          {state.error ? ` (${state.error})` : ''}
        </p>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => state.reload()}>
          {text.tryAgain}
        </button>
      </div>
    )
  }
  if (isEmpty(state.data)) return <p className="admin-state">{emptyText}</p>
  return <>{children(state.data)}</>
}
