import { createRequire } from 'node:module';
import type { Config } from 'jest';

// `npm run test:cluster` (CI runs it after the server suite on PostgreSQL): the shop past one machine,
// several compiled server instances on one PostgreSQL behind nginx (deploy/nginx.conf), each file a
// cluster of its own. One file at a time: each starts servers, nginx and a browser on the same cores.
export default function config(): Config {
  // the transform and the aliases are jest.config.ts's, required as jest requires its config: an import
  // would have to name the file whole (.ts), which tsc refuses; it reads the types through the import type
  const { aliases, transform, transformIgnorePatterns } = createRequire(import.meta.url)(
    './jest.config.ts',
  ) as typeof import('./jest.config');
  return {
    maxWorkers: 1,
    projects: [
      {
        displayName: 'cluster',
        testEnvironment: 'node',
        roots: ['<rootDir>/e2e/cluster'],
        transform,
        transformIgnorePatterns,
        moduleNameMapper: aliases,
        setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
        globalSetup: '<rootDir>/e2e/cluster/globalSetup.ts',
        globalTeardown: '<rootDir>/e2e/cluster/globalTeardown.ts',
      },
    ],
  };
}
