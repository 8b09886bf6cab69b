import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The setup every jest project loads (test/failOnConsole.ts) is proven the only way it can be: by running
// jest on fixture tests and reading its verdict. The fixtures are not *.test files, so only this runs them.
const ROOT = path.resolve(__dirname, '..');

type Verdict = { failed: number; passed: number; messages: string[] };

async function runFixture(project: string, fixture: string): Promise<Verdict> {
  const args = [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    ...['--selectProjects', project, '--roots', '<rootDir>/test/fixtures', '--testMatch', `**/${fixture}`],
    ...['--ci', '--json', '--maxWorkers=1'],
  ];
  // a failing inner run exits non-zero; its verdict is the JSON report either way
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT }).catch(
    (failure: { stdout: string }) => failure,
  );
  const report = JSON.parse(stdout) as {
    numFailedTests: number;
    numPassedTests: number;
    testResults: { assertionResults: { failureMessages: string[] }[] }[];
  };
  return {
    failed: report.numFailedTests,
    passed: report.numPassedTests,
    messages: report.testResults.flatMap((file) => file.assertionResults.flatMap((test) => test.failureMessages)),
  };
}

jest.setTimeout(120_000);

test('a server test that logs console.error fails, naming the message', async () => {
  const verdict = await runFixture('server', 'logsError.fixture.ts');
  expect(verdict).toMatchObject({ failed: 1, passed: 0 });
  expect(verdict.messages.join('\n')).toMatch(/console\.error[\s\S]*the shop could not load/);
});

test('a server test that spies on the console.error it provokes and asserts it passes', async () => {
  expect(await runFixture('server', 'expectsError.fixture.ts')).toMatchObject({ failed: 0, passed: 1 });
});

test('a storefront test that leaves a state update outside act() fails on React’s warning', async () => {
  const verdict = await runFixture('web', 'actWarning.fixture.tsx');
  expect(verdict).toMatchObject({ failed: 1, passed: 0 });
  expect(verdict.messages.join('\n')).toMatch(/not wrapped in act/);
});
