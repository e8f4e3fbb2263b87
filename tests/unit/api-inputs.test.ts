import { describe, expect, it } from 'vitest'
import { deleteBannerSchema } from '../../src/features/banners/schema'
import { blogSchema } from '../../src/features/blogs/schema'
import { HttpError } from '../../src/http/errors'
import { parsePartialInput } from '../../src/http/partial-update'
import { topbarSchema } from '../../src/features/topbar/schema'
import { safeLink } from '../../src/ui/links'

describe('imageUrl of the delete calls', () => {
  it.each([
    ['3f2a9c0d1e4b5a6978c0d1e2.jpg', '3f2a9c0d1e4b5a6978c0d1e2.jpg'],
    ['/uploads/Home/3f2a9c0d1e4b5a6978c0d1e2.jpg', '3f2a9c0d1e4b5a6978c0d1e2.jpg'],
    ['https://college.example/uploads/Event/abc.jpg?v=2#x', 'abc.jpg'],
    ['  abc.jpg ', 'abc.jpg'],
  ])('reduces %s to the file name %s (looked up in the database only)', (input, expected) => {
    expect(deleteBannerSchema.parse({ imageUrl: input })).toEqual({ imageUrl: expected })
  })

  it.each([[''], ['/uploads/Home/'], [42], [undefined]])('refuses %j', (input) => {
    expect(deleteBannerSchema.safeParse({ imageUrl: input }).success).toBe(false)
  })
})

describe('parsePartialInput', () => {
  it('returns only the fields that were sent, validated, without filling defaults', () => {
    expect(parsePartialInput(blogSchema, { title: '  New title ' })).toEqual({ title: 'New title' })
    expect(parsePartialInput(blogSchema, { category: 'Admission News', link: '' })).toEqual({ category: 'admission news', link: '' })
    expect(parsePartialInput(blogSchema, {})).toEqual({})
  })

  it('throws a 400 naming the field for a sent field that is invalid', () => {
    try {
      parsePartialInput(blogSchema, { title: '', link: 'javascript:alert(1)' })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError)
      expect((err as HttpError).status).toBe(400)
      expect((err as HttpError).errors).toEqual({ title: 'Title is required', link: 'Link must be a full address (https://…) or a path on this site (/…)' })
    }
  })
})

describe('links staff type (topbar, news): one rule for the schema and the pages', () => {
  it.each(['/addmissionForm', '/course?course=llb#fees', 'https://college.example/fees', 'http://example.org'])('accepts %s', (link) => {
    expect(topbarSchema.parse({ message: 'Note', link }).link).toBe(link)
    expect(blogSchema.shape.link.parse(link)).toBe(link)
    expect(safeLink(link)).toBe(link)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'addmissionForm', '/a b', 'ftp://x.example', ' JAVASCRIPT:alert(1)'])('refuses %j', (link) => {
    expect(topbarSchema.safeParse({ message: 'Note', link }).success).toBe(false)
    expect(safeLink(link)).toBeNull()
  })
})
