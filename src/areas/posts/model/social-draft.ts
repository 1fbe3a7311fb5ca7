/**
 * Unsaved edits of a social or profile post's text, on the review kit's drafts (core/review/drafts.ts): kept on
 * this device until saved, one per client, post and person.
 */
import { draftStore, type DraftBase } from '../../../core/review/drafts.ts';

export interface SocialDraft extends DraftBase {
  content: string;
}

export const SOCIAL_DRAFTS = draftStore<SocialDraft>({
  prefix: 'fp-social-draft.v1',
  name: 'social post draft',
  read: ({ content }) => (typeof content === 'string' ? { content } : null),
});
