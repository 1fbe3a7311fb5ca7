import { startApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { DEMO_USERS } from './store/seed/demo-users.ts';

try {
  const config = readConfig();
  const app = await startApp(config);
  console.log(`\nFirmPilot portal and its reference service: ${app.url}\n`);
  console.log(
    `  Pages: ${app.url}/ the portal · ${app.url}/intranet.html the bell and switcher on an intranet · ${app.url}/wordpress-admin.html the blog board in a WordPress admin · ${app.url}/sign-in-check.html`,
  );
  console.log(
    `  GraphQL ${app.url}/graphql · REST ${app.url}/v1 (OpenAPI at /v1/openapi.json) · data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
  );
  console.log('  Demo logins (password "demo"):');
  for (const user of DEMO_USERS) console.log(`    ${user.email.padEnd(20)} ${user.description}`);
  console.log('\n  Ctrl-C stops the service.\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping; every write is already committed.`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
