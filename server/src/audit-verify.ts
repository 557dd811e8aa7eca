import { openDb } from './db/client.js';
import { verifyChains } from './platform/audit.js';
import { loadConfig } from './platform/config.js';

/**
 * `npm run pnpm -- --filter @console/server audit:verify [customerId]`: checks every shop's operation log chain (or
 * one shop's) on the database the API uses (DATABASE_URL, else the PGlite folder). Exits 1 and names each entry that
 * does not hold when a row was changed, removed or added behind the API's back (docs/team.md).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const only = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
    if (only !== undefined && !Number.isSafeInteger(only)) throw new Error('The shop must be a whole number');
    const { entries, breaks } = await verifyChains(db, only);
    for (const problem of breaks)
      console.log(`shop ${problem.customerId}, entry ${problem.id}: ${problem.reason}`);
    console.log(
      breaks.length === 0
        ? `Operation log intact: ${entries} entries checked.`
        : `Operation log NOT intact: ${breaks.length} problem(s) in ${entries} entries.`,
    );
    process.exitCode = breaks.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
