import { useEffect, useState } from 'react'
import type { Lang } from '../../../content/lang'
import { api, isSessionExpired, messageOf } from '../../../ui/admin/api'
import { inPanelLanguage, usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { fieldName, type Named } from '../../versions/admin/text'
import { fieldWords } from '../../versions/values'
import { translationsText, type TranslationsText } from './text'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { focusWhenShown } from '../../../ui/admin/focus'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { WordDiff } from '../../../ui/admin/WordDiff'
import { LANG_NAMES, otherLang, TRANSLATION_NOT_FOUND, type TranslatedArea, type TranslationItem } from '../area'
import { hasWordsToTranslate, listAsLines } from '../lists'
import { ListTranslation } from './ListTranslation'
import './translations.css'

/** "linkTitle" → "Link title": a field's name as staff read it (its declared label when it has one). */
export function fieldLabel(field: string, label?: string): string {
  const words = fieldWords(field, label)
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's name in the panel's language: its Hindi when known, else as declared and marked English. */
export function fieldLabelIn(lang: Lang, field: string, label?: string): Named {
  return lang === 'en' ? { text: fieldLabel(field, label) } : fieldName(fieldWords(field, label), lang)
}

/** What a field's translation is: up to date, needs update, or missing (its own text is empty: nothing to do). */
function FieldState({ field, t }: { field: TranslationItem['fields'][number]; t: TranslationsText }) {
  if (field.translation?.stale) return <span className="admin-badge admin-badge--stale">{t.badgeStale}</span>
  if (field.translation) return <span className="admin-badge admin-badge--done">{t.badgeDone}</span>
  return hasWordsToTranslate(field.text, field.list) ? <span className="admin-badge admin-badge--missing">{t.badgeMissing}</span> : null
}

/**
 * A stale translation's "what changed" (issue 40 item 9, docs/decisions/202): the item's own text
 * as the translation was written from it, and as it is now, word by word.
 */
function ChangedSince({ field, source }: { field: TranslationItem['fields'][number]; source: Lang }) {
  const t = usePanelCatalogue(translationsText)
  const { lang } = usePanelText()
  const translation = field.translation!
  const when = formatPanelDateTime(translation.updatedAt, lang)
  if (translation.was === null || translation.was === undefined) {
    return <p className="admin-field-hint">{t.earlierGone(t.inSentence[source], when)}</p>
  }
  return (
    <div className="translation-changed">
      <p className="admin-field-hint">{t.whatChanged(t.inSentence[source], when)}</p>
      <WordDiff before={field.list ? listAsLines(translation.was, field.list) : translation.was} after={field.list ? listAsLines(field.text, field.list) : field.text} lang={source} />
    </div>
  )
}

/**
 * The side-by-side editor of an item's two languages (docs/decisions/124), the same for every area:
 * English on the left, Hindi on the right (stacked on phones). The item's own text is edited in its
 * own form; here its other language. Not a form of its own, so that it can sit inside an item's
 * edit form: its fields are textareas and its button (not named Save, so that the row's own Save stays the one Save) publishes only the translation.
 */
export function TranslationEditor({ area, id, idPrefix = `tr-${area.key}`, formAbove = true }: { area: Pick<TranslatedArea, 'key' | 'label'>; id: string; idPrefix?: string; formAbove?: boolean }) {
  const path = `/api/translations/${encodeURIComponent(area.key)}/${encodeURIComponent(id)}`
  const item = useLoad<TranslationItem>(path, (body) => (body as { data: TranslationItem }).data)
  const [source, setSource] = useState<Lang>('en')
  // Typed translations are drafts like every panel input (docs/decisions/080): leaving warns, and
  // a reload or a confirmed panel switch brings them back over the loaded text.
  const [drafts, setDrafts, restored, setSavedDrafts] = useDraft<Record<string, string>>(`translation:${area.key}:${id}`, {})
  const [busy, setBusy] = useState(false)
  const t = usePanelCatalogue(translationsText)
  const { lang: panelLang } = usePanelText()
  const labelOf = (field: TranslationItem['fields'][number]) => fieldLabelIn(panelLang, field.field, field.label)

  useEffect(() => {
    if (item.status !== 'ready') return
    setSource(item.data.source)
    const typed = drafts
    setSavedDrafts(Object.fromEntries(item.data.fields.map((f) => [f.field, f.translation?.text ?? ''])))
    if (restored) setDrafts(typed)
    // Only when the stored translation arrives; later edits belong to the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.status, item.data])

  if (item.status === 'loading') return <p className="admin-lead">{t.loading}</p>
  if (item.status === 'error') {
    // a one-row area never saved has nothing to translate yet
    return <p className={item.error === TRANSLATION_NOT_FOUND ? 'admin-lead' : 'admin-field-error'}>{item.error === TRANSLATION_NOT_FOUND ? t.saveFirst : inPanelLanguage(item.error || t.loadOneFailed, panelLang)}</p>
  }
  const data = item.data
  const other = otherLang(source)

  /** Saves what changed; `confirm` names a field whose translation staff checked against the new source as it is. */
  async function save(confirm?: string) {
    const fields: Record<string, { text: string; basedOn: string }> = {}
    for (const field of data.fields) {
      const draft = drafts[field.field] ?? ''
      if (draft !== (field.translation?.text ?? '') || field.field === confirm) fields[field.field] = { text: draft, basedOn: field.revision }
    }
    setBusy(true)
    try {
      await api('PUT', path, { source, fields })
      // saved the moment the server says so, not when the reload comes back: leaving at once asks nothing
      setSavedDrafts(Object.fromEntries(data.fields.map((field) => [field.field, drafts[field.field] ?? ''])))
      notify.success(confirm ? t.markedUpToDate(panelLang === 'en' ? fieldLabel(confirm) : fieldLabelIn(panelLang, confirm, data.fields.find((f) => f.field === confirm)?.label).text) : t.saved)
      await item.reload()
      // "Still correct" goes once the field is up to date: focus on that field's translation.
      if (confirm) focusWhenShown(() => document.getElementById(`${idPrefix}-${confirm}-${otherLang(source)}`))
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(messageOf(err, t.notSaved))
    } finally {
      setBusy(false)
    }
  }

  /** The item's language is saved the moment staff choose it, with the item, not with its translation (issue 40, item 2). */
  async function choose(lang: Lang) {
    const before = source
    setSource(lang)
    setBusy(true)
    try {
      await api('PUT', path, { source: lang })
      // no reload: what is typed in the boxes stays
      notify.success(t.languageSaved(panelLang === 'en' ? LANG_NAMES[lang] : t.inSentence[lang]))
    } catch (err) {
      setSource(before)
      if (!isSessionExpired(err)) notify.error(messageOf(err, t.languageNotSaved))
    } finally {
      setBusy(false)
    }
  }

  const column = (lang: Lang, field: TranslationItem['fields'][number]) => {
    const name = `${idPrefix}-${field.field}-${lang}`
    const named = labelOf(field)
    const label = (
      <>
        <span lang={named.lang}>{named.text}</span> (<span lang={lang}>{LANG_NAMES[lang]}</span>)
      </>
    )
    if (lang === source) {
      return (
        <div className="translation-cell translation-cell--own">
          <span className="translation-cell__label" id={name}>
            {label}
          </span>
          <p lang={lang} className="translation-cell__text">
            {field.text || <em lang={panelLang}>{t.empty}</em>}
          </p>
        </div>
      )
    }
    return (
      <div className="translation-cell">
        <label className="translation-cell__label" htmlFor={name}>
          {label}
        </label>
        <textarea
          id={name}
          lang={lang}
          rows={field.field === 'description' || field.text.length > 120 ? 5 : 2}
          value={drafts[field.field] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            setDrafts((old) => ({ ...old, [field.field]: value }))
          }}
        />
      </div>
    )
  }

  return (
    <section className="translation-editor" aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`} className="translation-editor__heading">
        {t.heading}
      </h3>
      <fieldset className="translation-editor__source">
        <legend>{t.writtenInLegend}</legend>
        {(['en', 'hi'] as const).map((lang) => (
          <label key={lang} className="admin-check">
            <input type="radio" name={`${idPrefix}-source`} value={lang} checked={source === lang} disabled={busy} onChange={() => void choose(lang)} />
            <span lang={lang}>{LANG_NAMES[lang]}</span>
          </label>
        ))}
      </fieldset>
      <p className="admin-field-hint">{t.ownText(formAbove, area.label, panelLang === 'en' ? LANG_NAMES[other] : t.inSentence[other])}</p>
      {data.fields.map((field) => (
        <div key={field.field} className="translation-row">
          <div className="translation-row__head">
            <strong lang={labelOf(field).lang}>{labelOf(field).text}</strong> <FieldState field={field} t={t} />
            {field.translation?.stale && (
              <button type="button" className="admin-button admin-button--small admin-button--ghost" disabled={busy} onClick={() => void save(field.field)}>
                {t.stillCorrect}<span className="visually-hidden">{` (${labelOf(field).text})`}</span>
              </button>
            )}
          </div>
          {field.translation?.stale && <ChangedSince field={field} source={source} />}
          {field.list ? (
            <ListTranslation
              field={field}
              source={source}
              name={labelOf(field)}
              idPrefix={idPrefix}
              draft={drafts[field.field] ?? ''}
              onChange={(text) => setDrafts((old) => ({ ...old, [field.field]: text }))}
            />
          ) : (
            <div className="translation-grid">
              {column('en', field)}
              {column('hi', field)}
            </div>
          )}
        </div>
      ))}
      <button type="button" className="admin-button" disabled={busy} onClick={() => void save()}>
        {busy ? t.publishing : t.publish}
      </button>
    </section>
  )
}
