// The server's layers (npm run lint:layers, in CI beside ESLint). Each kind of file of server/src names what it
// may import; anything else is an error. docs/server.md and README.md "Layout" say the same in words.
// Cross-cutting folders:
//   domain   the shop's own words (language, money, pay methods, messages, ShopError): imports nothing
//   config   the validated configuration: the domain only
//   db       the database's client, migrations and row types: the domain
//   mails    the order mails' templates: the domain
//   http     what the routes share for HTTP (errors, schemas, the request's context): the domain
//   payments the bank adapters: the domain and the configuration
//   auth     passwords, tokens, limits, the authenticate and back-office access hooks: the domain, http, services
//   render   the storefront's pages and the sitemap: the domain, http and the services
//   seed     the catalogue loader: the domain, the database and the configuration
//   app      composes everything (buildApp); others see only app/shop.ts, the types plugins are given
// One folder per resource, modules/<resource>/, its files named <name>.<role>.ts by what they are:
//   *.repository.ts  the SQL, the only code that speaks it: the database and the domain
//   *.schemas.ts     the JSON schemas of its routes (the types of requests and answers derive from them)
//   *.service.ts     the rules: repositories, the domain and the mails' templates (no HTTP, no banks)
//   *.routes.ts      a plugin of routes (*.admin.routes.ts under /api/admin); *.http.ts, what routes share:
//                    the domain, http, auth, services, bank adapters, never a repository or the database

/** a folder (or file) of server/src as a path pattern */
const layer = (...names) => `^server/src/(${names.join('|')})`;
const SERVER = '^server/src/';
/** what every route plugin, the renderer and the auth hooks are given (types only) */
const PLUGIN_TYPES = '^server/src/app/shop[.]ts$';
/** the files of one role in any resource's folder */
const role = (...roles) => `^server/src/modules/[^/]+/[^/]+[.](${roles.join('|')})[.]ts$`;
const REPOSITORIES = role('repository', 'admin[.]repository');
const SERVICES = role('service', 'admin[.]service');
const ROUTES = role('routes', 'admin[.]routes', 'http');
const SCHEMAS = role('schemas');

/** `from` may import, within server/src, only what `allowed` names */
const onlyImports = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: SERVER, pathNot: allowed.join('|') },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import circle ties its modules into one: put what they share in a module below both',
      severity: 'error',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'modules-hold-roles',
      comment: 'every file of a resource is named <name>.<role>.ts (docs/server.md): a newcomer knows it by its name',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: [REPOSITORIES, SERVICES, ROUTES, SCHEMAS].join('|') },
      to: {},
    },
    onlyImports(
      'domain-imports-nothing',
      'the domain is the words everything else uses: it imports nothing of the server',
      layer('domain/'),
      [layer('domain/')],
    ),
    onlyImports(
      'config-imports-domain',
      'the configuration is read below every layer that is given it',
      layer('config[.]ts$'),
      [layer('domain/')],
    ),
    onlyImports(
      'db-imports-domain',
      'the database client and its migrations know the domain, nothing above them',
      layer('db/'),
      [layer('db/', 'domain/')],
    ),
    onlyImports(
      'repositories-import-db-and-domain',
      'repositories speak SQL and the domain, nothing above them',
      REPOSITORIES,
      [layer('db/', 'domain/'), REPOSITORIES],
    ),
    onlyImports(
      'mails-import-domain',
      'a mail is rendered from the data it is given: the templates know the domain only',
      layer('mails/'),
      [layer('mails/', 'domain/')],
    ),
    onlyImports(
      'services-import-repositories-domain-and-mails',
      'services call repositories and render mails; HTTP, banks and sending mail are for the layers above',
      SERVICES,
      [layer('db/', 'domain/', 'mails/'), REPOSITORIES, SERVICES, SCHEMAS],
    ),
    onlyImports('http-imports-domain', 'what the routes share for HTTP knows the domain only', layer('http/'), [
      layer('http/', 'domain/'),
    ]),
    onlyImports(
      'payments-import-domain-and-config',
      'the bank adapters know the domain and their configuration',
      layer('payments/'),
      [layer('payments/', 'domain/', 'config[.]ts$')],
    ),
    onlyImports(
      'auth-never-imports-repositories',
      'the authenticate hook and the limits reach accounts through the services',
      layer('auth/'),
      [layer('auth/', 'domain/', 'http/'), SERVICES, PLUGIN_TYPES],
    ),
    onlyImports(
      'routes-never-import-repositories',
      'routes call services, never the repositories or the database',
      ROUTES,
      [layer('domain/', 'http/', 'auth/', 'payments/'), SERVICES, ROUTES, SCHEMAS, PLUGIN_TYPES],
    ),
    onlyImports(
      'render-never-imports-repositories',
      'the storefront renderer reads through the services, as the routes do',
      layer('render/'),
      [layer('render/', 'domain/', 'http/'), SERVICES, PLUGIN_TYPES],
    ),
    onlyImports('seed-imports-db-domain-config', 'the seed writes the catalogue through the database', layer('seed/'), [
      layer('seed/', 'db/', 'domain/', 'config[.]ts$'),
    ]),
  ],
  options: {
    // the server alone: the storefront it renders (src/app/ssr) and the packages are not layers of it
    includeOnly: SERVER,
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type from a layer above is a dependency on it all the same
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'server/tsconfig.json' },
  },
};
