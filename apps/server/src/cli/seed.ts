// `npm run db:seed -- --demo`: migrates, then loads the demo data unless the database already has it.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createPasswordHasher } from '../plugins/passwords.ts';
import { demoSignInsBanner } from '../seed/demo-accounts.ts';
import { seedDemoData } from '../seed/demo-seed.ts';

if (!process.argv.includes('--demo')) {
  console.log('Usage: npm run db:seed -- --demo   (loads the demo companies, contacts and staff sign-ins)');
  process.exit(0);
}
const config = loadConfig();
const { db } = await openDatabase(config, (line) => console.log(line));
try {
  if (await demoSignInsBanner(db)) {
    console.log('Demo data is already present; nothing to do.');
  } else {
    await seedDemoData(db, await createPasswordHasher());
    console.log(await demoSignInsBanner(db));
  }
} finally {
  await db.destroy();
}
