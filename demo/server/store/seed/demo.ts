import { hashPassword } from '../../identity/passwords.ts';
import type { Db, Queryable } from '../db.ts';
import { bulkInsert } from './bulk-insert.ts';
import { buildClientRows, type SeedRows } from './client-rows.ts';
import { DEMO_PASSWORD, DEMO_USERS, FIRM_TEAM, subOf } from './demo-users.ts';
import { seededId } from './ids.ts';
import { quietChanges } from './quiet-changes.ts';

export const ROLE_NAMES = ['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'PPC_ADMIN', 'USER', 'USER_MANAGER'] as const;

/** The demo's firms. Index 0 is the main demo client; the last two are churned and in setup. */
export const DEMO_CLIENT_NAMES = [
  'Harbor & Vale Law',
  'Sterling Injury Attorneys',
  'Maple Street Family Law',
  'Crescent Immigration Group',
  'Oakridge Estate Planning',
  'Summit Employment Lawyers',
  'Bayview Criminal Defense',
  'Redwood Business Law',
  'Pinecrest Bankruptcy Counsel',
  'Lakeside Personal Injury',
  'Granite Tax Attorneys',
  'Willow Elder Law',
  'Northgate Real Estate Law',
  'Cedar Point Workers Comp',
  'Aspen Trust Lawyers',
];
export const CHURNED_CLIENT = 'Cedar Point Workers Comp';
export const SETUP_CLIENT = 'Aspen Trust Lawyers';

export const clientIdOf = (name: string) => seededId(`client:${name}`);
export const roleIdOf = (name: string) => seededId(`role:${name}`);

export interface SeedOptions {
  publicUrl: string;
  /** Extra generated clients for benchmarks (`npm run seed -- --clients 5000`). */
  extraClients?: number;
  today?: string;
}

/** Seeds the demo into an empty database; a database that already has users is left alone. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if (existing && existing.count > 0) return false;
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const names = [...DEMO_CLIENT_NAMES, ...generatedClientNames(options.extraClients ?? 0)];
  const rows: SeedRows = emptyRows();
  names.forEach((name, index) =>
    buildClientRows(rows, {
      id: clientIdOf(name),
      name,
      index,
      today,
      publicUrl: options.publicUrl,
      churned: name === CHURNED_CLIENT,
      inSetup: name === SETUP_CLIENT,
      named: index < DEMO_CLIENT_NAMES.length,
    }),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await quietChanges(tx);
    await bulkInsert(
      tx,
      'roles',
      ROLE_NAMES.map((name) => ({ id: roleIdOf(name), name, metadata: {} })),
    );
    for (const [table, tableRows] of Object.entries(rows)) await bulkInsert(tx, table, tableRows);
    await insertUsers(tx, passwordHash);
    await insertTeam(tx, today);
  });
}

async function insertUsers(tx: Queryable, passwordHash: string) {
  await bulkInsert(
    tx,
    'users',
    DEMO_USERS.map((user) => ({
      id: user.id,
      sub: subOf(user.id),
      email: user.email,
      name: user.name,
      password_hash: passwordHash,
      is_active: true,
    })),
  );
  const mappings = DEMO_USERS.flatMap((user) => user.clients.map((entry) => ({ user_id: user.id, client_id: clientIdOf(entry.client) })));
  await bulkInsert(tx, 'user_clients', mappings);
  const roles = DEMO_USERS.flatMap((user) => [
    ...user.globalRoles.map((role) => ({
      id: seededId(`user-role:${user.id}:${role}`),
      user_id: user.id,
      role_id: roleIdOf(role),
      client_id: null,
    })),
    ...user.clients.map((entry) => ({
      id: seededId(`user-role:${user.id}:${entry.client}:${entry.role}`),
      user_id: user.id,
      role_id: roleIdOf(entry.role),
      client_id: clientIdOf(entry.client),
    })),
  ]);
  await bulkInsert(tx, 'user_roles', roles);
}

/** The firms' people who are not demo logins: no password; the invited one has no identity subject yet. */
async function insertTeam(tx: Queryable, today: string) {
  const invitedOn = (daysAgo: number) => new Date(Date.parse(`${today}T09:30:00Z`) - daysAgo * 86_400_000).toISOString();
  await bulkInsert(
    tx,
    'users',
    FIRM_TEAM.map((member) => ({
      id: member.id,
      sub: member.signedIn ? subOf(member.id) : null,
      email: member.email,
      name: member.name,
      is_active: true,
      created_on: invitedOn(member.invitedDaysAgo),
      updated_on: invitedOn(member.invitedDaysAgo),
    })),
  );
  await bulkInsert(
    tx,
    'user_clients',
    FIRM_TEAM.flatMap((member) => member.clients.map((entry) => ({ user_id: member.id, client_id: clientIdOf(entry.client) }))),
  );
  await bulkInsert(
    tx,
    'user_roles',
    FIRM_TEAM.flatMap((member) =>
      member.clients.map((entry) => ({
        id: seededId(`user-role:${member.id}:${entry.client}:${entry.role}`),
        user_id: member.id,
        role_id: roleIdOf(entry.role),
        client_id: clientIdOf(entry.client),
      })),
    ),
  );
}

function generatedClientNames(count: number): string[] {
  const kinds = ['Law Group', 'Legal', 'Attorneys', 'Law Firm', 'Counsel', 'Lawyers'];
  return Array.from({ length: count }, (_, i) => `Scale Firm ${String(i + 1).padStart(5, '0')} ${kinds[i % kinds.length]}`);
}

function emptyRows(): SeedRows {
  return {
    clients: [],
    contracts: [],
    subscription_periods: [],
    deliverables: [],
    blog_jobs: [],
    blog_job_revisions: [],
    blog_job_scores: [],
    blog_images: [],
    approvals: [],
    social_jobs: [],
    social_posts: [],
    social_images: [],
    social_job_approvals: [],
    seo_jobs: [],
    seo_changes: [],
    backlink_jobs: [],
    backlink_steps: [],
    deliverable_reports: [],
    connections: [],
    word_press_credentials: [],
    keyword_lists: [],
    competitors: [],
    commitments: [],
    status_history: [],
    search_console_rows: [],
  };
}
