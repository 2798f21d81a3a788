import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeOnSignals } from './lib/graceful-shutdown.ts';

const config = loadConfig();
const app = await buildApp(config);
closeOnSignals(app, config.SHUTDOWN_GRACE_MS);
await app.listen({ port: config.PORT, host: config.HOST });
