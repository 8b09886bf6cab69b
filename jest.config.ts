import { readFileSync } from 'node:fs';
import type { Config } from 'jest';

// Three suites, one runner: the storefront in jsdom, the API server in node over HTTP (app.inject),
// and the browser suite driving Debian's Chromium against the production build and the real server.

/**
 * swc strips types and JSX into CommonJS (tsc checks types apart: npm run typecheck), so that a plain
 * `npx jest <path>` runs without Node's ESM-in-VM flag; it is about five times quicker than ts-jest here.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
] as [string, object];

export const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };

/** ESM-only packages the tests load, which swc turns into CommonJS like the sources */
const esmPackages = [
  'msw',
  '@mswjs',
  '@msw',
  'until-async',
  'rettime',
  '@open-draft/until',
  'cookie',
  '@scure/base',
  '@noble/hashes',
  'content-disposition',
  'react-hotkeys-hook',
];
// (a package counts where it is installed: its own node_modules/ may hold an ESM-only one)
export const transformIgnorePatterns = [
  `/node_modules/(?!(?:${esmPackages.join('|')})/)(?:@[^/]+/)?[^/]+/(?!.*node_modules/)`,
];

/** tsconfig.json's path aliases (@/shared/... -> src/shared/...) */
const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8')) as {
  compilerOptions: { paths: Record<string, [string]> };
};
export const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('*', '(.*)')}$`,
    `<rootDir>/${target.replace('./', '').replace('*', '$1')}`,
  ]),
);

const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // the storefront and the back office (admin/, its own app over the same libraries)
      roots: ['<rootDir>/src', '<rootDir>/admin'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { ...aliases, '\\.(css)$': '<rootDir>/test/styleStub.ts' },
      setupFiles: ['<rootDir>/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts', '<rootDir>/test/setupTests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // test/: the proof that every project fails a test on console.error
      roots: ['<rootDir>/server', '<rootDir>/test'],
      // the server renders storefront pages (src/app/ssr) from the storefront's source
      transform,
      transformIgnorePatterns,
      moduleNameMapper: aliases,
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
      globalSetup: '<rootDir>/server/test/support/globalSetup.ts',
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      // the shop behind nginx runs apart: npm run test:cluster (jest.cluster.config.ts)
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/cluster/'],
      transform,
      transformIgnorePatterns,
      // the lists of pages come from the storefront's route table (src/app/router)
      moduleNameMapper: aliases,
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};

export default config;
