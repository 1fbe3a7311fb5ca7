// What the bell and Home's queue say of posts waiting for the firm (the notices: spec section 8). A file of its
// own: the manifests that read it load with every element, the rest of the posts' texts only with their pages.
export const SOCIAL_MEDIA_APPROVAL_TEXT = 'Approve and schedule social media post for publication.';
export const GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT = 'Approve and schedule Google Business Profile post for publication.';
/** Names the group of a post's actions in a list, for a screen reader. */
export const postActionsMenuLabel = (topic: string) => `Actions for ${topic}`;
