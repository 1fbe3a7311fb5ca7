/** The sign-in, client choice and set-up screens' texts; the client list's are core/clients/client-texts.ts. */
export {
  CLIENT_LIST_LABEL,
  INACTIVE_BADGE_TEXT,
  LOADING_USER_TEXT,
  NO_CLIENTS_TEXT,
  noClientsMatchingText,
  SEARCH_CLIENTS_LABEL,
  SEARCH_CLIENTS_PLACEHOLDER,
} from '../../core/clients/client-texts.ts';

/** Spec section 2, the /account-setup route. */
export const ACCOUNT_SETUP_TEXT = 'Your account is being setup and is not ready yet';
export const CHOOSE_ANOTHER_CLIENT_TEXT = 'Choose another client';

export const SIGN_IN_TEXT = 'Sign in';
export const signInHeading = (brand: string) => `Sign in to ${brand}`;
export const SIGN_IN_EXPLANATION = 'Sign in to review and approve your deliverables.';
/** Spec section 8 words the way to the identity provider so. */
export const REDIRECTING_TEXT = 'Redirecting to login...';
export const SIGN_IN_FAILED_TEXT = 'Could not open the sign-in page. Check your connection, then try again.';

export const LOADING_CLIENTS_TEXT = 'Loading clients...';
export const CLIENTS_FAILED_TEXT = 'Could not load your clients.';
export const RETRY_TEXT = 'Try again';

export const LOG_OUT_TEXT = 'Log out';
export const LOGGING_OUT_TEXT = 'Logging out...';
