import type {
  AddClientConnectedServiceInput,
  AddIdentifierInput,
  ChangeIdentifierValueInput,
  UpdateClientConnectedServiceInput,
} from '../../../../src/core/api/generated/graphql.ts';
import * as v from 'valibot';
import { identifierForm } from '../../../../src/core/forms/identifier-form.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { serviceError } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { clientTarget } from '../targets.ts';
import { requiredText } from './settings-input.ts';
import {
  findByDataField,
  insertResource,
  patchResource,
  resourceTarget,
  type ResourceKind,
  type ResourceRow,
} from './settings-resources.ts';

// Changing an identifier changes its value only (its name is what it is).
const identifierValue = v.pick(identifierForm, ['value']);

type ClientRow = { client_id: string; id: string; name: string };
type ConnectedServiceData = { serviceName: string; isEnabled: boolean };
type IdentifierData = { name: string; value: string };

/** A client lists a service or an identifier once; a second one with the same name (ignoring case) is refused. */
async function requireUnique(tx: Queryable, kind: ResourceKind, clientId: string, field: string, value: string, label: string) {
  if (await findByDataField(tx, kind, clientId, field, value)) {
    throw serviceError('CONFLICT', `${field}: the client already has ${label} "${value}"; change that one instead.`, { field });
  }
}

const addClientConnectedService = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<AddClientConnectedServiceInput, ClientRow>) => {
    const serviceName = requiredText('serviceName', input.serviceName);
    await requireUnique(tx, 'connectedService', target.row.id, 'serviceName', serviceName, 'a connected service');
    const data: ConnectedServiceData = { serviceName, isEnabled: input.isEnabled };
    const id = await insertResource(tx, 'connectedService', target.row.id, data, viewer.userId);
    return { id, message: `${serviceName} added${input.isEnabled ? ' and enabled' : ''}.` };
  },
});

const updateClientConnectedService = defineMutation({
  capability: 'settings',
  target: resourceTarget<ConnectedServiceData>('connectedService', 'connected service', 'connectedServiceId'),
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateClientConnectedServiceInput, ResourceRow<ConnectedServiceData>>) => {
    await patchResource(tx, row.id, { isEnabled: input.isEnabled });
    return { message: `${row.data.serviceName} ${input.isEnabled ? 'enabled' : 'disabled'}.` };
  },
});

const addIdentifier = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<AddIdentifierInput, ClientRow>) => {
    const { name, value } = parseForm(identifierForm, input);
    await requireUnique(tx, 'identifier', target.row.id, 'name', name, 'an identifier');
    const data: IdentifierData = { name, value };
    const id = await insertResource(tx, 'identifier', target.row.id, data, viewer.userId);
    return { id, message: `Identifier "${name}" added.` };
  },
});

const changeIdentifierValue = defineMutation({
  capability: 'settings',
  target: resourceTarget<IdentifierData>('identifier', 'identifier', 'identifierId'),
  run: async ({ tx, input, target: { row } }: MutationRun<ChangeIdentifierValueInput, ResourceRow<IdentifierData>>) => {
    const { value } = parseForm(identifierValue, input);
    await patchResource(tx, row.id, { value });
    return { message: `Identifier "${row.data.name}" changed.` };
  },
});

export const settingsServiceResolvers = {
  Mutation: { addClientConnectedService, updateClientConnectedService, addIdentifier, changeIdentifierValue },
};
