import { useEffect, useId, useMemo } from 'react';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import type { DraftStorage } from '../../../core/review/drafts.ts';
import { disclaimerCheck, restrictedOutsideDisclaimer } from '../model/advertising-rules.ts';
import type { TextMark } from '../model/marked-segments.ts';
import { measurePost } from '../../../shared/posts/measure-post.ts';
import { findPhoneNumbers } from '../model/phone-numbers.ts';
import type { SocialPost } from '../api/social-post-query.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { Button } from '../../../ui/primitives/button.tsx';
import { ConflictPanel } from '../../../review-kit/drafts/conflict-panel.tsx';
import { DraftNotices, EditControls } from '../../../review-kit/drafts/edit-controls.tsx';
import { publicationDay } from '../../../review-kit/item/item-dates.ts';
import { PostChecks } from './post-checks.tsx';
import { PostImages } from './post-images.tsx';
import { PostMeasureView } from './post-measure.tsx';
import { PostPreview, type PostPreviewProps } from './post-preview.tsx';
import { PostStaffActions } from './post-staff-actions.tsx';
import { EDIT_TEXTS, PLATFORM_NAMES } from '../post-texts.ts';
import { usePostEdit } from './use-post-edit.ts';

export interface PostPanelProps {
  clientId: string;
  jobId: string;
  topic: string;
  firmName: string;
  post: SocialPost;
  disclaimer: string | null;
  canEdit: boolean;
  /** Staff may call back or take down a post the provider holds. */
  isStaff: boolean;
  /** The viewer's roles and the job's status decide which image changes are offered. */
  roles: HeldRoles;
  jobStatus: string;
  /** An approval of this post still stands (a new image voids it). */
  approved: boolean;
  userId: string | null;
  storage: DraftStorage;
  /** A profile post's kind and button, in words. */
  profile?: PostPreviewProps['profile'];
  onDirtyChange: (postId: string, dirty: boolean) => void;
}

const FIELD =
  'min-h-[10rem] w-full rounded-fp border border-fp-border bg-fp-background p-3 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary';

/**
 * One platform's post: the preview as the network shows it, its length against the network's limit, the
 * law-firm checks, and (for those who may) its text editor with the kit's draft and conflict rules. The preview,
 * the meter and the checks follow the text as it is typed.
 */
export function PostPanel({
  clientId,
  jobId,
  topic,
  firmName,
  post,
  disclaimer,
  canEdit,
  isStaff,
  roles,
  jobStatus,
  approved,
  userId,
  storage,
  profile,
  onDirtyChange,
}: PostPanelProps) {
  const edit = usePostEdit({ clientId, jobId, post, userId, storage, canEdit });
  const fieldId = useId();
  const network = PLATFORM_NAMES[post.platform];
  const measure = useMemo(() => measurePost(post.platform, edit.text), [post.platform, edit.text]);
  const restricted = useMemo(() => restrictedOutsideDisclaimer(edit.text, disclaimer), [edit.text, disclaimer]);
  const phones = useMemo(() => (post.platform === 'GoogleBusinessProfile' ? findPhoneNumbers(edit.text) : []), [post.platform, edit.text]);
  const marks = useMemo<TextMark[]>(
    () => [
      ...restricted.map((match) => ({ start: match.start, end: match.end, kind: 'restricted' as const, reason: match.reason })),
      ...phones.map((phone) => ({
        start: phone.start,
        end: phone.end,
        kind: 'phone' as const,
        reason: 'Google rejects posts with a phone number.',
      })),
    ],
    [restricted, phones],
  );
  useEffect(() => onDirtyChange(post.id, edit.dirty), [post.id, edit.dirty, onDirtyChange]);
  const link = safeLink(post.postUrl);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-3">
        <PostPreview
          platform={post.platform}
          firmName={firmName}
          topic={topic}
          text={edit.text}
          imageUrl={post.images[0]?.s3Url ?? null}
          marks={marks}
          profile={profile}
        />
        <p className="flex flex-wrap gap-x-4 text-sm text-fp-muted">
          {post.scheduledFor && post.status !== 'Complete' ? (
            <span>{EDIT_TEXTS.scheduledFor(publicationDay(post.scheduledFor))}</span>
          ) : null}
          {post.publicationDate && post.status === 'Complete' ? (
            <span>{EDIT_TEXTS.publishedOn(publicationDay(post.publicationDate))}</span>
          ) : null}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="text-fp-primary underline">
              {EDIT_TEXTS.viewPublished(network)}
            </a>
          ) : null}
        </p>
        <PostImages clientId={clientId} post={post} network={network} roles={roles} jobStatus={jobStatus} approved={approved} />
        {isStaff ? <PostStaffActions post={post} clientId={clientId} /> : null}
      </div>
      <div className="space-y-3">
        <PostMeasureView platform={post.platform} measure={measure} />
        <PostChecks restricted={restricted} disclaimer={disclaimerCheck(edit.text, disclaimer).state} phones={phones} />
        {edit.editing ? (
          <div className="space-y-2">
            <DraftNotices restoredAt={edit.editing.restoredAt} kept failure={null} />
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {EDIT_TEXTS.label(network)}
            </label>
            <textarea
              id={fieldId}
              className={FIELD}
              value={edit.text}
              onChange={(event) => edit.change(event.currentTarget.value)}
              autoFocus={!edit.editing.restoredAt}
            />
            <DraftNotices restoredAt={null} kept={edit.kept} failure={edit.failure} />
            {edit.conflictVersion !== null ? (
              <ConflictPanel
                version={edit.conflictVersion}
                mine={<p className="whitespace-pre-wrap break-words text-sm">{edit.text}</p>}
                saved={
                  post.contentVersion === edit.conflictVersion ? (
                    <p className="whitespace-pre-wrap break-words text-sm">{post.content}</p>
                  ) : null
                }
                saving={edit.saving}
                onKeepMine={() => edit.keepMine(edit.conflictVersion!)}
                onUseSaved={edit.discard}
              />
            ) : null}
            <EditControls
              dirty={edit.dirty}
              saving={edit.saving}
              blocked={edit.conflictVersion !== null || !measure.valid}
              onSave={edit.save}
              onDiscard={edit.discard}
            />
          </div>
        ) : canEdit ? (
          <Button variant="outline" size="sm" onClick={edit.start}>
            {EDIT_TEXTS.edit}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
