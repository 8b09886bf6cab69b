// Sums jest's --json reports into the one line CI reads: "N passed, N failed".
// A suite that failed to run (a syntax error, a crashed setup) counts as one failure, so a broken
// file can never pass silently. Exits non-zero when anything failed or nothing ran.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults) {
    const ranNoTest = suite.assertionResults.length === 0;
    if (suite.status === 'failed' && ranNoTest) {
      console.error(`suite failed to run: ${suite.name}\n${suite.message}`);
      failed += 1;
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
