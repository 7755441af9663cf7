/**
 * The floors, checked in `npm run lint` (decision 083; docs/ARCHITECTURE.md, "The floors").
 * Each rule names the floor it keeps; a breach fails the build. Test files and test kits are left out of the
 * floor rules (a test may reach anything it tests), but not out of the cycle rule.
 */
const SERVER = '^apps/server/src/';
const TESTS = ['\\.test\\.tsx?$', '^apps/server/test/', '^apps/web/src/testing/', '^apps/web/e2e/'];
/** What a module, job, provider or plugin is: everything under src/ that is not a floor below it. */
const ABOVE_DB = `${SERVER}(modules|jobs|marketplace|payments|plugins|bootstrap)/|${SERVER}(app|main|config)\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle anywhere, type-only imports included: pull the shared part down a floor.',
      from: {},
      to: { circular: true },
    },

    // ── server floors ──
    {
      name: 'db-imports-nothing-above',
      severity: 'error',
      comment: 'db/ is the bottom floor: Kysely, tables, migrations, inTransaction. Seeding and preparation live in bootstrap/.',
      from: { path: `${SERVER}db/`, pathNot: TESTS },
      to: { path: `${ABOVE_DB}|${SERVER}lib/` },
    },
    {
      name: 'migrations-are-self-contained',
      severity: 'error',
      comment:
        "A released migration's SQL never changes: it imports Kysely and the helpers in db/migrations/ only, never application code.",
      from: { path: `${SERVER}db/migrations/`, pathNot: TESTS },
      to: { dependencyTypesNot: ['npm', 'core'], pathNot: `${SERVER}db/migrations/` },
    },
    {
      name: 'lib-imports-no-module',
      severity: 'error',
      comment: 'lib/ holds small helpers without tables: it imports lib/, the contract and packages only.',
      from: { path: `${SERVER}lib/`, pathNot: TESTS },
      to: { path: `${ABOVE_DB}|${SERVER}db/` },
    },
    {
      name: 'only-entry-points-import-bootstrap',
      severity: 'error',
      comment: 'bootstrap/ (seed, database preparation) may import everything; only main.ts, tests and scripts import it.',
      from: { path: SERVER, pathNot: [`${SERVER}bootstrap/`, `${SERVER}main\\.ts$`, ...TESTS] },
      to: { path: `${SERVER}bootstrap/` },
    },
    {
      name: 'nothing-imports-the-app',
      severity: 'error',
      comment: 'app.ts and main.ts assemble the server; nothing below them imports them.',
      from: { path: SERVER, pathNot: [`${SERVER}(app|main)\\.ts$`, `${SERVER}bootstrap/`, ...TESTS] },
      to: { path: `${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'plugins-import-no-module',
      severity: 'error',
      comment: 'plugins/ are cross-cutting (session, CSRF, guards, errors): modules use them, they use no module.',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|jobs|bootstrap)/` },
    },
    {
      name: 'providers-import-no-module',
      severity: 'error',
      comment: 'marketplace/ and payments/ sit under the modules: modules call them, not the other way round.',
      from: { path: `${SERVER}(marketplace|payments)/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|jobs|bootstrap)/` },
    },
    {
      name: 'modules-import-no-job',
      severity: 'error',
      comment: 'jobs/ drive module services; a module never imports a job.',
      from: { path: `${SERVER}modules/`, pathNot: TESTS },
      to: { path: `${SERVER}jobs/` },
    },
    {
      name: 'repositories-import-no-service-or-route',
      severity: 'error',
      comment: 'A repository runs queries only: it imports db/, lib/, the contract and other repositories.',
      from: { path: '-repository\\.ts$', pathNot: TESTS },
      to: { path: '(-service|routes|-routes)\\.ts$' },
    },
    {
      name: 'services-import-no-route',
      severity: 'error',
      comment: 'Routes call services, never the other way round.',
      from: { path: '-service\\.ts$', pathNot: TESTS },
      to: { path: '(routes|-routes)\\.ts$' },
    },
    {
      name: 'routes-import-no-repository',
      severity: 'error',
      comment: 'A route validates and makes one service call; queries are reached through a service.',
      from: { path: `${SERVER}.*(routes|-routes)\\.ts$`, pathNot: TESTS },
      // Naming a repository's row type is not a query (staff-outbox-routes' OutboxAccounts).
      to: { path: '-repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },

    // ── web floors ──
    {
      name: 'features-never-import-each-other',
      severity: 'error',
      comment: 'A screen needing two features composes them in app/routes/; shared code goes to components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-import-no-app',
      severity: 'error',
      comment: 'app/ composes features; a feature never reaches back into app/ (its tests may load prime-setup).',
      from: { path: '^apps/web/src/features/', pathNot: TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'staff-features-only-in-the-console',
      severity: 'error',
      comment:
        'The operator console (features/staff-<area>, decision 089) is reached only from its routes in app/routes/admin/, so none of it joins a member screen or the first load.',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/(features/staff-[^/]+|app/routes/admin)/' },
      to: { path: '^apps/web/src/features/staff-' },
    },
    {
      name: 'console-kit-only-for-the-console',
      severity: 'error',
      comment:
        "components/console/ and lib/console/ (the console's shared parts: page header, useAction, admin keys) serve the staff features and the console's routes only.",
      from: {
        path: '^apps/web/src/',
        pathNot: '^apps/web/src/(features/staff-[^/]+|app/routes/admin|components/console|lib/console)/',
      },
      to: { path: '^apps/web/src/(components|lib)/console/' },
    },
    {
      name: 'shared-web-code-imports-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature, so they import no feature and not app/.',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/(features|app)/' },
    },

    // ── the contract ──
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'The contract is the bottom of both apps: zod and its own files only.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^apps/web/e2e/', 'fixtures/'] },
    // Type-only imports count: a type cycle is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
