/** What the shell says (spec section 2, Shell); spec texts verbatim, the rest in the same voice. */
export const ACCOUNT_TEXT = 'Account';
export const LOG_OUT_TEXT = 'Log out';
export const LOG_IN_TEXT = 'Log in';
export const LOGGING_OUT_LABEL = 'Logging out';
export const USER_MENU_LABEL = 'User menu';
export const BREADCRUMB_LABEL = 'Breadcrumb';
export const SIDEBAR_LABEL = 'Sidebar';
export const NAVIGATION_LABEL = 'Main navigation';
export const PERIOD_LABEL = 'Subscription period';
export const PERIODS_LOADING_LABEL = 'Loading subscription periods';
export const PERIODS_ERROR_TEXT = 'Could not load the subscription periods.';
export const NO_PERIODS_TEXT = 'No subscription periods';
export const RETRY_TEXT = 'Try again';
export const CURRENT_PERIOD_SUFFIX = '(current)';
/** Staff on a client in set-up: they are not stopped, but told. */
export const IN_SETUP_BADGE_TEXT = 'In set-up';
export const clientInSetupText = (client: string) => `${client} is being set up: its own users see the set-up screen.`;
