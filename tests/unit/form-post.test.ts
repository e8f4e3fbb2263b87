import { describe, expect, it } from 'vitest'
import { returnLocation, safeReturnPath } from '../../src/http/form-post'

describe('safeReturnPath', () => {
  it.each([
    ['/course', '/course'],
    ['/course?tab=llb', '/course?tab=llb'],
    ['/blogs/detail/abc', '/blogs/detail/abc'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/./\\/evil.example'],
    ['/.//evil.example'],
    ['/\t/evil.example'],
    ['/a b'],
    ['course'],
    [''],
    [undefined],
    [['/a']],
    ['/' + 'x'.repeat(3000)],
  ])('turns %j into "/"', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })
})

describe('returnLocation', () => {
  it('appends the result and the fragment', () => {
    expect(returnLocation('/addmissionForm', 'admission', 'success', 'admission-form')).toBe('/addmissionForm?admission=success#admission-form')
  })

  it('replaces an earlier result, keeps other parameters and drops an old fragment', () => {
    expect(returnLocation('/course?contact=failed&tab=llm#top', 'contact', 'incomplete', 'contact-form')).toBe('/course?contact=incomplete&tab=llm#contact-form')
  })

  it('falls back to the home page for a foreign returnTo', () => {
    expect(returnLocation('//evil.example', 'contact', 'success', 'contact-form')).toBe('/?contact=success#contact-form')
  })
})
