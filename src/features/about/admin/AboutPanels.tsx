import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, dataOf, writtenData } from '../../../ui/admin/api'
import type { EMPTY_ABOUT_CONTENT } from '../api'
import type { AboutContent, MissionVision as MissionVisionRow } from '../store'
import { ErrorSummary, problemsOrNull, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { thumbnailUrl } from '../../../ui/admin/images'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { useData } from '../../../ui/admin/useLoad'
import { TranslationEditor } from '../../../platform/translations/admin/TranslationEditor'
import { aboutArea, missionVisionArea } from '../areas'
import { VersionsList } from '../../../platform/versions/admin/VersionsList'
import { useOpenedRevision } from '../../../platform/versions/admin/useOpenedRevision'
import { ReopenButton } from '../../../ui/admin/ReopenButton'
import { MISSION_VISION_EMPTY } from '../messages'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { aboutText } from './text'

/** The about and mission & vision reads as the panels get them (empty strings when never saved). */
export type AboutContentData = AboutContent | typeof EMPTY_ABOUT_CONTENT
export type MissionVisionData = Pick<MissionVisionRow, 'mission' | 'vision'> & Partial<MissionVisionRow>

type AboutDraft = { title: string; description: string; image: string; students: string; collegeAcceptance: string; yearsOfExcellence: string }
type AboutErrors = Partial<Record<keyof AboutDraft, string>>

const EMPTY_ABOUT: AboutDraft = { title: '', description: '', image: '', students: '', collegeAcceptance: '', yearsOfExcellence: '' }
/** Spec §9: the about image widget takes one file. */
export const ABOUT_UPLOAD_CAP = 1

function wholeNumberError(label: string, value: string): string | undefined {
  if (!value.trim()) return `${label} is required`
  const n = Number(value)
  if (!Number.isInteger(n)) return `${label} must be a whole number`
  if (n < 0) return `${label} must be 0 or more`
  return undefined
}

export function checkAbout(draft: AboutDraft): AboutErrors {
  const errors: AboutErrors = {}
  if (!draft.title.trim()) errors.title = 'Title is required'
  if (!draft.description.trim()) errors.description = 'Description is required'
  const students = wholeNumberError('Students', draft.students)
  if (students) errors.students = students
  if (!draft.collegeAcceptance.trim()) errors.collegeAcceptance = 'College Acceptance is required'
  const years = wholeNumberError('Years of Excellence', draft.yearsOfExcellence)
  if (years) errors.yearsOfExcellence = years
  return errors
}

/** The form's fields from the about content the site shows. */
function aboutDraftOf(c: AboutContentData): AboutDraft {
  return {
    title: c.title ?? '',
    description: c.description ?? '',
    image: c.image ?? '',
    students: String(c.students ?? ''),
    collegeAcceptance: c.collegeAcceptance ?? '',
    yearsOfExcellence: String(c.yearsOfExcellence ?? ''),
  }
}

/** Add About Content: the form (prefilled with what the site shows now) plus its image upload, and its previous versions. */
export function AboutContentPanel(_: PanelProps) {
  const [draft, setDraft, restored, setSaved, unsaved] = useDraft<AboutDraft>('about-content', EMPTY_ABOUT)
  const current = useData('/api/about/getAboutContent')
  const [saves, setSaves] = useState(0)
  const t = usePanelCatalogue(aboutText).about
  const said = useInPanelLanguage()
  // the revision the form was filled on (docs/decisions/285)
  const opened = useOpenedRevision(aboutArea.key, async () => {
    const { body } = await api('GET', '/api/about/getAboutContent')
    setSaved(aboutDraftOf(dataOf('/api/about/getAboutContent', body)))
  }, { restored, unsaved })

  useEffect(() => {
    if (current.status !== 'ready' || !current.data || restored) return
    setSaved(aboutDraftOf(current.data))
    // Only when the stored content first arrives; later edits belong to the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.status, restored])

  const set = (name: keyof AboutDraft) => (event: { currentTarget: { value: string } }) => {
    setDraft({ ...draft, [name]: event.currentTarget.value })
    form.setProblem((old) => old && { ...old, [name]: undefined })
  }

  const form = useSubmit<AboutErrors>({
    check: () => problemsOrNull(checkAbout(draft)),
    send: async () => {
      const { body } = await api(
        'POST',
        '/api/about/uploadAboutContent',
        opened.withOpened({
          title: draft.title.trim(),
          description: draft.description.trim(),
          image: draft.image,
          students: Number(draft.students),
          collegeAcceptance: draft.collegeAcceptance.trim(),
          yearsOfExcellence: Number(draft.yearsOfExcellence),
        }),
      )
      void opened.ownStep(body)
      notify.success(t.saved)
      setSaved(draft)
      setSaves((n) => n + 1)
    },
    onFailed: (err) => {
      opened.refused(err)
      notifyFailure(err, t.failed)
    },
  })
  const found = form.problem ?? {}
  // the check's messages are English (checkAbout): shown in the panel's language
  const errors = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, said(message)])) as AboutErrors

  return (
    <div className="admin-stack">
      <section className="admin-card">
        <h3>{t.imageHeading}</h3>
        {draft.image && <img className="admin-current-image" src={thumbnailUrl('About', draft.image)} alt={t.imageAlt} width={240} height={160} />}
        <UploadWidget
          endpoint="/api/about/uploadAboutContentImages"
          cap={ABOUT_UPLOAD_CAP}
          label={t.chooseImage}
          onUploaded={({ body }) => {
            const image = writtenData<{ image?: string }>(body)?.image
            if (image) setDraft((old) => ({ ...old, image }))
            // the image is on the about content at once: the form goes on from the row with it
            void opened.ownStep(body)
            setSaves((n) => n + 1)
          }}
        />
        <p className="admin-field-hint">{t.imageHint}</p>
      </section>
      <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
        <Field id="about-title" label={t.title} error={errors.title}>
          <input id="about-title" value={draft.title} onChange={set('title')} required aria-invalid={!!errors.title} />
        </Field>
        <Field id="about-description" label={t.description} error={errors.description}>
          <textarea id="about-description" value={draft.description} onChange={set('description')} rows={5} required aria-invalid={!!errors.description} />
        </Field>
        <div className="admin-grid-3">
          <Field id="about-students" label={t.students} error={errors.students}>
            <input id="about-students" type="number" inputMode="numeric" min={0} step={1} value={draft.students} onChange={set('students')} required aria-invalid={!!errors.students} />
          </Field>
          <Field id="about-acceptance" label={t.acceptance} error={errors.collegeAcceptance}>
            <input id="about-acceptance" value={draft.collegeAcceptance} onChange={set('collegeAcceptance')} required aria-invalid={!!errors.collegeAcceptance} />
          </Field>
          <Field id="about-years" label={t.years} error={errors.yearsOfExcellence}>
            <input id="about-years" type="number" inputMode="numeric" min={0} step={1} value={draft.yearsOfExcellence} onChange={set('yearsOfExcellence')} required aria-invalid={!!errors.yearsOfExcellence} />
          </Field>
        </div>
        {current.status === 'loading' && <p className="admin-field-hint">{t.loadingCurrent}</p>}
        <div className="admin-actions">
          <ErrorSummary problem={form.problem} />
          <SubmitButton busy={form.busy} text={t.save} busyText={t.saving} />
          {opened.changedOnSite && <ReopenButton onClick={() => void opened.reopen()} />}
        </div>
      </form>
      <div className="admin-card">
        <TranslationEditor key={saves} area={aboutArea} id={aboutArea.key} />
      </div>
      <VersionsList<AboutContentData>
        key={saves}
        area="about"
        onPutBack={(data, answer) => {
          setSaved(aboutDraftOf(data))
          void opened.ownStep(answer)
        }}
      />
    </div>
  )
}

type MissionVision = { mission: string; vision: string }

/** Mission & Vision: two text areas prefilled with what the About page shows, and their previous versions. */
export function MissionVisionPanel(_: PanelProps) {
  const [draft, setDraft, restored, setSaved, unsaved] = useDraft<MissionVision>('mission-vision', { mission: '', vision: '' })
  const [saves, setSaves] = useState(0)
  const t = usePanelCatalogue(aboutText).missionVision
  const said = useInPanelLanguage()
  const loaded = useData('/api/about/getmissionVision', (err) => notifyFailure(err, t.loadFailed))
  // the revision the form was filled on (docs/decisions/285)
  const opened = useOpenedRevision(missionVisionArea.key, async () => {
    const { body } = await api('GET', '/api/about/getmissionVision')
    const data = dataOf('/api/about/getmissionVision', body)
    setSaved({ mission: data?.mission ?? '', vision: data?.vision ?? '' })
  }, { restored, unsaved })

  useEffect(() => {
    if (loaded.status !== 'ready' || restored) return
    setSaved({ mission: loaded.data?.mission ?? '', vision: loaded.data?.vision ?? '' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.status, restored])

  const form = useSubmit<string>({
    check: () => (draft.mission.trim() && draft.vision.trim() ? null : MISSION_VISION_EMPTY),
    send: async () => {
      const { body } = await api('PUT', '/api/about/missionVisionUpdate', opened.withOpened({ mission: draft.mission.trim(), vision: draft.vision.trim() }))
      void opened.ownStep(body)
      notify.success(typeof body?.message === 'string' && body.message ? body.message : t.updated)
      setSaved(draft)
      setSaves((n) => n + 1)
    },
    onFailed: (err) => {
      opened.refused(err)
      notifyFailure(err, t.saveFailed)
    },
  })

  return (
    <ListState state={loaded} errorText={t.loadFailed} emptyText="" isEmpty={() => false}>
      {() => (
        <div className="admin-stack">
          <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
            <Field id="mission" label={t.mission} hint={t.missionHint} error={form.problem && !draft.mission.trim() ? said(form.problem) : undefined}>
              <textarea id="mission" rows={7} value={draft.mission} onChange={(event) => setDraft({ ...draft, mission: event.currentTarget.value })} />
            </Field>
            <Field id="vision" label={t.vision} error={form.problem && !draft.vision.trim() ? said(form.problem) : undefined}>
              <textarea id="vision" rows={5} value={draft.vision} onChange={(event) => setDraft({ ...draft, vision: event.currentTarget.value })} />
            </Field>
            <ErrorSummary problem={form.problem} />
            <div className="admin-actions">
              <SubmitButton busy={form.busy} text={t.save} busyText={t.saving} />
              {opened.changedOnSite && <ReopenButton onClick={() => void opened.reopen()} />}
            </div>
          </form>
          <div className="admin-card">
            <TranslationEditor key={saves} area={missionVisionArea} id={missionVisionArea.key} />
          </div>
          <VersionsList<MissionVisionData> key={saves} area="mission-vision" onPutBack={(data, answer) => {
              setSaved({ mission: data.mission ?? '', vision: data.vision ?? '' })
              void opened.ownStep(answer)
            }}
          />
        </div>
      )}
    </ListState>
  )
}
