/**
 * A Google Business Profile post's type and its button, spelt as Google's Business Profile API spells them
 * (v4 LocalPost: topicType, callToAction.actionType) so that the contract can carry the same values, with
 * the words Google shows on the profile. Source:
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts
 * The API's ACTION_TYPE_UNSPECIFIED and deprecated GET_OFFER, and the ALERT topic (Google's own COVID-19
 * notices), are not offered: a firm's post cannot be made with them.
 */
export const GBP_CALL_TO_ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;
export type GbpCallToActionType = (typeof GBP_CALL_TO_ACTION_TYPES)[number];

/** The button's label on the profile. */
export const GBP_CALL_TO_ACTION_LABELS: Record<GbpCallToActionType, string> = {
  BOOK: 'Book',
  ORDER: 'Order online',
  SHOP: 'Buy',
  LEARN_MORE: 'Learn more',
  SIGN_UP: 'Sign up',
  CALL: 'Call now',
};

/** CALL dials the profile's own phone number; every other button opens the post's link. */
export const gbpCallToActionNeedsUrl = (type: GbpCallToActionType): boolean => type !== 'CALL';

export const GBP_TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER'] as const;
export type GbpTopicType = (typeof GBP_TOPIC_TYPES)[number];

/** What the profile manager calls each kind of post ("Add update", "Add event", "Add offer"). */
export const GBP_TOPIC_LABELS: Record<GbpTopicType, string> = {
  STANDARD: 'Update',
  EVENT: 'Event',
  OFFER: 'Offer',
};

/** A label for a value the service sends, or null for one this build does not know (the button is then not drawn). */
export const gbpCallToActionLabel = (type: string): string | null => (GBP_CALL_TO_ACTION_LABELS as Record<string, string>)[type] ?? null;

export const gbpTopicLabel = (type: string): string | null => (GBP_TOPIC_LABELS as Record<string, string>)[type] ?? null;
