/**
 * The one import rule (docs/architecture.md): a module imports only from layers below its own,
 * never up, never in a circle, and another feature only through its public modules.
 *   1. server.ts, pages/, src/app/   the composition: the only code that knows every feature
 *   2. src/features/<area>/          one content area each
 *   3. the kit: src/platform/, src/http/, src/ui/, src/db/, src/ops/, src/content/,
 *      src/config.ts, src/log.ts, src/clock.ts
 */
const KIT = '^src/(platform|http|ui|db|ops|content)/|^src/(config|log|clock)\\.ts$'
const TOP = '^src/app/|^pages/|^server\\.ts$'

module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      severity: 'error',
      comment: 'A circle makes two modules one: neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kit-imports-no-feature',
      severity: 'error',
      comment: 'The kit sits below every feature: what it needs from an area is passed in from src/app/, or the piece moves down.',
      from: { path: KIT },
      to: { path: '^src/features/' },
    },
    {
      name: 'nothing-below-imports-the-composition',
      severity: 'error',
      comment: 'Only server.ts and pages/ build on src/app/; a feature or the kit importing it would import every feature.',
      from: { path: `^src/(features|platform|http|ui|db|ops|content)/|^src/(config|log|clock)\\.ts$` },
      to: { path: TOP },
    },
    {
      name: 'features-only-through-public-modules',
      severity: 'error',
      comment:
        "A feature's router (api.ts) and panels (admin/) are its own: src/app/ mounts them. Another feature uses its store, schema, options and public components (ui/).",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/(api\\.ts$|admin/)', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.css$' },
    // Type-only imports count: a type from above ties the layers as much as a value does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
