/** Posts a form's fields as JSON; resolves with the status and the parsed body (if any). */
export async function postForm(form: HTMLFormElement): Promise<{ status: number; body: { message?: unknown; errors?: unknown } | null }> {
  const fields = Object.fromEntries(new FormData(form))
  const res = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(fields),
  })
  const body = await res.json().catch(() => null)
  return { status: res.status, body }
}
