import * as v from 'valibot';
import type { RoleName } from '../api/generated/graphql.ts';
import { emailAddress, requiredText } from './field-rules.ts';

/** The roles a firm's people hold; the agency's roles (FIRM_PILOT_ADMIN, PPC_ADMIN) are granted by staff only. */
export const CLIENT_ROLES = ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER'] as const satisfies readonly RoleName[];

export const roleChoice = (roles: readonly RoleName[]) => v.picklist(roles, 'Choose a role.');

/** Inviting a person to the firm (RegisterUser with the client and a role). `roles` are those the inviter may grant. */
export const inviteForm = (roles: readonly RoleName[] = CLIENT_ROLES) =>
  v.object({
    name: requiredText("the person's name"),
    email: emailAddress("the person's email address"),
    role: roleChoice(roles),
  });
export type InviteFormValues = v.InferOutput<ReturnType<typeof inviteForm>>;
