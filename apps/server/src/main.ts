import { buildApp } from './app.js';
import { areas } from './areas.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO, seedIfEmpty } from './seed/demo.js';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await prepareDatabase(database, areas);
  const seeded = await seedIfEmpty(database.db, config);
  const app = await buildApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [`School CMS is running at ${url}`, `Public site: ${url}/site/`, `API docs: ${url}/docs`];
  if (config.env !== 'production') {
    lines.push(
      `Demo sign-in: ${DEMO.adminEmail} / ${DEMO.adminPassword}${seeded === 'demo' ? ' (demo school seeded)' : ''}`,
    );
  }
  console.log(lines.join('\n'));

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
