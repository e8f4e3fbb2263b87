import { useEffect, useRef, useState } from 'react'
import { MAX_FILE_BYTES, UPLOAD_REASONS } from '../../http/upload-rules'
import { useKitText } from './kit-text'
import { inPanelLanguage } from './panel-catalogue'

type Props = {
  id: string
  file: File | null
  onChange: (file: File | null) => void
  /** The image already stored (shown until a new one is chosen). */
  currentUrl?: string
  invalid?: boolean
  /** Set by Field: the hint and error that describe the input. */
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/** One image for a form (news, founders): images only, with a preview of the choice. */
export function ImagePicker({ id, file, onChange, currentUrl, invalid, ...aria }: Props) {
  const text = useKitText()
  const [preview, setPreview] = useState('')
  /** Why the chosen file was not taken ('' when it was). */
  const [rejected, setRejected] = useState('')
  const input = useRef<HTMLInputElement>(null)

  // A file chosen before the script took over (slow phone) is still in the input: take it.
  useEffect(() => {
    const early = input.current?.files?.[0]
    if (early && early.type.startsWith('image/')) onChange(early)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const hadFile = useRef(false)
  useEffect(() => {
    if (!file) {
      setPreview('')
      // Only a cleared selection (after a save) empties the input, not the first render.
      if (hadFile.current && input.current) input.current.value = ''
      hadFile.current = false
      return
    }
    hadFile.current = true
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const shown = preview || currentUrl
  return (
    <div className="image-picker">
      {shown && <img className="image-picker__preview" src={shown} alt={preview ? text.picker.chosen : text.picker.current} width={120} height={80} />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={invalid || aria['aria-invalid'] || undefined}
        aria-describedby={[aria['aria-describedby'], `${id}-limits`, rejected ? `${id}-rejected` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null
          const problem = !chosen ? '' : !chosen.type.startsWith('image/') ? UPLOAD_REASONS.notAPicture : chosen.size > MAX_FILE_BYTES ? UPLOAD_REASONS.tooLarge : ''
          setRejected(problem)
          onChange(problem ? null : chosen)
          if (problem) event.currentTarget.value = ''
        }}
      />
      <small className="admin-field-hint" id={`${id}-limits`}>
        {text.upload.limits(1)}
      </small>
      {rejected && (
        <p className="admin-field-error" role="alert" id={`${id}-rejected`}>
          {inPanelLanguage(rejected)}
        </p>
      )}
    </div>
  )
}
