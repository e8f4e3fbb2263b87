import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * WCAG 1.4.5 (images of text), and the Hindi pages (issue 29): a bundled picture says nothing in
 * words, because its words could be neither read aloud (the pictures are decorative, alt="") nor
 * shown in the page's language. The name of a course or "Admissions Open" is the page's own text.
 * Portraits' initials stand in for a photo of the person named beside them, in the letters of
 * their name as written, and the logo is a logotype: both allowed.
 */
const ROOT = path.resolve(__dirname, '../../public')
const INITIALS_OK = /^images\/(alumni|faculty)\/[\w-]+\.svg$/

function svgFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return svgFiles(rel)
    return entry.name.endsWith('.svg') ? [rel] : []
  })
}

describe('bundled pictures', () => {
  it('carry no text, portraits’ initials aside', () => {
    const files = svgFiles('images')
    expect(files).toEqual(expect.arrayContaining(['images/admission.svg', 'images/course-llb.svg']))
    const withText = files.filter((file) => !INITIALS_OK.test(file) && /<text[\s>]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(withText).toEqual([])
  })

  it('portraits’ initials are two letters at most', () => {
    for (const file of svgFiles('images').filter((f) => INITIALS_OK.test(f))) {
      for (const [, words] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(words.trim(), file).toMatch(/^\p{Lu}{1,2}$/u)
    }
  })
})
