import { buildApp } from './app.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './demo-seed.js';
import { refreshStatistics } from './db/statistics.js';
import { loadConfig } from './platform/config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedDemo) {
    const seeded = await seedDemo(db, config.now());
    if (seeded.length > 0) console.log(`Seeded demo data: ${seeded.join(', ')}`);
  }
  await refreshStatistics(db);

  const app = await buildApp({ db, config });
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Database: ${where}${config.testHooks ? '; test hooks ON' : ''}`);
  console.log(`API listening on http://${config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
