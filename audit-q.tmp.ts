import { openDatabase } from './apps/server/src/db/client.ts';
import { sql } from 'drizzle-orm';
const d = await openDatabase({ inMemory: true });
await d.migrate();
const r = await d.db.execute(sql.raw(process.argv[2]));
console.log(JSON.stringify((r as any).rows ?? r));
await d.close();
