import { z } from 'zod'

/** The query of an admin "page" call: ?offset=&limit=&q= (new calls beside the contract, docs/decisions/053). */
export const pageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).catch(0),
  limit: z.coerce.number().int().min(1).max(100).catch(25),
  q: z.string().max(200).catch('').default(''),
  /** One item by its id (a panel search result opens its panel on it), where a list reads it. */
  item: z.string().max(64).catch('').default(''),
})

export type PageQuery = z.infer<typeof pageQuerySchema>

/** What a page call answers inside { data }: the items, how many match in all, and where this page starts. */
export type Page<T> = { items: T[]; total: number; offset: number; limit: number }
