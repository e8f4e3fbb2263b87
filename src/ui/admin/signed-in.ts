import { createContext, useContext } from 'react'

/**
 * The signed-in account's id, given by the dashboard to every panel's rows: a row's mark says
 * "Your draft" to its writer rather than naming them to themselves (RowDraft).
 */
export const SignedInContext = createContext<string | undefined>(undefined)

/** The signed-in account's id; undefined outside the dashboard. */
export const useSignedInId = () => useContext(SignedInContext)
