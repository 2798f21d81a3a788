import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemo } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const seeded = await seedDemo(database.db);
console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
await database.close();
