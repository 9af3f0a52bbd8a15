// Used by .ci/run: prints "<passed> <failed> <flaky>" test-case counts from a vitest or Playwright
// JSON report. Plain JS so it runs before anything is compiled. Flaky: a browser test that failed,
// then passed on CI's one retry (browser or unit); it counts as passed and is named in the summary,
// to be fixed.
// With `--names`, prints instead one line per failed case (file, title, first line of the error),
// so that the tail of a CI log, which may be all one gets to read, says what failed.
import { readFileSync } from 'node:fs';

const [kind, file, mode] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
if (mode === '--names') {
  for (const line of failedNames(kind, report).slice(0, 20)) console.log(line);
  process.exit(0);
}
let passed;
let failed;
let flaky;
if (kind === 'vitest') {
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A case that passed on its retry keeps the first attempt's error.
  flaky = vitestCases(report).filter((c) => c.status === 'passed' && c.failureMessages?.length).length;
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

function firstLine(text) {
  return (
    String(text ?? '')
      // Terminal colour codes, which vitest leaves in its messages.
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 200)
  );
}

function failedNames(kind, report) {
  if (kind === 'vitest') {
    return (report.testResults ?? []).flatMap((f) => {
      const where = f.name.replace(`${process.cwd()}/`, '');
      const cases = (f.assertionResults ?? []).filter(
        (a) => a.status === 'failed' || a.failureMessages?.length,
      );
      if (cases.length === 0 && f.status === 'failed') return [`${where}: ${firstLine(f.message)}`];
      return cases.map((a) => {
        const verdict = a.status === 'failed' ? '' : ' (flaky)';
        return `${where} › ${a.fullName}${verdict}: ${firstLine(a.failureMessages?.[0])}`;
      });
    });
  }
  const names = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        names.push(`${file} › ${spec.title} (${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return names;
}

function vitestCases(report) {
  return (report.testResults ?? []).flatMap((f) => f.assertionResults ?? []);
}
