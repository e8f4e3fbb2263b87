import { useEffect, useRef, useState } from 'react'

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
  const [preview, setPreview] = useState('')
  const [rejected, setRejected] = useState(false)
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
      {shown && <img className="image-picker__preview" src={shown} alt={preview ? 'Chosen image' : 'Current image'} width={120} height={80} />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={invalid || aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null
          const isImage = !chosen || chosen.type.startsWith('image/')
          setRejected(!isImage)
          onChange(isImage ? chosen : null)
          if (!isImage) event.currentTarget.value = ''
        }}
      />
      {rejected && (
        <p className="admin-field-error" role="alert">
          Only image files can be chosen.
        </p>
      )}
    </div>
  )
}
