#!/usr/bin/env node
// The one command that validates everything: typecheck, lint, the OpenAPI lint and the import
// rules (dependency-cruiser with .dependency-cruiser.cjs), unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), the web component tests, the web build and its bundle budgets, then
// the Playwright journeys.
// Every step runs even if an earlier one failed; a table gives each step's time and result, and the
// last line sums all runners: "N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** One row per step for the summary table: name, seconds, result. */
const steps = [];
/** The failed tests of every runner, named again after the summary (CI shows only the end of the output). */
const failedTests = [];
/** The first lines of an error that say something: colours and blank lines left out, so a diff shows. */
const firstLines = (text, n = 10) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, n)
    .join('\n    ');
const startedAll = Date.now();

const counts = (passed, failed, skipped) => `${passed} passed, ${failed} failed, ${skipped} skipped`;
/** Adds a runner's test counts to its row of the summary table. */
function note(name, detail) {
  const step = steps.findLast((s) => s.name === name);
  if (step) step.result += ` (${detail})`;
}

/** A step's last line, its row in the summary table and, when `exit` is not 0, its failure. */
function recordStep(name, started, ended, exit) {
  const seconds = ((ended - started) / 1000).toFixed(1);
  const ok = exit === 0;
  console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${exit})`} in ${seconds}s`);
  if (!ok) failures.push(name);
  steps.push({ name, seconds, result: ok ? 'ok' : 'FAILED' });
  return ok;
}

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return recordStep(name, started, Date.now(), res.status ?? res.signal);
}

/** run(), with the event loop free while the command runs (its output still goes straight through). */
function runSpawned(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => resolve(recordStep(name, started, Date.now(), code ?? signal)));
  });
}

/** A step that is not a test runner counts as one check. */
function check(name, command, args, env) {
  if (run(name, command, args, env)) totals.passed += 1;
  else totals.failed += 1;
}

function readVitest(file, name) {
  if (!existsSync(file)) {
    totals.failed += 1;
    note(name, 'no report');
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  note(name, counts(r.numPassedTests, r.numFailedTests, r.numPendingTests + (r.numTodoTests ?? 0)));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const suite of r.testResults ?? []) {
    const file = suite.name.replace(`${root}/`, '');
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed')
        failedTests.push(`${name}: ${file} › ${t.fullName}\n    ${firstLines(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedTests.push(`${name}: ${file}\n    ${firstLines(suite.message)}`);
  }
  if (r.numFailedTests > 0 || r.success === false) {
    if (!failures.includes(name)) failures.push(name);
    if (r.numFailedTests === 0) totals.failed += 1;
  }
}

const vitestArgs = (file, args) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

/**
 * A vitest run of the server lane (docs/decisions/016): its output goes to `log` and is printed whole
 * once the browser lane has ended, so two lanes' lines never interleave. Resolves with the step, and
 * its time is its own (from its start to its end).
 */
function vitestBeside(name, file, args, env, log) {
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn('npx', vitestArgs(file, args), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      const ended = Date.now();
      out.end(() => resolve({ name, file, log, code: code ?? signal, started, ended }));
    });
  });
}

function finishBeside({ name, file, log, code, started, ended }) {
  console.log(`\n━━ ${name} (ran in the server lane, beside the browser lane; its output follows)`);
  console.log(readFileSync(log, 'utf8'));
  recordStep(name, started, ended, code);
  readVitest(file, name);
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);
check('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']);
check('import rules', 'npm', ['run', '--silent', 'lint:deps']);

// Two lanes (docs/decisions/016). Vitest runs one file at a time (a worker per core but
// one), so each server suite keeps one core busy: the PGlite suite and then the PostgreSQL one run in
// the server lane. The browser lane runs beside it: the web component tests, the build and its budgets,
// then the journeys, whose browser, server and runner keep about 1.2 cores busy. The server lane's
// output goes to logs printed after the browser lane's, so two runs' lines never interleave; the API
// tests never read apps/web/dist (config.ts, NO_WEB_APP_IN_TESTS), so building it beside them is safe.
const serverLane = (async () => {
  const done = [
    await vitestBeside(
      'unit and API tests on PGlite',
      join(out, 'vitest-pglite.json'),
      ['--project', 'server', '--project', 'contracts', '--project', 'scripts'],
      {},
      join(out, 'vitest-pglite.log'),
    ),
  ];
  if (process.env.TEST_DATABASE_URL)
    done.push(
      await vitestBeside(
        'API tests on PostgreSQL',
        join(out, 'vitest-postgres.json'),
        ['--project', 'server'],
        { TEST_DB: 'pg' },
        join(out, 'vitest-postgres.log'),
      ),
    );
  return done;
})();

// Spawned, not spawnSync: the server lane starts its PostgreSQL run when its PGlite run ends, which
// needs this process's event loop free meanwhile (the budgets' check is the one short spawnSync).
await runSpawned(
  'web component tests',
  'npx',
  vitestArgs(join(out, 'vitest-web.json'), ['--project', 'web']),
);
readVitest(join(out, 'vitest-web.json'), 'web component tests');
const built = await runSpawned('web build', 'npm', ['run', '--silent', 'build']);
if (!built) totals.failed += 1;
else {
  check('bundle budgets', 'node', ['scripts/check-bundle-budgets.mjs']);
  const report = join(out, 'playwright.json');
  await runSpawned(
    'browser journeys',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (existsSync(report)) {
    const pw = JSON.parse(readFileSync(report, 'utf8'));
    const { stats } = pw;
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          failedTests.push(
            `browser journeys: ${file ?? suite.file} › ${spec.title}\n    ${firstLines(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
    };
    for (const suite of pw.suites ?? []) walk(suite);
    note('browser journeys', counts(stats.expected + (stats.flaky ?? 0), stats.unexpected, stats.skipped));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected === 0 && failures.includes('browser journeys')) totals.failed += 1;
  } else totals.failed += 1;
}

for (const step of await serverLane) finishBeside(step);
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n━━ API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  steps.push({ name: 'API tests on PostgreSQL', seconds: '-', result: 'skipped (no TEST_DATABASE_URL)' });
}

function printSummary() {
  const total = ((Date.now() - startedAll) / 1000).toFixed(1);
  const rows = [['step', 'seconds', 'result'], ...steps.map((s) => [s.name, s.seconds, s.result])];
  rows.push(['total', total, '']);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const line = ([name, seconds, result]) =>
    `${name.padEnd(widths[0])}  ${seconds.padStart(widths[1])}  ${result}`.trimEnd();
  console.log(`\n${rows.map(line).join('\n')}`);
}

printSummary();
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join('\n')}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
