import type { Capability } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { serviceError } from '../errors.ts';
import { clientTarget, noClientTarget } from '../targets.ts';
import { NAME_MAX, PROMPT_MAX, optionalText, requiredText, requireSomeChange } from './settings-input.ts';
import { insertResource, makeDefault, patchResource, resourceTarget, type ResourceKind, type ResourceRow } from './settings-resources.ts';

/**
 * Job configurations (SEO content refresh, Google Ads landing pages) share one life: added for a client or
 * globally (clientId null), edited, made the default of their scope, and deleted unless a running job uses them.
 */
export interface JobConfigSpec {
  kind: ResourceKind;
  label: string;
  /** Needed for a client's configuration; a global one (no client) is always the staff's. */
  capability: Capability;
  /** Extra fields of this kind, checked; `undefined` values mean "leave unchanged". */
  extraFields: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Describes a job that still needs the configuration, or null when none does. */
  usedBy: (tx: Queryable, configId: string) => Promise<string | null>;
}

interface ConfigFields {
  name?: string | null;
  prompt?: string | null;
  model?: string | null;
}
type AddInput = ConfigFields & { clientId?: string | null; name: string; prompt: string };
type ConfigIdInput = { configId: string };

const defined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export function jobConfigMutations(spec: JobConfigSpec) {
  const target = resourceTarget<Record<string, unknown>>(spec.kind, spec.label, 'configId');
  const scopeTarget = (tx: Queryable, input: { clientId?: string | null }) => (input.clientId ? clientTarget(tx, input) : noClientTarget());

  const add = defineMutation({
    capability: spec.capability,
    target: scopeTarget,
    run: async ({ tx, input, viewer }: MutationRun<AddInput, unknown>) => {
      const data = {
        name: requiredText('name', input.name, NAME_MAX),
        prompt: requiredText('prompt', input.prompt, PROMPT_MAX),
        model: input.model ?? null,
        ...defined(spec.extraFields(input as unknown as Record<string, unknown>)),
        isDefault: false,
      };
      const id = await insertResource(tx, spec.kind, input.clientId ?? null, data, viewer.userId);
      return { id, message: `${capitalised(spec.label)} "${data.name}" added.` };
    },
  });

  const update = defineMutation({
    capability: spec.capability,
    target,
    run: async ({ tx, input, target: { row } }: MutationRun<ConfigIdInput & ConfigFields, ResourceRow>) => {
      const extra = spec.extraFields(input as unknown as Record<string, unknown>);
      requireSomeChange(input, ['name', 'prompt', 'model', ...Object.keys(extra)]);
      await patchResource(
        tx,
        row.id,
        defined({
          name: optionalText('name', input.name, NAME_MAX),
          prompt: optionalText('prompt', input.prompt, PROMPT_MAX),
          model: input.model ?? undefined,
          ...extra,
        }),
      );
      return { message: `${capitalised(spec.label)} updated.` };
    },
  });

  const remove = defineMutation({
    capability: spec.capability,
    target,
    run: async ({ tx, target: { row } }: MutationRun<ConfigIdInput, ResourceRow>) => {
      const user = await spec.usedBy(tx, row.id);
      if (user)
        throw serviceError('CONFLICT', `The ${spec.label} is still used by ${user}; wait until it finishes or complete it first.`, {
          field: 'configId',
        });
      await tx.query('delete from resources where id = $1', [row.id]);
      return { message: `${capitalised(spec.label)} deleted.` };
    },
  });

  const setAsDefault = defineMutation({
    capability: spec.capability,
    target,
    run: async ({ tx, target: { row } }: MutationRun<ConfigIdInput, ResourceRow>) => {
      await makeDefault(tx, row);
      return { message: `${capitalised(spec.label)} is now the default${row.client_id ? ' for this client' : ''}.` };
    },
  });

  return { add, update, remove, setAsDefault };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
