// What the firm's review of an SEO job says in its answers and its jobs' history, in the service and the seed alike.

/** "1 change", "3 changes". */
export const countOfChanges = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

export const reviewSubmittedNote = (approved: number, rejected: number) =>
  `Review submitted: ${countOfChanges(approved)} approved, ${rejected} rejected.`;

export const executionNote = (reviewedJobId: string) => `Carries out the changes the firm approved on job ${reviewedJobId}`;
