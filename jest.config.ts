import { readFileSync } from 'node:fs';
import type { Config } from 'jest';
import { pathsToModuleNameMapper } from 'ts-jest';

// Three suites, one runner: the storefront in jsdom, the API server in node over HTTP (app.inject),
// and the browser suite driving Debian's Chromium against the production build and the real server.
const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8'));
const tsJest = (tsconfig: string) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig }] as [string, object] });

const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // the storefront and the back office (admin/, its own app over the same libraries)
      roots: ['<rootDir>/src', '<rootDir>/admin'],
      transform: tsJest('<rootDir>/tsconfig.json'),
      moduleNameMapper: {
        // the path aliases (@/shared/...) are tsconfig.json's
        ...pathsToModuleNameMapper(compilerOptions.paths, { prefix: '<rootDir>/' }),
        '\\.(css)$': '<rootDir>/test/styleStub.ts',
      },
      setupFiles: ['<rootDir>/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts', '<rootDir>/test/setupTests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // test/: the proof that every project fails a test on console.error
      roots: ['<rootDir>/server', '<rootDir>/test'],
      // the server renders storefront pages (src/app/ssr), whose files need the storefront's settings (JSX);
      // both only strip types here (isolatedModules), tsc checks each part with its own tsconfig
      transform: tsJest('<rootDir>/tsconfig.json'),
      moduleNameMapper: { '^@/(app|pages|widgets|features|entities|shared)/(.*)$': '<rootDir>/src/$1/$2' },
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      // the shop behind nginx runs apart: npm run test:cluster (jest.cluster.config.ts)
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/cluster/'],
      transform: tsJest('<rootDir>/e2e/tsconfig.json'),
      // the lists of pages come from the storefront's route table (src/app/router)
      moduleNameMapper: { '^@/(app|pages|widgets|features|entities|shared)/(.*)$': '<rootDir>/src/$1/$2' },
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};

export default config;
