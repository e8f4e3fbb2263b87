import { describe, expect, it } from 'vitest'
import { PageCache } from '../../src/http/page-cache'
import { canonicalPageUrl, pagesAfterWrite } from '../../src/app/page-params'

const html = (size: number, fill = 'a') => `<html>${fill.repeat(size)}</html>`

describe('page cache keys', () => {
  it('keeps only the parameters a page reads, with valid values, in a fixed order', () => {
    expect(canonicalPageUrl('/?x=1')).toBe('/')
    expect(canonicalPageUrl('/?utm_source=a&contact=success&x=2')).toBe('/?contact=success')
    expect(canonicalPageUrl('/?contact=hacked')).toBe('/')
    expect(canonicalPageUrl('/blogs?admissionPage=3&newsPage=2')).toBe('/blogs?newsPage=2&admissionPage=3')
    expect(canonicalPageUrl('/blogs?newsPage=1')).toBe('/blogs')
    expect(canonicalPageUrl('/blogs?newsPage=-4&admissionPage=01')).toBe('/blogs')
    expect(canonicalPageUrl('/course?course=phd')).toBe('/course?course=unknown')
    expect(canonicalPageUrl('/aboutUs?anything=1')).toBe('/aboutUs')
    expect(canonicalPageUrl('/blogs/detail/abc?x=1')).toBe('/blogs/detail/abc')
    // Only whole names count; a parameter after others is still read.
    expect(canonicalPageUrl('/?xcontact=success&contactx=success')).toBe('/')
    expect(canonicalPageUrl('/?x=1&fields=name.missing')).toBe('/?fields=name.missing')
    expect(canonicalPageUrl('/search?utm=1&q=moot%20court')).toBe('/search?q=moot+court')
    expect(canonicalPageUrl('/eventGallery?page=2')).toBe('/eventGallery?page=2')
    // a page of search results: capped at the last page a visitor may reach, a stranger's other values are page 1
    expect(canonicalPageUrl('/search?page=2&q=fee')).toBe('/search?q=fee&page=2')
    expect(canonicalPageUrl('/search?q=fee&page=99999')).toBe('/search?q=fee&page=20')
    expect(canonicalPageUrl('/hi/search?q=fee&page=-1&page=3')).toBe('/hi/search?q=fee')
    expect(canonicalPageUrl('/search?q=fee&page=1')).toBe('/search?q=fee')
    expect(canonicalPageUrl('/search?q=fee&page=abc')).toBe('/search?q=fee')
  })

  it('renders / and the written area page again after a write', () => {
    expect(pagesAfterWrite('/api/blogs/createBlog')).toEqual(['/', '/blogs'])
    expect(pagesAfterWrite('/api/event/uploadEventImages')).toEqual(['/', '/eventGallery'])
    expect(pagesAfterWrite('/api/topbar/addTopbarData')).toEqual(['/'])
  })
})

describe('PageCache', () => {
  it('evicts the least recently used pages once the bytes held pass the bound', () => {
    const cache = new PageCache(50_000)
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, 1, 200, [], html(9_000))
    expect(cache.stats.bytes).toBeLessThanOrEqual(50_000)
    expect(cache.get('/p0', 1)).toBeNull()
    expect(cache.get('/p9', 1)).not.toBeNull()
  })

  it('keeps one copy of a 404 page for every unknown path and charges each path its key only', () => {
    const cache = new PageCache(1_000_000)
    const first = cache.set('/nope-1', 1, 404, [], html(20_000, 'n'))
    for (let i = 2; i <= 1000; i++) expect(cache.set(`/nope-${i}`, 1, 404, [], html(20_000, 'n'))).toBe(first)
    expect(cache.stats.entries).toBe(1000)
    expect(cache.stats.bytes).toBeLessThan(100_000)
  })

  it('is stale after a write (another version) and after its expiry time', () => {
    const cache = new PageCache()
    cache.set('/', 1, 200, [], html(10))
    expect(cache.get('/', 1)).not.toBeNull()
    expect(cache.get('/', 2)).toBeNull()
    cache.set('/blogs', 2, 200, [], html(10), Date.now() - 1)
    expect(cache.get('/blogs', 2)).toBeNull()
    cache.set('/blogs', 2, 200, [], html(10), Date.now() + 60_000)
    expect(cache.get('/blogs', 2)).not.toBeNull()
  })
})
