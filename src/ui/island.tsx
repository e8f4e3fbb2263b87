import type { ComponentType } from 'react'

/**
 * An island: a component rendered on the server inside a marker that carries its props, and
 * hydrated in the browser by the page's +client.ts (see hydrate.ts). Props must be plain JSON.
 */
export type Island<P extends object> = ComponentType<P> & { islandName: string; Component: ComponentType<P> }

export function island<P extends object>(name: string, Component: ComponentType<P>): Island<P> {
  function IslandMarker(props: P) {
    return (
      <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    )
  }
  return Object.assign(IslandMarker, { islandName: name, Component })
}
