import * as v from 'valibot';
import type { RoleName } from '../api/generated/graphql.ts';
import { roleChoice } from './invite-form.ts';

/** Changing the role a person holds on the firm (ChangeExistingUserRole); `roles` are those the changer may grant. */
export const roleForm = (roles: readonly RoleName[]) => v.object({ role: roleChoice(roles) });
export type RoleFormValues = v.InferOutput<ReturnType<typeof roleForm>>;
