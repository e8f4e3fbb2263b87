import { useState, type ReactNode } from 'react'

/**
 * The label of a file input that files can also be dropped on (the documents and the photo
 * uploads): marked while files are dragged over it, deaf while `disabled` (an upload is running).
 */
export function DropZone({ inputId, disabled, onFiles, children }: { inputId: string; disabled: boolean; onFiles: (files: FileList) => void; children: ReactNode }) {
  const [dragging, setDragging] = useState(false)
  return (
    <label
      className="upload__drop"
      htmlFor={inputId}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (disabled) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        if (!disabled) onFiles(event.dataTransfer.files)
      }}
    >
      {children}
    </label>
  )
}
