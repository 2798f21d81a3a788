#!/usr/bin/env node
// The one command that validates everything: typecheck, lint, unit and API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the web build and its bundle budgets, then the Playwright journeys.
// Every step runs even if an earlier one failed; the last line sums all runners: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${res.status ?? res.signal})`} in ${seconds}s`);
  if (!ok) failures.push(name);
  return ok;
}

/** A step that is not a test runner counts as one check. */
function check(name, command, args, env) {
  if (run(name, command, args, env)) totals.passed += 1;
  else totals.failed += 1;
}

function readVitest(file, name) {
  if (!existsSync(file)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numFailedTests > 0 || r.success === false) {
    if (!failures.includes(name)) failures.push(name);
    if (r.numFailedTests === 0) totals.failed += 1;
  }
}

function vitest(name, file, args, env) {
  run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  readVitest(file, name);
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);

vitest('unit and API tests on PGlite', join(out, 'vitest-pglite.json'), []);
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', join(out, 'vitest-postgres.json'), ['--project', 'server'], {
    TEST_DB: 'pg',
  });
} else {
  console.log('\n━━ API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
}

const built = run('web build', 'npm', ['run', '--silent', 'build']);
if (!built) totals.failed += 1;
else {
  check('bundle budgets', 'node', ['scripts/check-bundle-budgets.mjs']);
  const report = join(out, 'playwright.json');
  run(
    'browser journeys',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected === 0 && failures.includes('browser journeys')) totals.failed += 1;
  } else totals.failed += 1;
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
