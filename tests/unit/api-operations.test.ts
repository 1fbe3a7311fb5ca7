import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../src/core/api/generated/operations.ts';

// The operations the portal sends are the contract's: each generated document parses, validates against
// schema.graphql and carries the operation name the client sends as operationName.
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document')) as Array<[string, string]>;

describe('generated operations', () => {
  it('include the four queries of spec section 7 and the upload mutation', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'GetAllClientIdsDocument',
        'GetClientNotificationDataDocument',
        'GetDeliverablesByServiceForSidebarDocument',
        'MeDocument',
        'SocialMediaManualUploadImageDocument',
      ]),
    );
  });

  it.each(documents)('%s is one named operation, valid against the contract', (exportName, text) => {
    const document = parse(text);
    expect(validate(schema, document)).toEqual([]);
    expect(document.definitions).toHaveLength(1);
    expect(`${(document.definitions[0] as OperationDefinitionNode).name?.value}Document`).toBe(exportName);
  });

  it('match their .graphql sources', () => {
    const source = readFileSync('src/core/api/operations/get-all-client-ids.graphql', 'utf8');
    expect(parse(operations.GetAllClientIdsDocument)).toMatchObject({ definitions: [{ name: { value: 'GetAllClientIds' } }] });
    expect(source).toContain('query GetAllClientIds($input: AllClientIdsInput!)');
  });
});
