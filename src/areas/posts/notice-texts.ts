// The bell's notices of posts waiting for the firm (spec section 8). A file of its own: the manifests that read
// them load with every element, the rest of the posts' texts only with their pages.
export const SOCIAL_MEDIA_APPROVAL_TEXT = 'Approve and schedule social media post for publication.';
export const GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT = 'Approve and schedule Google Business Profile post for publication.';
