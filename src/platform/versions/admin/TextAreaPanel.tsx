import { useEffect, useState } from 'react'
import { api, fieldProblemsOf, isSessionExpired, messageOf, writtenData } from '../../../ui/admin/api'
import { SubmitButton } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { thumbnailUrl } from '../../../ui/admin/images'
import { translationHref } from '../../translations/area'
import type { TextArea } from '../area'
import { VersionsList } from './VersionsList'
import { useOpenedRevision } from './useOpenedRevision'
import { ReopenButton } from '../../../ui/admin/ReopenButton'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { addTextAreaHindi, textAreaText } from './text-area-text'

type Values = Record<string, string>

/**
 * The panel of a text area (TextArea), made from its declaration: its photo's upload when it has
 * one, one box per field (a textarea for a long one), Save, the way to its other language, and
 * its previous versions under the form.
 */
export function TextAreaPanel({ area }: PanelProps & { area: TextArea }) {
  const path = `/api/content/${area.key}`
  const loaded = useLoad<Values | null>(path, (body) => writtenData<Values>(body))
  // Typed text is a draft like every panel input (docs/decisions/080); the loaded text is its saved state.
  const [values, setValues, restored, setSavedValues, unsaved] = useDraft<Values | null>(`text-area:${area.key}`, null)
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<Values>({})
  const [saves, setSaves] = useState(0)
  addTextAreaHindi(area)
  const t = usePanelCatalogue(textAreaText)
  const said = useInPanelLanguage()
  // the revision the form was filled on; refused when another saved since, and filled again from the site (docs/decisions/285)
  const opened = useOpenedRevision(area.key, async () => {
    const { body } = await api('GET', path)
    setSavedValues(writtenData<Values>(body) ?? {})
  }, { restored, unsaved })
  useEffect(() => {
    if (loaded.status !== 'ready') return
    const typed = values
    setSavedValues(loaded.data ?? {})
    if (restored && typed) setValues(typed)
    // Only when the stored text arrives; later edits belong to the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.status, loaded.data])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!values || busy) return
    setBusy(true)
    try {
      const { body } = await api('PUT', path, opened.withOpened(values))
      void opened.ownStep(body)
      notify.success(answerMessage(body, t.saved(area)))
      setProblems({})
      setSavedValues(values)
      setSaves((n) => n + 1)
    } catch (err) {
      opened.refused(err)
      const refused = fieldProblemsOf(err)
      setProblems(refused ?? {})
      // the server joins its field messages in one line: in Hindi they are said field by field
      if (!isSessionExpired(err)) notify.error(refused ? t.refused(Object.values(refused).map(said), messageOf(err, t.notSaved(area))) : messageOf(err, t.notSaved(area)))
    } finally {
      setBusy(false)
    }
  }

  // a failed read says why, with Try again (as every list does)
  if (!values)
    return (
      <div className="admin-card">
        <ListState state={loaded} errorText={t.loadFailed(area)} emptyText={t.loading} isEmpty={() => true}>
          {() => null}
        </ListState>
      </div>
    )
  const translatable = Object.values(area.fields).some((rule) => rule.translatable)
  return (
    <div className="admin-stack">
      {area.photo && (
        <section className="admin-card">
          <h3>{t.photo(area.photo)}</h3>
          {values.imageUrl && <img className="admin-current-image" src={thumbnailUrl('About', values.imageUrl)} alt={t.photo(area.photo)} width={160} height={192} />}
          <UploadWidget
            endpoint={`${path}/photo`}
            cap={1}
            label={t.choosePhoto(t.photo(area.photo))}
            onUploaded={({ body }) => {
              const saved = writtenData<Values>(body)
              if (saved) setValues((old) => ({ ...old, imageUrl: saved.imageUrl ?? '', imageMeta: saved.imageMeta ?? '' }))
              void opened.ownStep(body)
              setSaves((n) => n + 1)
            }}
          />
          <p className="admin-field-hint">{t.photoHint}</p>
        </section>
      )}
      <form className="admin-card admin-form" onSubmit={(event) => void save(event)} noValidate aria-label={t.title(area)}>
        {Object.entries(area.fields).map(([field, rule]) => {
          const id = `${area.key}-${field}`
          const props = { id, value: values[field] ?? '', maxLength: rule.max, required: rule.required, onChange: (event: { currentTarget: { value: string } }) => setValues({ ...values, [field]: event.currentTarget.value }) }
          return (
            <Field key={field} id={id} label={t.field(rule)} error={said(problems[field])}>
              {rule.long ? <textarea rows={8} {...props} /> : <input {...props} />}
            </Field>
          )
        })}
        <div className="admin-actions">
          <SubmitButton busy={busy} text={t.save} busyText={t.saving} />
          {opened.changedOnSite && <ReopenButton onClick={() => void opened.reopen()} />}
        </div>
        {translatable && (
          <p className="admin-field-hint">
            {t.otherLanguage}
            <a href={translationHref(area.key, area.key)}>{t.inTranslations}</a>
            {t.onceSaved}
          </p>
        )}
      </form>
      <VersionsList<Values> key={saves} area={area.key as Parameters<typeof VersionsList>[0]['area']} onPutBack={(data, answer) => {
          setValues(data)
          void opened.ownStep(answer)
        }}
      />
    </div>
  )
}
