// Writes the REST contract, src/core/api/openapi.json (OpenAPI 3.1), from the compact authoring in
// scripts/openapi/, and the permission matrix demo/server/rest/PERMISSIONS.md from its x-capability fields.
// Run by `npm run generate` (then openapi-typescript generates src/core/api/generated/openapi.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errorResponses, merge, type Paths } from './openapi/operations.ts';
import { backlinkPaths } from './openapi/paths-backlinks.ts';
import { blogConfigurationPaths } from './openapi/paths-blog-configuration.ts';
import { blogJobPaths } from './openapi/paths-blogs.ts';
import { clientPaths } from './openapi/paths-clients.ts';
import { livePaths } from './openapi/paths-live.ts';
import { miscPaths } from './openapi/paths-misc.ts';
import { settingsPaths } from './openapi/paths-settings.ts';
import { socialMediaPaths } from './openapi/paths-social-media.ts';
import { permissionsMarkdown } from './openapi/permissions-table.ts';
import { componentSchemas } from './openapi/schema-kit.ts';

const DOCUMENT_PATH = 'src/core/api/openapi.json';
const PERMISSIONS_PATH = 'demo/server/rest/PERMISSIONS.md';

const sortKeys = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const paths: Paths = sortKeys(
  merge(backlinkPaths, blogJobPaths, blogConfigurationPaths, clientPaths, settingsPaths, socialMediaPaths, miscPaths, livePaths),
);
const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
const tags = [...new Set(operations.flatMap((op) => op.tags as string[]))].sort();

const document = {
  openapi: '3.1.0',
  info: {
    title: 'FirmPilot portal service: REST API',
    version: '1.0.0',
    description:
      'The REST half of the portal’s contract (the other half is src/core/api/schema.graphql). Every call needs a bearer access token. ' +
      'Errors answer `{ status, title, detail }` with the standard reason phrase as title; a 400 names the `parameter` or body `field` at fault. ' +
      '`x-capability` says what the user must be allowed to do for the target’s client (see demo/server/rest/PERMISSIONS.md); ' +
      '`x-list` names the columns a list sorts and filters by; `x-refers-to` says what an id names; `x-resource` marks the ' +
      'configuration-like resources served by one generic implementation.',
  },
  servers: [{ url: '/v1' }],
  security: [{ bearer: [] }],
  tags: tags.map((name) => ({ name })),
  paths,
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    responses: errorResponses,
    schemas: sortKeys(componentSchemas),
  },
};

// A dangling reference or a repeated operation id is an authoring mistake: fail before writing anything.
const json = JSON.stringify(document, null, 2);
for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
  if (!componentSchemas[name!]) throw new Error(`The document refers to schema ${name}, which is not defined.`);
}
const ids = operations.map((op) => String(op.operationId));
const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
if (repeated.length) throw new Error(`Operation ids used twice: ${repeated.join(', ')}`);

// GENERATED_ROOT lets the drift test regenerate into a temporary folder and compare.
const out = (path: string) => {
  const full = join(process.env.GENERATED_ROOT ?? '.', path);
  mkdirSync(dirname(full), { recursive: true });
  return full;
};
writeFileSync(out(DOCUMENT_PATH), `${json}\n`);
writeFileSync(out(PERMISSIONS_PATH), permissionsMarkdown(paths));
console.log(`wrote ${DOCUMENT_PATH} (${Object.keys(paths).length} paths, ${operations.length} operations) and ${PERMISSIONS_PATH}`);
