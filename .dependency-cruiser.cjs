// The repository's import rules, checked by dependency-cruiser (`npm run lint:deps`, a step of `npm test`):
// no import cycle anywhere, the web's layers (docs/decisions/008-web-layers-and-shared-queries.md) and
// the server's module boundaries (docs/decisions/007-modules-meet-through-services.md).
// dependency-cruiser is installed apart, in scripts/depcruise/ (by the root's postinstall): it parses
// with TypeScript 6's compiler API, which TypeScript 7, the project's compiler, no longer has, and it
// is 17.x because 18 runs on Node 22 and later only.
//
// Paths are relative to the repository root, where depcruise runs. Type-only imports count
// (`tsPreCompilationDeps: true`): a feature that imports another feature's type, or two files that
// import each other's types, are as tied to each other as with a value, and the rules say so.

const WEB = '^apps/web/src/';
/** The web's top layer: the shell, the routes, the server renders, the entries and the route tree. */
const WEB_TOP = `${WEB}(app/|routes/|ssr/|main\\.tsx$|signin\\.tsx$|routeTree\\.gen\\.ts$)`;
const SERVER = '^apps/server/src/';
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two modules import each other, directly or through others (type-only imports count). Move what ' +
        'both need into a module that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-local-import',
      comment:
        'A relative or `@/` import that resolves to no file. Also what keeps the rules below honest: an ' +
        'import the cruiser cannot follow is an import no rule sees.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^(\\.{1,2}/|@/)' },
    },

    // ── The web (decision 008) ─────────────────────────────────────────────────────────────────────
    {
      name: 'web-feature-not-another-feature',
      comment:
        'No feature imports another feature: a route composes several when a page shows more than one ' +
        'area, and a query two areas read lives in lib/queries/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-not-top-layer',
      comment:
        'A feature imports its own area, components/, lib/ and i18n/; never a route, the server ' +
        'renders, an entry or the route tree.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(routes/|ssr/|main\\.tsx$|signin\\.tsx$|routeTree\\.gen\\.ts$)` },
    },
    {
      name: 'web-feature-not-shell',
      comment:
        'A feature does not import the shell (app/): the shell passes what a feature needs through props ' +
        '(the search suggestions, where a signed-in user goes) or hands it to lib/ at start-up; what ' +
        'both use (the session, the settings, the theme) lives in lib/ and components/.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-layers-below-features',
      comment: 'components/, lib/ and i18n/ import each other only: never a feature nor the top layer.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|i18n)/` },
      to: { path: [`${WEB}features/`, WEB_TOP] },
    },

    // ── The server (decision 007) ──────────────────────────────────────────────────────────────────
    {
      name: 'server-modules-meet-through-services',
      comment:
        "A module uses another area only through that area's *.service.ts; its repositories, helpers " +
        'and fixtures are private.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, '\\.service\\.ts$'] },
    },
    {
      name: 'server-outside-modules-through-services',
      comment:
        'Outside modules/ (app.ts, db/, test/ …) a module is used through its service too; the module ' +
        'list, the seed, lib/ and auth/ have rules of their own.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}(modules/|db/seed/|lib/|auth/)` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: '\\.service\\.ts$' },
    },
    {
      name: 'server-routes-call-services',
      comment: 'A route file calls services, never a repository (its own area included).',
      severity: 'error',
      from: { path: `${SERVER}.+\\.routes\\.ts$` },
      to: { path: `${SERVER}.+\\.repository\\.ts$` },
    },
    {
      name: 'server-only-app-registers-modules',
      comment: 'Only app.ts imports the module list (modules/index.ts).',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}app\\.ts$` },
      to: { path: `${SERVER}modules/index\\.ts$` },
    },
    {
      name: 'server-module-list-imports-routes',
      comment: "The module list (modules/index.ts) imports each area's routes and nothing else of it.",
      severity: 'error',
      from: { path: `${SERVER}modules/index\\.ts$` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: '\\.routes\\.ts$' },
    },
    {
      name: 'server-lib-and-auth-import-no-module',
      comment:
        'lib/ is below every module and auth/, and auth/ below every module: neither imports a module.',
      severity: 'error',
      from: { path: `${SERVER}(lib|auth)/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-lib-imports-no-auth',
      comment: 'lib/ is below auth/ too.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}auth/` },
    },
    {
      name: 'server-auth-repositories-stay-in-auth',
      comment: "auth/'s repositories are private to auth/: others use its services.",
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}auth/` },
      to: { path: `${SERVER}auth/.+\\.repository\\.ts$` },
    },
    {
      name: 'server-seed-outside-the-app',
      comment:
        'The demo seed is not part of the running app: modules, lib/ and auth/ never import db/seed/ ' +
        '(their tests may); move what both need to auth/ or lib/.',
      severity: 'error',
      from: { path: `${SERVER}(modules|lib|auth)/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}db/seed/` },
    },
    {
      name: 'server-seed-uses-no-routes',
      comment:
        "The seed writes each area's rows with that area's own helpers and services, never its routes.",
      severity: 'error',
      from: { path: `${SERVER}db/seed/` },
      to: { path: `${SERVER}modules/.+\\.routes\\.ts$` },
    },
    {
      name: 'server-test-helpers-only-in-tests',
      comment: 'The API test helpers (test/) are imported by tests and by each other only.',
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST_FILE, `${SERVER}test/`] },
      to: { path: `${SERVER}test/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)(node_modules|dist|dist-ssr|data|coverage|\\.test-results|test-results|playwright-report)/',
        '^bench/results/',
        '^apps/server/src/db/migrations/',
      ],
    },
    moduleSystems: ['es6', 'cjs'],
    // Type-only imports are dependencies too (see the top of this file).
    tsPreCompilationDeps: true,
    // The web's `@/` alias. Its own tsconfig has the same `paths`, relative to apps/web; this one sits at
    // the root because the cruiser resolves a tsconfig without `baseUrl` from the working directory.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
