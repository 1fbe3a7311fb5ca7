import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from '../../demo/server/input/json-depth.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// Bad input gets a clear error that names what is wrong, never a 500, and writes nothing.
const file = serviceForFile(DEMO.admin);

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${file.service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${file.token}`, ...headers },
    body,
  });
const ADD_KEYWORDS = 'mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }';
const UPDATE_METADATA = 'mutation ($input: UpdateRoleMetadataInput!) { updateRoleMetadata(input: $input) { message } }';
const keywordListCount = async () =>
  (await file.service.app.db.query<{ count: number }>('select count(*)::int as count from keyword_lists'))[0]!.count;

describe('bad input to /graphql', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await post('{"query": "{ me { email } }"');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/JSON/i);
  });

  it('names an unknown input field', async () => {
    const before = await keywordListCount();
    const result = await file.service.graphql(DEMO.admin, ADD_KEYWORDS, {
      input: { clientId: clientIdOf(MAIN_CLIENT), name: 'x', keywords: ['a'], colour: 'red' },
    });
    expect(result.errors?.[0]?.message).toMatch(/"colour" is not defined/);
    expect(await keywordListCount()).toBe(before);
  });

  it('names a field of the wrong type and a missing required field', async () => {
    const wrongType = await file.service.graphql(DEMO.admin, ADD_KEYWORDS, {
      input: { clientId: clientIdOf(MAIN_CLIENT), name: 42, keywords: ['a'] },
    });
    expect(wrongType.errors?.[0]?.message).toMatch(/input\.name/);
    const missing = await file.service.graphql(DEMO.admin, ADD_KEYWORDS, { input: { clientId: clientIdOf(MAIN_CLIENT), keywords: ['a'] } });
    expect(missing.errors?.[0]?.message).toMatch(/Field "name" of required type "String!" was not provided/);
  });

  it('names a wrong value inside a list of inputs, and a list item missing its required field', async () => {
    const DECIDE = 'mutation ($input: DecideSeoChangesInput!) { decideSeoChanges(input: $input) { message } }';
    const wrongValue = await file.service.graphql(DEMO.admin, DECIDE, {
      input: {
        seoJobId: 'any',
        decisions: [
          { changeId: 'a', decision: 'Approved' },
          { changeId: 'b', decision: 'Maybe' },
        ],
      },
    });
    expect(wrongValue.errors?.[0]?.message).toMatch(/input\.decisions\[1\]\.decision.*"Maybe"/);
    const missing = await file.service.graphql(DEMO.admin, DECIDE, {
      input: { seoJobId: 'any', decisions: [{ decision: 'Rejected', comment: 'No' }] },
    });
    expect(missing.errors?.[0]?.message).toMatch(/Field "changeId" of required type "ID!" was not provided/);
  });

  it('answers an unknown id with NOT_FOUND naming the field', async () => {
    const result = await file.service.graphql(
      DEMO.admin,
      'mutation ($input: BlogJobIdInput!) { unscheduleBlogDeliverablePublish(input: $input) { message } }',
      { input: { blogJobId: 'no-such-job' } },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'blogJobId' });
  });

  it('answers a body over the limit with 413 and writes nothing', async () => {
    const before = await keywordListCount();
    const keywords = Array.from({ length: 60_000 }, (_, i) => `keyword number ${i}`);
    const response = await post(
      JSON.stringify({ query: ADD_KEYWORDS, variables: { input: { clientId: clientIdOf(MAIN_CLIENT), name: 'Huge', keywords } } }),
    );
    expect(response.status).toBe(413);
    expect(await keywordListCount()).toBe(before);
  });

  it('finds a NUL in JSON nested as deep as a body may nest', async () => {
    // The body, variables, input and metadata are four levels; the arrays fill the rest.
    const arrays = MAX_JSON_DEPTH - 4;
    const metadata = `{"levels": ${'['.repeat(arrays)}"a\\u0000"${']'.repeat(arrays)}}`;
    const body = `{"query": "${UPDATE_METADATA}", "variables": {"input": {"roleId": "any", "metadata": ${metadata}}}}`;
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Array<{ extensions: { code: string; field: string } }> };
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: `metadata.levels${'.0'.repeat(arrays)}` });
  });

  it('refuses JSON nested 100,000 levels deep, arrays or objects, with 400 and writes nothing', async () => {
    const [role] = await file.service.app.db.query<{ id: string; metadata: unknown }>('select id, metadata from roles order by id limit 1');
    const depth = 100_000;
    for (const deep of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
      // A real role: the metadata reaches the resolver, whose JSON.stringify overflowed the stack (a masked 500).
      const response = await post(
        `{"query": "${UPDATE_METADATA}", "variables": {"input": {"roleId": "${role!.id}", "metadata": {"m": ${deep}}}}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: JSON_TOO_DEEP, extensions: { code: 'BAD_REQUEST' } }] });
    }
    const [after] = await file.service.app.db.query<{ metadata: unknown }>('select metadata from roles where id = $1', [role!.id]);
    expect(after!.metadata).toEqual(role!.metadata);
  });

  it('names the field of a lone surrogate written inline, escaped or raw, though the document cannot parse', async () => {
    for (const surrogate of ['\\udc00', '\udc00']) {
      const query = `mutation { addClientKeywordList(input: { clientId: "${clientIdOf(MAIN_CLIENT)}", name: "x", keywords: ["ok", "a${surrogate}b"] }) { id } }`;
      const response = await post(JSON.stringify({ query }));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string; field: string } }> };
      expect(answer.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'keywords' });
      expect(answer.errors[0]!.message).toMatch(
        /^keywords contains a lone UTF-16 surrogate at line 1, column \d+; send well-formed Unicode text\.$/,
      );
    }
  });

  it('refuses an operation that is not in the contract, and a syntax error, with a validation message', async () => {
    expect((await file.service.graphql(DEMO.admin, '{ everything { id } }')).errors?.[0]?.message).toMatch(
      /Cannot query field "everything"/,
    );
    expect((await file.service.graphql(DEMO.admin, '{ me { email ')).errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('keeps introspection on outside production', async () => {
    const result = await file.service.graphql<{ __schema: { queryType: { name: string } } }>(
      DEMO.admin,
      '{ __schema { queryType { name } } }',
    );
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('requests /graphql cannot read', () => {
  const UPLOAD = 'mutation ($input: SocialMediaManualUploadImageInput!) { socialMediaManualUploadImage(input: $input) { message } }';
  const operations = JSON.stringify({ query: UPLOAD, variables: { input: { socialMediaPostId: 'no-such-post', file: null } } });
  const MAP = JSON.stringify({ 0: ['variables.input.file'] });
  const BOUNDARY = 'fp-boundary';
  const part = (name: string, value: string, fileName?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: image/png`}\r\n\r\n${value}\r\n`;
  const END = `--${BOUNDARY}--\r\n`;
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'graphql-preflight': '1' };
  const png = '\x89PNG';
  const deepOperations = `{"query": "${UPDATE_METADATA}", "variables": {"input": {"roleId": "any", "metadata": {"m": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}}}`;

  type Case = [string, () => Promise<Response>, number, string?];
  const cases: Case[] = [
    ['text/plain', () => post(JSON.stringify({ query: '{ me { email } }' }), { 'content-type': 'text/plain' }), 415],
    ['XML', () => post('<query/>', { 'content-type': 'application/xml' }), 415],
    // Bytes, as fetch would label a string text/plain.
    [
      'no content type',
      () =>
        fetch(`${file.service.url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${file.token}` },
          body: new TextEncoder().encode('{"query": "{ me { email } }"}'),
        }),
      415,
    ],
    ['a form', () => post('query=%7B%20me%20%7B%20email%20%7D%20%7D', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ['an empty JSON body', () => post(''), 400],
    [
      'GET with variables that are not JSON',
      () =>
        fetch(`${file.service.url}/graphql?query=${encodeURIComponent('{ me { email } }')}&variables=%7Bnot`, {
          headers: { authorization: `Bearer ${file.token}` },
        }),
      400,
    ],
    [
      'a boundary the body does not use',
      () => post(part('operations', operations) + END, { ...multipart, 'content-type': 'multipart/form-data; boundary=other' }),
      400,
    ],
    [
      'multipart without a boundary',
      () => post(part('operations', operations) + END, { ...multipart, 'content-type': 'multipart/form-data' }),
      400,
    ],
    [
      'a multipart body cut short',
      () => post(part('operations', operations) + part('map', MAP) + part('0', png, 'a.png').slice(0, -12), multipart),
      400,
    ],
    [
      'a file over the limit',
      () => post(part('operations', operations) + part('map', MAP) + part('0', 'x'.repeat(6 * 1024 * 1024), 'a.png') + END, multipart),
      413,
    ],
    ['no map part, so no file', () => post(part('operations', operations) + part('0', png, 'a.png') + END, multipart), 400],
    [
      'the file under a name the map does not give',
      () => post(part('operations', operations) + part('map', MAP) + part('1', png, 'a.png') + END, multipart),
      400,
    ],
    [
      'GET with variables nested 5,000 levels deep',
      () =>
        fetch(
          `${file.service.url}/graphql?query=${encodeURIComponent('{ me { email } }')}&variables={"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
          { headers: { authorization: `Bearer ${file.token}` } },
        ),
      400,
    ],
    [
      'an upload whose operations nest 100,000 levels deep',
      () => post(part('operations', deepOperations) + part('map', '{}') + END, multipart),
      400,
    ],
    [
      'a file name with NUL',
      () => post(part('operations', operations) + part('map', MAP) + part('0', png, 'a\u0000.png') + END, multipart),
      400,
      'BAD_USER_INPUT',
    ],
  ];

  it.each(cases)('refuses %s, never with a 500', async (_what, send, status, code) => {
    const response = await send();
    const body = (await response.json()) as { errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> };
    expect(response.status).toBe(status);
    expect(body.errors?.[0]?.message).toBeTruthy();
    expect(body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    if (code) expect(body.errors?.[0]?.extensions).toMatchObject({ code, field: 'file' });
  });
});
