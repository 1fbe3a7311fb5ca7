import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.ts';
import { installScript, siteConfig } from './site-php.ts';

const run = promisify(execFile);

/** Debian's WordPress (`apt-get install wordpress`): its code, its config switch and its bundled themes. */
export const WORDPRESS_CODE = '/usr/share/wordpress';
const DEBIAN_CONFIGS = '/etc/wordpress';
const ROUTER = new URL('./router.php', import.meta.url).pathname;
/** The packages a site needs; .ci/run and `npm run wordpress` install them when missing. */
export const WORDPRESS_PACKAGES =
  'wordpress wordpress-theme-twentytwentythree php-cli php-mysql php-xml php-mbstring php-curl php-gd mariadb-server';

export interface WordPressUser {
  username: string;
  password: string;
}

export interface WordPressSite {
  /** The site's address without a trailing slash, e.g. http://127.0.0.1:8091. */
  url: string;
  /** The administrator, with an application password for the REST API. */
  admin: WordPressUser & { applicationPassword: string };
  /** Runs PHP with WordPress loaded (as the administrator) and gives back what it printed. */
  php(code: string): Promise<string>;
  /** Adds a user with a WordPress role (`subscriber`, `contributor`, `author`, `editor`, `administrator`). */
  addUser(username: string, role: string): Promise<WordPressUser>;
  /** The folder the site keeps its plugins in. */
  pluginsDir: string;
  stop(): Promise<void>;
}

export interface WordPressSiteOptions {
  /** The port the site listens on; a free one when left out. */
  port?: number;
  /** Where the site keeps its database and files; a temporary folder (removed by stop()) when left out. */
  dir?: string;
  /** Plugins to copy into the site and activate: slug → a function that writes the plugin's files into a folder. */
  plugins?: Record<string, (folder: string) => void>;
  /** Options to set before the site serves its first page (`update_option`), e.g. a plugin's settings. */
  options?: Record<string, unknown>;
  title?: string;
  /** The host name in the site's address (it listens on 127.0.0.1 either way): `localhost` shares a site with a service at localhost. */
  hostName?: string;
  /** The administrator's password; a random one when left out. */
  adminPassword?: string;
}

/** Whether Debian's WordPress, PHP and MariaDB are installed (`apt-get install -y WORDPRESS_PACKAGES`). */
export function wordPressInstalled(): boolean {
  return existsSync(join(WORDPRESS_CODE, 'wp-settings.php')) && existsSync('/usr/bin/php') && existsSync('/usr/sbin/mariadbd');
}

/**
 * A real WordPress on this machine, from nothing to a signed-up administrator with an application password:
 * Debian's WordPress code served by PHP's built-in server, a MariaDB server of its own on a socket in the
 * site's folder, and the site's own wp-content (plugins are copied, never linked: WordPress's upgrader deletes
 * what a link points to). Sites started side by side share nothing but the code.
 */
export async function startWordPressSite(options: WordPressSiteOptions = {}): Promise<WordPressSite> {
  if (!wordPressInstalled())
    throw new Error(`WordPress is not installed: run \`apt-get install -y --no-install-recommends ${WORDPRESS_PACKAGES}\`.`);
  const port = options.port ?? (await freePort());
  if (options.port !== undefined && !(await portIsFree(port))) {
    throw new Error(`Port ${port} is taken: is a WordPress from an earlier run still serving there? Stop it (or pick another port).`);
  }
  const host = `${options.hostName ?? '127.0.0.1'}:${port}`;
  const url = `http://${host}`;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'fp-wordpress-'));
  const temporary = options.dir === undefined;
  // MariaDB runs as `mysql` and must reach its folders inside this one.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const name = `fp-${port}`;
  const content = join(dir, 'wp-content');
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(join(DEBIAN_CONFIGS, `config-${name}.php`), { force: true });
    if (temporary) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const socket = await startMariaDb(dir, stops);
    const database = { name: 'wordpress', user: 'wordpress', password: randomBytes(12).toString('hex'), socket };
    await mariadb(
      socket,
      `create database if not exists wordpress; create user if not exists 'wordpress'@'localhost' identified by '${database.password}';
      alter user 'wordpress'@'localhost' identified by '${database.password}'; grant all on wordpress.* to 'wordpress'@'localhost';`,
    );
    mkdirSync(join(content, 'plugins'), { recursive: true });
    mkdirSync(join(content, 'uploads'), { recursive: true });
    if (!existsSync(join(content, 'themes'))) symlinkSync(join(WORDPRESS_CODE, 'wp-content', 'themes'), join(content, 'themes'));
    for (const [slug, write] of Object.entries(options.plugins ?? {})) {
      rmSync(join(content, 'plugins', slug), { recursive: true, force: true });
      write(join(content, 'plugins', slug));
    }
    mkdirSync(DEBIAN_CONFIGS, { recursive: true });
    writeFileSync(join(dir, 'wp-config.php'), siteConfig({ url, content, database, debugLog: join(dir, 'debug.log') }));
    writeFileSync(join(DEBIAN_CONFIGS, `config-${name}.php`), `<?php require ${JSON.stringify(join(dir, 'wp-config.php'))};\n`);
    const env = { ...process.env, FP_WORDPRESS_CONFIG: name, FP_WORDPRESS_CONTENT: content };
    const phpRun = async (code: string) => {
      const file = join(dir, `run-${randomBytes(6).toString('hex')}.php`);
      writeFileSync(file, code);
      try {
        return (await run('php', [file], { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        throw new Error(`PHP failed: ${`${stderr ?? ''}\n${stdout ?? ''}`.trim().slice(0, 2000)}`, { cause: error });
      } finally {
        rmSync(file, { force: true });
      }
    };
    const admin = { username: 'admin', password: options.adminPassword ?? randomBytes(9).toString('base64url') };
    const installed = JSON.parse(
      await phpRun(
        installScript({
          url,
          host,
          title: options.title ?? 'Harbor & Vale Law',
          admin,
          plugins: Object.keys(options.plugins ?? {}),
          options: options.options ?? {},
        }),
      ),
    ) as { applicationPassword: string };
    await serve(port, dir, env, stops);
    const withWordPress = (code: string) =>
      `<?php\n$_SERVER['HTTP_HOST'] = '${host}';\n$_SERVER['WORDPRESS_CONFIG'] = getenv('FP_WORDPRESS_CONFIG');\nrequire '${WORDPRESS_CODE}/wp-load.php';\nwp_set_current_user(1);\n${code}`;
    return {
      url,
      admin: { ...admin, applicationPassword: installed.applicationPassword },
      pluginsDir: join(content, 'plugins'),
      php: (code) => phpRun(withWordPress(code)),
      async addUser(username, role) {
        const password = randomBytes(9).toString('base64url');
        await phpRun(
          withWordPress(`$id = wp_insert_user(['user_login' => ${JSON.stringify(username)}, 'user_pass' => ${JSON.stringify(password)}, 'user_email' => ${JSON.stringify(`${username}@example.test`)}, 'role' => ${JSON.stringify(role)}]);
if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }`),
        );
        return { username, password };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** MariaDB on a socket in the site's folder, no network; its folders must belong to `mysql` or it exits silently. */
async function startMariaDb(dir: string, stops: (() => Promise<void>)[]): Promise<string> {
  const data = join(dir, 'mariadb');
  const runDir = join(dir, 'mariadb-run');
  const socket = join(runDir, 'mysqld.sock');
  mkdirSync(runDir, { recursive: true });
  const [uid, gid] = await Promise.all([run('id', ['-u', 'mysql']), run('id', ['-g', 'mysql'])]);
  chownSync(runDir, Number(uid.stdout), Number(gid.stdout));
  // A server an earlier run left behind on this folder (a kept site whose script was killed) is ours: stop it first.
  if (existsSync(socket)) await run('mariadb-admin', [`--socket=${socket}`, 'shutdown']).catch(() => undefined);
  if (!existsSync(join(data, 'mysql'))) {
    await run('mariadb-install-db', ['--user=mysql', `--datadir=${data}`, '--skip-test-db', '--auth-root-authentication-method=socket']);
  }
  const server = spawn(
    'mariadbd',
    [
      '--no-defaults',
      '--user=mysql',
      `--datadir=${data}`,
      '--skip-networking',
      `--socket=${socket}`,
      `--pid-file=${join(runDir, 'mysqld.pid')}`,
      `--log-error=${join(runDir, 'error.log')}`,
      '--innodb-flush-log-at-trx-commit=2',
      '--skip-log-bin',
    ],
    { detached: true, stdio: 'ignore' },
  );
  server.unref();
  stops.push(async () => {
    await run('mariadb-admin', [`--socket=${socket}`, 'shutdown']).catch(() => killGroup(server.pid));
  });
  await waitFor(
    () =>
      run('mariadb-admin', [`--socket=${socket}`, 'ping']).then(
        () => true,
        () => false,
      ),
    'MariaDB to start',
    30_000,
  );
  return socket;
}

async function mariadb(socket: string, sql: string): Promise<void> {
  await run('mariadb', [`--socket=${socket}`, '-uroot', '-e', sql]);
}

/**
 * PHP's built-in server with workers (WordPress pages load their scripts in parallel, and a test keeps several
 * admin pages open, each with its heartbeat); stopped as a group. Each worker takes one request at a time.
 */
async function serve(port: number, dir: string, env: NodeJS.ProcessEnv, stops: (() => Promise<void>)[]): Promise<void> {
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WORDPRESS_CODE, ROUTER], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...env, PHP_CLI_SERVER_WORKERS: '8' },
    cwd: dir,
  });
  server.unref();
  stops.push(async () => killGroup(server.pid));
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/wp-login.php`).then(
        (answer) => answer.ok,
        () => false,
      ),
    'WordPress to answer',
    30_000,
  );
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Copies a folder into a plugin's place (for plugins kept as plain folders). */
export const copyFolder = (source: string) => (folder: string) => cpSync(source, folder, { recursive: true });
