/** The interim area pages' texts (until each area's own issue brings its full page). */
export const NO_PERIOD_TEXT = 'There is no subscription period to show yet';
export const PERIODS_ERROR_TEXT = 'Unable to load your subscription periods at this time.';
export const LOADING_PERIODS_LABEL = 'Loading your subscription period';

export const DELIVERABLES_HEADING = 'This period’s deliverables';
export const NO_DELIVERABLES_TEXT = 'No deliverables of this service in this period';
export const DELIVERABLES_ERROR_TEXT = 'Unable to load this period’s deliverables at this time.';
export const LOADING_DELIVERABLES_LABEL = 'Loading deliverables';
export const DELIVERABLE_COLUMNS = { name: 'Deliverable', status: 'Status', dueDate: 'Due date' } as const;
export const NO_DUE_DATE_TEXT = 'Not set';

export const REPORTS_HEADING = 'This period’s reports';
export const NO_REPORTS_TEXT = 'No reports for this period yet';
export const REPORTS_ERROR_TEXT = 'Unable to load the reports at this time.';
export const LOADING_REPORTS_LABEL = 'Loading reports';
export const REPORT_COLUMNS = { title: 'Report', service: 'Service', created: 'Created' } as const;

export const CONNECTIONS_HEADING = 'Connections';
export const CONNECTIONS_ERROR_TEXT = 'Unable to load your connections at this time.';
export const LOADING_CONNECTIONS_LABEL = 'Loading connections';
export const NOT_CONNECTED_TEXT = 'Not connected';
export const connectedText = (accountName: string | null, since: string) => (accountName ? `Connected as ${accountName} since ${since}` : `Connected since ${since}`);
export const WORDPRESS_HEADING = 'WordPress';
export const NO_WORDPRESS_CREDENTIAL_TEXT = 'No WordPress site is connected yet';
export const wordPressSiteText = (siteUrl: string, username: string, updated: string) => `${siteUrl}, signed in as ${username} (updated ${updated})`;
export const wordPressAutoPublishText = (on: boolean) => (on ? 'Blog posts publish automatically' : 'Blog posts wait for your approval before publishing');

