import { describe, expect, it } from 'vitest';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';
import { socialCases } from './support/social-role-cases.ts';
import { jobState, uploadImage } from './support/social-fixtures.ts';

// Every social and Google Business Profile mutation the review pages use, as each role of the main client
// and as a user of another client: the roles allowed make the move (checked in the database), the others are
// refused FORBIDDEN and the job, its deliverable, posts, images and approvals stay exactly as they were.
const file = serviceForFile(DEMO.admin);
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const mutate = inputTypeMutator(() => file.service);
const ROLES = {
  FIRM_PILOT_ADMIN: DEMO.admin,
  ACCOUNT_OWNER: DEMO.owner,
  USER_MANAGER: DEMO.manager,
  USER: DEMO.user,
  PPC_ADMIN: DEMO.ppc,
} as const;
const ALLOWED = { review: ['FIRM_PILOT_ADMIN', 'ACCOUNT_OWNER', 'USER_MANAGER', 'USER'], staff: ['FIRM_PILOT_ADMIN'] };

const CASES = socialCases(() => file.service);

const nameOf = (label: string) => label.split(' ')[0]!;
const call = async (label: string, user: string, input: Record<string, unknown>) => {
  const spec = CASES[label]!;
  if (spec.upload) return uploadImage(file.service, user, String(input.socialMediaPostId));
  return mutate(user, nameOf(label), spec.inputType, input, '__typename');
};

describe.each(Object.keys(CASES))('%s', (label) => {
  const spec = CASES[label]!;
  it.each(Object.keys(ROLES))('as %s', async (role) => {
    const { job, input } = await spec.prepare(MAIN);
    const before = await jobState(file.service, job.id);
    const result = await call(label, ROLES[role as keyof typeof ROLES], input);
    if (ALLOWED[spec.capability].includes(role)) {
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      await spec.check(job);
    } else {
      expect(codeOf(result.errors)).toBe('FORBIDDEN');
      expect(await jobState(file.service, job.id)).toBe(before);
    }
  });

  it('as a user of another client: refused, nothing changed', async () => {
    const { job, input } = await spec.prepare(SECOND);
    const before = await jobState(file.service, job.id);
    // The USER_MANAGER of Harbor & Vale has no role on Sterling Injury Attorneys.
    expect(codeOf((await call(label, DEMO.manager, input)).errors)).toBe('FORBIDDEN');
    expect(await jobState(file.service, job.id)).toBe(before);
  });
});
