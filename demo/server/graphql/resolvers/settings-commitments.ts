import type {
  AddOptInClientCampaignsInput,
  OptOutClientCampaignByIdAndProcessTypeInput,
  UpdateOptOutStatusForClientCommitmentInput,
} from '../../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { clientTarget, targetBy } from '../targets.ts';

const MAX_COMMITMENTS_PER_CALL = 100;

type ClientRow = { client_id: string; id: string; name: string };
interface CommitmentRow {
  id: string;
  client_id: string;
  contract_id: string | null;
  service_name: string;
  process_type: string;
  campaign_name: string;
}

const commitmentTarget = targetBy<CommitmentRow>('commitment', 'commitmentId', 'select * from commitments where id = $1 for update');

/**
 * Opting a commitment in or out also marks the deliverables it covers that have not started yet, so the
 * sidebar and the deliverable lists show what the firm chose; work already under way is left alone.
 */
async function setOptedOut(tx: Queryable, commitments: readonly CommitmentRow[], isOptedOut: boolean) {
  for (const commitment of commitments) {
    await tx.query('update commitments set is_opted_out = $2, updated_on = now() where id = $1', [commitment.id, isOptedOut]);
    await tx.query(
      `update deliverables set is_opted_out = $4, updated_on = now()
        where client_id = $1 and contract_id is not distinct from $2 and lower(service_name) = lower($3) and status = 'NotStarted'`,
      [commitment.client_id, commitment.contract_id, commitment.service_name, isOptedOut],
    );
  }
}

const addOptInClientCampaigns = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<AddOptInClientCampaignsInput, ClientRow>) => {
    const ids = [...new Set(input.commitmentIds)];
    if (ids.length === 0) throw badInput('commitmentIds', 'must name at least one commitment.');
    if (ids.length > MAX_COMMITMENTS_PER_CALL)
      throw badInput('commitmentIds', `must name at most ${MAX_COMMITMENTS_PER_CALL} commitments.`);
    const rows = await tx.query<CommitmentRow>('select * from commitments where id = any($1) and client_id = $2 for update', [
      ids,
      target.row.id,
    ]);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length)
      throw badInput(
        'commitmentIds',
        `${missing.join(', ')} ${missing.length === 1 ? 'is not a commitment' : 'are not commitments'} of ${target.row.name}.`,
      );
    await setOptedOut(tx, rows, false);
    return { message: `Opted in to ${rows.length} campaign${rows.length === 1 ? '' : 's'}.` };
  },
});

const optOutClientCampaignByIdAndProcessType = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<OptOutClientCampaignByIdAndProcessTypeInput, ClientRow>) => {
    const [row] = await tx.query<CommitmentRow>('select * from commitments where id = $1 and client_id = $2 for update', [
      input.commitmentId,
      target.row.id,
    ]);
    if (!row) throw badInput('commitmentId', `is not a commitment of ${target.row.name}.`);
    if (row.process_type.toLowerCase() !== input.processType.trim().toLowerCase()) {
      throw badInput('processType', `the commitment's process type is "${row.process_type}", not "${input.processType}".`);
    }
    await setOptedOut(tx, [row], true);
    return { message: `Opted out of "${row.campaign_name}".` };
  },
});

const updateOptOutStatusForClientCommitment = defineMutation({
  capability: 'settings',
  target: commitmentTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateOptOutStatusForClientCommitmentInput, CommitmentRow>) => {
    await setOptedOut(tx, [row], input.isOptedOut);
    return { message: `${input.isOptedOut ? 'Opted out of' : 'Opted in to'} "${row.campaign_name}".` };
  },
});

export const settingsCommitmentResolvers = {
  Mutation: { addOptInClientCampaigns, optOutClientCampaignByIdAndProcessType, updateOptOutStatusForClientCommitment },
};
