import { describe, expect, it } from 'vitest'
import { OpsError } from '../../src/ops/backup'
import { litestreamConfig, replicaUrl } from '../../src/ops/replica'

/** What `npm run replicate` and `restore --from-replica` ask of REPLICA_URL (docs/decisions/181). */
describe('the replica named in the environment', () => {
  it('is a folder or a bucket, never a typo Litestream would take for a new, empty replica', () => {
    expect(replicaUrl({ REPLICA_URL: 'file:///mnt/replica/college/' })).toBe('file:///mnt/replica/college')
    expect(replicaUrl({ REPLICA_URL: 's3://college-replica/shahdol' })).toBe('s3://college-replica/shahdol')
    for (const bad of [undefined, '', '   ', '/mnt/replica', 'file://relative/path', 's3://', 'https://bucket.example/x']) {
      expect(() => replicaUrl({ REPLICA_URL: bad }), String(bad)).toThrow(OpsError)
    }
  })

  it("writes Litestream's configuration for the site's database, a folder or an S3-compatible store", () => {
    const folder = litestreamConfig('/var/lib/college/data', { REPLICA_URL: 'file:///mnt/replica%20disk/college' })
    expect(folder).toContain('  - path: "/var/lib/college/data/college.sqlite"')
    expect(folder).toContain('      - type: file\n        path: "/mnt/replica disk/college"\n        sync-interval: 1s')
    const bucket = litestreamConfig('/d', { REPLICA_URL: 's3://b/p', REPLICA_ENDPOINT: 'https://s3.example.com' })
    expect(bucket).toContain('      - url: "s3://b/p"\n        endpoint: "https://s3.example.com"\n        force-path-style: true\n        sync-interval: 1s')
  })
})
