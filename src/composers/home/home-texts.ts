import { REVIEW_AREAS, type ReviewKind } from '../../areas/index.ts';

/** Home's texts. 'Nothing waits for your review' is the wording; the others are ours. */
export const REVIEW_QUEUE_HEADING = 'Waiting for your review';
export const NOTHING_TO_REVIEW_TEXT = 'Nothing waits for your review';
export const REVIEW_QUEUE_ERROR_TEXT = 'Unable to load your review queue at this time.';
export const LOADING_REVIEW_QUEUE_LABEL = 'Loading your review queue';

/** How the queue names each kind: its manifest's label. */
export const REVIEW_KIND_LABELS = Object.fromEntries(REVIEW_AREAS.map(({ review }) => [review.kind, review.label])) as Record<
  ReviewKind,
  string
>;
export const waitingText = (waited: string) => `Waiting ${waited}`;

export const TODOS_HEADING = 'To-dos';
export const NO_TODOS_TEXT = 'Every connection is in place';
export const TODOS_ERROR_TEXT = 'Unable to load your to-dos at this time.';
export const LOADING_TODOS_LABEL = 'Loading your to-dos';

export const DELIVERABLES_HEADING = 'This period’s deliverables';
export const NO_DELIVERABLES_TEXT = 'No deliverables in this period';
export const DELIVERABLES_ERROR_TEXT = 'Unable to load this period’s deliverables at this time.';
export const LOADING_DELIVERABLES_LABEL = 'Loading this period’s deliverables';
export const progressText = (done: number, total: number) => `${done} of ${total} done`;
export const progressLabel = (serviceName: string) => `${serviceName} progress`;
export const dueText = (date: string) => `Due ${date}`;

export const NO_PERIOD_TEXT = 'There is no subscription period to show yet';
export const PERIODS_ERROR_TEXT = 'Unable to load your subscription periods at this time.';
export const LOADING_PERIODS_LABEL = 'Loading your subscription period';

/** Staff's way to every client, first on their Home. */
export const ALL_CLIENTS_LINK_TEXT = 'All clients';
export const ALL_CLIENTS_INTRO = 'Every client at a glance: what waits, what is late, what is missing.';
const clientsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'client' : 'clients'}`;
export const acrossClientsText = (waiting: number, overdue: number) =>
  `${clientsText(waiting)} with items waiting for review · ${clientsText(overdue)} with overdue deliverables`;
export const ACROSS_CLIENTS_LOADING = 'Counting what waits across clients…';
export const ACROSS_CLIENTS_ERROR = 'Could not count what waits across clients.';
