import { useCallback, useMemo } from 'react';
import { ModifyUserDocument } from '../../../../core/api/generated/operations.ts';
import { profileForm, type ProfileFormInput, type ProfileFormValues } from '../../../../core/forms/profile-form.ts';
import { FieldFrame } from '../../../../ui/form/field-frame.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../../ui/hooks/use-store.ts';
import { Avatar } from '../../../../ui/primitives/avatar.tsx';
import { Input } from '../../../../ui/primitives/input.tsx';
import { initialsOf } from '../../../../ui/user-initials.ts';
import type { SettingsSectionProps } from '../section-props.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { PROFILE_TEXT } from './profile-texts.ts';

/** Profile: the signed-in person's own name and picture (ModifyUser); everyone may change their own. */
export default function ProfileSection({ clientId }: SettingsSectionProps) {
  const session = useSession();
  const user = useStore(session.runtime.stores.user, (state) => state.user);
  const send = useSettingsSave(clientId);
  const values = useMemo<ProfileFormInput>(() => ({ name: user?.name ?? '', picture: user?.picture ?? '' }), [user?.name, user?.picture]);
  const save = useCallback(
    async (changed: ProfileFormValues) => {
      const message = await send(ModifyUserDocument, { input: { userId: user!.id!, name: changed.name, picture: changed.picture ?? '' } });
      // The footer's menu reads the stored user (from the ID token): it shows the new name at once.
      const { user: current, setUser } = session.runtime.stores.user.getState();
      if (current) setUser({ ...current, name: changed.name, picture: changed.picture ?? undefined });
      return message;
    },
    [send, session, user],
  );
  const { form, submit, problem } = useServiceForm({ schema: profileForm, values, save, onDirtyChange: useDirtyReporter() });
  if (!user?.id) return <p className="text-sm text-fp-muted">{PROFILE_TEXT.noUser}</p>;
  const name = form.watch('name');
  const picture = form.watch('picture');
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      <div className="flex items-center gap-3">
        <Avatar src={picture?.trim() || null} fallback={initialsOf(name)} className="h-12 w-12 text-sm" />
        <span className="text-sm font-medium">{name.trim() || user.email}</span>
      </div>
      <TextField form={form} name="name" label={PROFILE_TEXT.name} autoComplete="name" />
      <FieldFrame label={PROFILE_TEXT.email} hint={PROFILE_TEXT.emailHint}>
        {(control) => <Input {...control} value={user.email ?? ''} readOnly className="bg-gray-50 text-fp-muted" />}
      </FieldFrame>
      <TextField
        form={form}
        name="picture"
        label={PROFILE_TEXT.picture}
        hint={PROFILE_TEXT.pictureHint}
        type="url"
        inputMode="url"
        autoComplete="photo"
      />
      <FormActions form={form} problem={problem} />
    </form>
  );
}
