// Used by .ci/run: prints "<passed> <failed> <flaky>" test-case counts from a vitest or Playwright
// JSON report. Plain JS so it runs before anything is compiled. Flaky: a browser test that failed,
// then passed on CI's one retry; it counts as passed and is named in the summary, to be fixed.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
let passed;
let failed;
let flaky = 0;
if (kind === 'vitest') {
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A test file that fails to load has no failing case but must not pass silently.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  failed += brokenFiles;
} else if (kind === 'playwright') {
  const s = report.stats ?? {};
  flaky = s.flaky ?? 0;
  passed = (s.expected ?? 0) + flaky;
  failed = s.unexpected ?? 0;
  // Global errors (a web server that did not start, a broken config) fail the run without a case.
  if (failed === 0 && (report.errors ?? []).length > 0) failed = 1;
} else {
  throw new Error(`unknown report kind ${kind}`);
}
console.log(`${passed} ${failed} ${flaky}`);
