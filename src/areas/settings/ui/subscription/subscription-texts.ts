const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const CONTRACT_TEXT = {
  title: 'Contracts',
  empty: 'This firm has no contract yet. Your account manager adds it when the work starts.',
  listLabel: 'Contracts',
  contractLabel: (range: string) => `Contract ${range}`,
  range: (start: string, end: string | null) => (end ? `${start} – ${end}` : `from ${start}, no end date`),
  active: 'Active',
  ended: 'Ended',
  periods: 'Subscription periods',
  noPeriods: 'No subscription period yet.',
  current: 'Current',
  hidden: 'Hidden from the firm',
  deliverables: (count: number) => plural(count, 'deliverable', 'deliverables'),
  changePeriod: 'Change',
  changePeriodLabel: (range: string) => `Change the period ${range}`,
  endContract: 'End contract',
  endContractLabel: (range: string) => `End contract ${range}`,
} as const;

export const PERIOD_TEXT = {
  title: 'Change the subscription period',
  description: 'The firm sees the new dates at once. Periods of a client may not overlap.',
  startDate: 'First day',
  endDate: 'Last day',
  isVisible: 'Shown to the firm',
  isVisibleHint: 'Hidden periods are listed to agency staff only, while they are being prepared or corrected.',
  save: 'Save period',
  saving: 'Saving…',
  cancel: 'Cancel',
} as const;

export const END_CONTRACT_TEXT = {
  title: 'End the contract',
  description: 'Choose its last day. Before anything changes, you see which deliverables it cancels.',
  endDate: 'Last day of the contract',
  endDateHint: 'Deliverables of the periods that start after this day are cancelled, with their open jobs; finished work stays.',
  review: 'See what it cancels',
  back: 'Change the day',
  listLabel: 'Deliverables it cancels',
  cancel: 'Cancel',
  confirmTitle: (day: string) => `End the contract on ${day}?`,
  confirmDescription: (day: string) => `The contract will end on ${day}. This cannot be undone from the portal.`,
  loading: 'Finding the deliverables it cancels…',
  failed: 'What it cancels could not be loaded, so nothing was changed. Try again.',
  retry: 'Try again',
  nothing: 'No deliverable is cancelled: none planned after that day is still open.',
  cancels: (count: number) => `It cancels ${plural(count, 'deliverable', 'deliverables')}:`,
  serviceCount: (service: string, count: number) => `${service} (${count.toLocaleString('en-US')})`,
  confirm: (day: string) => `End the contract on ${day}`,
  ending: 'Ending…',
} as const;

export const COMMITMENT_TEXT = {
  title: 'Commitments',
  description:
    'What the contracts commit the agency to deliver. Opting out of one stops its deliverables that have not started; opting in again brings them back.',
  empty: 'No commitments yet.',
  listLabel: 'Commitments',
  campaign: 'Campaign',
  processType: 'Process',
  optedIn: 'Opted in',
  optedOut: 'Opted out',
  switchLabel: (service: string, campaign: string) => `${service}, ${campaign}: opted in`,
  saving: 'Saving…',
} as const;

export const SUBSCRIPTION_TEXT = {
  failed: 'The contracts could not be loaded. Check your connection and try again.',
  loading: 'Loading the contracts…',
} as const;
