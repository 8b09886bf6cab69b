// The server's layers (npm run lint:layers, in CI beside ESLint). Each folder of server/src names the
// folders it may import; anything else is an error. README.md "Layout" has the same table in words.
//   domain   the shop's own words (language, money, pay methods, messages, ShopError): imports nothing
//   config   the validated configuration: the domain only
//   db       the repositories, the only code that speaks SQL: the domain
//   mails    the order mails' templates: the domain
//   shop     the services the routes call: the domain, the repositories and the mails' templates
//   http     what the routes share for HTTP (errors, schemas, the request's context): the domain
//   payments the bank adapters: the domain and the configuration
//   auth     passwords, tokens, limits, the authenticate hook: the domain, http and the services
//   routes   the API: the domain, http, auth, the services and the bank adapters, never the database
//   admin    the back office's API: as the routes (domain, http, auth, services, banks), never the database
//   render   the storefront's pages and the sitemap: the domain, http and the services
//   seed     the catalogue loader: the domain, the database and the configuration
//   app      composes everything (buildApp); others see only app/shop.ts, the types plugins are given

/** a folder (or file) of server/src as a path pattern */
const layer = (...names) => `^server/src/(${names.join('|')})`;
const SERVER = '^server/src/';
/** what every route plugin, the renderer and the auth hooks are given (types only) */
const PLUGIN_TYPES = '^server/src/app/shop[.]ts$';

/** `from` may import, within server/src, only what `allowed` names */
const onlyImports = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: SERVER, pathNot: allowed },
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
    onlyImports(
      'domain-imports-nothing',
      'the domain is the words everything else uses: it imports nothing of the server',
      layer('domain/'),
      layer('domain/'),
    ),
    onlyImports(
      'config-imports-domain',
      'the configuration is read below every layer that is given it',
      layer('config[.]ts$'),
      layer('domain/'),
    ),
    onlyImports(
      'db-imports-domain',
      'repositories speak SQL and the domain, nothing above them',
      layer('db/'),
      layer('db/', 'domain/'),
    ),
    onlyImports(
      'mails-import-domain',
      'a mail is rendered from the data it is given: the templates know the domain only',
      layer('mails/'),
      layer('mails/', 'domain/'),
    ),
    onlyImports(
      'shop-imports-db-domain-and-mails',
      'services call repositories and render mails; HTTP, banks and sending mail are for the layers above',
      layer('shop/'),
      layer('shop/', 'db/', 'domain/', 'mails/'),
    ),
    onlyImports(
      'http-imports-domain',
      'what the routes share for HTTP knows the domain only',
      layer('http/'),
      layer('http/', 'domain/'),
    ),
    onlyImports(
      'payments-import-domain-and-config',
      'the bank adapters know the domain and their configuration',
      layer('payments/'),
      layer('payments/', 'domain/', 'config[.]ts$'),
    ),
    onlyImports(
      'auth-never-imports-db',
      'the authenticate hook and the limits reach accounts through the services',
      layer('auth/'),
      [layer('auth/', 'domain/', 'http/', 'shop/'), PLUGIN_TYPES].join('|'),
    ),
    onlyImports(
      'routes-never-import-db',
      'routes call services (shop/, the services of modules/), never the repositories (db/)',
      layer('routes/'),
      [
        layer('routes/', 'domain/', 'http/', 'auth/', 'shop/', 'payments/'),
        '^server/src/modules/[^/]+/[^/]+[.](service|schemas)[.]ts$',
        PLUGIN_TYPES,
      ].join('|'),
    ),
    onlyImports(
      'admin-never-imports-db',
      'the back office calls services (shop/), never the repositories (db/)',
      layer('admin/'),
      [layer('admin/', 'domain/', 'http/', 'auth/', 'shop/', 'payments/'), PLUGIN_TYPES].join('|'),
    ),
    onlyImports(
      'render-never-imports-db',
      'the storefront renderer reads through the services, as the routes do',
      layer('render/'),
      [layer('render/', 'domain/', 'http/', 'shop/'), PLUGIN_TYPES].join('|'),
    ),
    onlyImports(
      'seed-imports-db-domain-config',
      'the seed writes the catalogue through the database',
      layer('seed/'),
      layer('seed/', 'db/', 'domain/', 'config[.]ts$'),
    ),
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
