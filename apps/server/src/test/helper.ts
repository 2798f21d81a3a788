import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, poolLimits, testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

export type TestApp = {
  app: FastifyInstance;
  /** A token of the demo admin (manage all). */
  adminToken: string;
  /** A token of the demo client (read AclDemo). */
  clientToken: string;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

/** The database the tests run on: PGlite in memory, or a fresh database on TEST_DB=pg with TEST_DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';

async function freshDatabase(config: Config): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({ inMemory: true });
    return { database, drop: async () => undefined };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pool: poolLimits(config) });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh, migrated, demo-seeded app on its own database. Call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig({ SEED_DEMO: true, ...overrides });
  const { database, drop } = await freshDatabase(config);
  const app = await buildApp(config, { database });
  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 201) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().accessToken as string;
  };
  const [adminToken, clientToken] = await Promise.all([
    login('admin@demo.com', 'admin'),
    login('client@demo.com', 'client'),
  ]);
  return {
    app,
    adminToken,
    clientToken,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
