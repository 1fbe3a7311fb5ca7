import { ConfigError, readConfig } from './config.ts';
import { DEMO_USERS } from './store/seed/demo-users.ts';

const USAGE =
  'Usage: node --import tsx demo/server/main.ts [--seed-demo] [--dev]   (settings come from the environment: README.md, Configuration)';
const FLAGS = ['--seed-demo', '--dev'];

try {
  const args = process.argv.slice(2);
  const config = readConfig(withArguments(args));
  // Loaded once the configuration is known good, so a refusal is the one line below and nothing else.
  const { startApp } = await import('./app.ts');
  // `npm run dev`: the pages' elements from source through Vite (a development dependency, so loaded only then).
  const devFrontEnd = args.includes('--dev') ? (await import('./dev/vite-front-end.ts')).viteFrontEnd : undefined;
  const app = await startApp(config, { devFrontEnd });
  console.log(`\nFirmPilot portal and its reference service: ${app.url}\n`);
  console.log(
    `  Pages: ${app.url}/ the portal · ${app.url}/intranet.html the bell and switcher on an intranet · ${app.url}/wordpress-admin.html the blog board in a WordPress admin · ${app.url}/sign-in-check.html`,
  );
  console.log(
    `  GraphQL ${app.url}/graphql · REST ${app.url}/v1 (OpenAPI at /v1/openapi.json) · data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
  );
  if (config.seedDemo) {
    console.log('  Demo logins (password "demo"):');
    for (const user of DEMO_USERS) console.log(`    ${user.email.padEnd(20)} ${user.description}`);
  }
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

/** `--seed-demo` is SEED_DEMO=1; an argument it does not know is a mistake worth stopping for. */
function withArguments(args: string[]): NodeJS.ProcessEnv {
  const unknown = args.filter((arg) => !FLAGS.includes(arg));
  if (unknown.length > 0) throw new ConfigError(`unknown argument ${unknown.join(' ')}. ${USAGE}`);
  return args.includes('--seed-demo') ? { ...process.env, SEED_DEMO: '1' } : process.env;
}
