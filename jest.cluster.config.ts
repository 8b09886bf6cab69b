import type { Config } from 'jest';

// `npm run test:cluster` (CI runs it after the server suite on PostgreSQL): the shop past one machine,
// several compiled server instances on one PostgreSQL behind nginx (deploy/nginx.conf), each file a
// cluster of its own. One file at a time: each starts servers, nginx and a browser on the same cores.
const config: Config = {
  maxWorkers: 1,
  projects: [
    {
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e/cluster'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/e2e/tsconfig.json' }] },
      moduleNameMapper: { '^@/(app|pages|widgets|features|entities|shared)/(.*)$': '<rootDir>/src/$1/$2' },
      setupFilesAfterEnv: ['<rootDir>/test/failOnConsole.ts'],
      globalSetup: '<rootDir>/e2e/cluster/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/cluster/globalTeardown.ts',
    },
  ],
};

export default config;
