// The web app's one-way import rule: app → features → entities → shared. A feature never imports another
// feature; nothing imports upwards; no cycles anywhere.
// The API's module rules: each module has one public face, its index.ts; a module calls only the modules
// API_MODULES lets it (one direction each); queries live in repositories; shared code never imports a module;
// one way to run hot SQL; one in-memory cache mechanism.

const API = '^apps/api/src/';
const MODULES = `${API}modules/`;
/** Tests reach into what they test: the rules are for the code they test. */
const NOT_TEST = '\\.test\\.ts$';

/**
 * Each API module and the modules it may call, through their index.ts. The map is a layering: a module
 * never appears (directly or not) among the modules it calls, so no two modules depend on each other.
 */
const API_MODULES = {
  categories: [],
  'dev-mailbox': [],
  media: [],
  notifications: [],
  payments: [],
  push: [],
  verification: [],
  messaging: ['push'],
  shops: ['categories'],
  users: ['shops', 'notifications'],
  auth: ['users'],
  oauth: ['users', 'notifications'],
  settings: ['users'],
  products: ['shops', 'categories'],
  publications: ['products', 'shops'],
  follows: ['shops', 'notifications'],
  likes: ['publications', 'notifications'],
  comments: ['publications', 'notifications'],
  ratings: ['shops', 'notifications'],
  wallet: ['payments', 'users', 'verification', 'notifications'],
  orders: ['wallet', 'shops', 'messaging', 'notifications'],
  outreach: ['push', 'notifications'],
  operators: ['users', 'categories', 'orders', 'notifications'],
  disputes: ['orders', 'wallet', 'messaging', 'notifications', 'operators'],
  'shop-verification': ['operators', 'shops', 'notifications'],
  moderation: [
    'operators',
    'users',
    'orders',
    'shops',
    'products',
    'publications',
    'comments',
    'messaging',
    'notifications',
  ],
};

// A map with a cycle fails here, before any file is read.
(function checkLayering() {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`API_MODULES: cycle ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    for (const callee of API_MODULES[name] ?? [])
      if (!(callee in API_MODULES)) throw new Error(`API_MODULES: unknown module ${callee}`);
      else visit(callee, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(API_MODULES)) visit(name, []);
})();

const WEB = '^apps/web/src/';

/** The web app's layers below the app: what each never imports (nothing above it). */
const webLayerRules = [
  [
    'no-entities-to-features-or-app',
    'Entities are below features: they never import a feature or the app.',
    'entities',
    '(features|app)',
  ],
  [
    'no-shared-upwards',
    'shared/ imports nothing above it (app, features, entities).',
    'shared',
    '(app|features|entities)',
  ],
  ['no-features-to-app', 'Features never import the app (router, shell, routes).', 'features', 'app'],
].map(([name, comment, layer, above]) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${WEB}${layer}/` },
  to: { path: `${WEB}${above}/` },
}));

const apiModuleRules = Object.entries(API_MODULES).map(([name, callees]) => ({
  name: `api-module-${name}-calls`,
  comment: `${name} calls only ${callees.join(', ') || 'no other module'} (API_MODULES): move the shared part down, or announce an event.`,
  severity: 'error',
  from: { path: `${MODULES}${name}/`, pathNot: NOT_TEST },
  to: { path: MODULES, pathNot: `${MODULES}(${[name, ...callees].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...apiModuleRules,
    {
      name: 'api-module-listed',
      comment: 'Every API module has its entry in API_MODULES (the modules it may call), even an empty one.',
      severity: 'error',
      from: { path: MODULES, pathNot: [NOT_TEST, `${MODULES}(${Object.keys(API_MODULES).join('|')})/`] },
      to: { path: MODULES },
    },
    {
      name: 'api-module-public-face',
      comment:
        "Another module is reached through its index.ts only (its services' functions, its events, its SQL pieces), never its repository, routes or other files.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: NOT_TEST },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-index-no-internals',
      comment:
        'A module index exposes services, presenters, events and SQL pieces: never a repository (its types aside) or routes.',
      severity: 'error',
      from: { path: `${MODULES}[^/]+/index\\.ts$` },
      to: { path: '\\.(repository|routes)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-shared-no-modules',
      comment:
        'Shared code (lib, db, session, media, mail, sms, realtime, plugins) never imports a module; app.ts composes them.',
      severity: 'error',
      from: { path: `${API}(lib|db|session|media|mail|sms|realtime|plugins)/`, pathNot: NOT_TEST },
      to: { path: MODULES },
    },
    {
      name: 'api-queries-in-repositories',
      comment:
        'Queries live in repositories (*.repository.ts, their SQL pieces in *.sql.ts): elsewhere, no query builder, table or statement.',
      severity: 'error',
      from: {
        path: API,
        pathNot: [
          NOT_TEST,
          '\\.(repository|sql)\\.ts$',
          `${API}db/`,
          `${API}lib/(cursor|search-text|db-events)\\.ts$`,
        ],
      },
      to: {
        path: ['^node_modules/drizzle-orm/', `${API}db/(schema|statements)`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-one-memory-cache',
      comment: 'What a process keeps in memory is a MemoryCache (lib/memory-cache.ts), the only LRU.',
      severity: 'error',
      from: { path: API, pathNot: `${API}lib/memory-cache\\.ts$` },
      to: { path: '^node_modules/lru-cache/' },
    },
    {
      name: 'no-cross-feature',
      comment:
        'A feature never imports another feature: compose them in app/routes, or move the shared part to entities/ or shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    ...webLayerRules,
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^((apps|packages)/[^/]+|e2e|bench)/dist/' },
    tsPreCompilationDeps: true,

    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
