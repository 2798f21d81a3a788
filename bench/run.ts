// `npm run bench`: the benchmarks that exist today, one after the other, each writing its results
// (bench/results/*.json) and printing its table. Not part of `npm test`; traffic goes only to 127.0.0.1.
//   BENCH_DATABASE_URL=postgres://…/x  also runs the PostgreSQL side of api-latency and seed-scale
//   DATABASE_URL=postgres://…/seeded   also runs list-latency over that already seeded database
// Issue 7's single BENCHMARKS.md with every figure as a ratio to a ceiling or peer is not written yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const steps: { name: string; args: string[]; when: boolean; why?: string }[] = [
  { name: 'API latency (PGlite, and PostgreSQL)', args: ['bench/api-latency.ts'], when: true },
  {
    name: 'seeding at scale',
    args: ['bench/seed-scale.ts'],
    when: Boolean(process.env.BENCH_DATABASE_URL),
    why: 'set BENCH_DATABASE_URL to a PostgreSQL server to seed a throw-away database',
  },
  {
    name: 'order list p50/p99 with 16 clients',
    args: ['bench/list-latency.ts', '--label', 'bench'],
    when: Boolean(process.env.DATABASE_URL),
    why: 'set DATABASE_URL to a database seeded with `npm run seed -- --scale N`',
  },
  {
    name: 'Lighthouse (mobile)',
    args: ['bench/lighthouse.ts'],
    when: existsSync(join(root, 'apps/web/dist/.vite/manifest.json')),
    why: 'run `npm run build` first',
  },
];

let failed = 0;
for (const step of steps) {
  if (!step.when) {
    console.log(`\n━━ ${step.name}: skipped (${step.why})`);
    continue;
  }
  console.log(`\n━━ ${step.name}: node --import tsx ${step.args.join(' ')}`);
  const res = spawnSync('node', ['--import', 'tsx', ...step.args], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
