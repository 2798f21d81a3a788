// The ceilings of bench/request-path.ts: a bare node:http + node-postgres server, no framework.
//   GET /list    the statements of an authenticated order list call, one after the other, each
//                time: the session lookup (by the SHA-256 of the bearer token), the page, the count.
//                Their SQL texts and parameters are the ones our server sends (captured by the
//                driver and passed in CEILING_STATEMENTS), run with pool.query as they are.
//   GET /health  `select 1`.
// Env: DATABASE_URL, PORT, POOL_SIZE, CEILING_STATEMENTS (JSON: { session, page, count[] }).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

type Statement = { text: string; values: unknown[] };
type Statements = { session: Statement & { hashIndex: number }; page: Statement; count: Statement[] };

const statements = JSON.parse(process.env.CEILING_STATEMENTS ?? '') as Statements;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

async function list(authorization: string | undefined) {
  const token = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const values = [...statements.session.values];
  values[statements.session.hashIndex] = createHash('sha256').update(token).digest('hex');
  const session = await pool.query(statements.session.text, values);
  if (session.rowCount === 0) return null;
  const page = await pool.query(statements.page.text, statements.page.values);
  let total = 0;
  for (const count of statements.count) {
    const { rows } = await pool.query(count.text, count.values);
    total = Number(Object.values(rows[0] ?? {})[0]) || total;
  }
  return { orders: page.rows, total };
}

createServer((req, res) => {
  if (req.url === '/health') {
    pool.query('select 1').then(
      () => send(res, 200, { status: 'ok', database: 'postgres' }),
      () => send(res, 503, { status: 'unavailable', database: 'postgres' }),
    );
    return;
  }
  if (req.url === '/list') {
    list(req.headers.authorization).then(
      (answer) => (answer ? send(res, 200, answer) : send(res, 401, { message: 'Your session has ended.' })),
      (error: Error) => send(res, 500, { message: error.message }),
    );
    return;
  }
  send(res, 404, { message: 'Not found' });
}).listen(Number(process.env.PORT), '127.0.0.1');
