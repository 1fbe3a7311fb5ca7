/** The switcher's own texts; the client list's (empty states, badge) are core/clients/client-texts.ts. */
export {
  CLIENT_LIST_LABEL,
  INACTIVE_BADGE_TEXT,
  LOADING_USER_TEXT,
  NO_CLIENTS_TEXT,
  noClientsMatchingText,
  SEARCH_CLIENTS_LABEL,
  SEARCH_CLIENTS_PLACEHOLDER,
} from '../../core/clients/client-texts.ts';

export const SWITCH_CLIENT_LABEL = 'Switch client';
