import type { TranslatedArea } from '../../platform/translations/area'

/** News and admission updates: which of their texts staff write in Hindi too (issue 29). */
export const newsArea = {
  key: 'news',
  label: 'news',
  table: 'blogs',
  fields: { title: { translatable: true }, description: { translatable: true }, linkTitle: { translatable: true } },
  panel: 'all-news',
  search: { kind: 'news', title: 'title' },
} as const satisfies TranslatedArea
