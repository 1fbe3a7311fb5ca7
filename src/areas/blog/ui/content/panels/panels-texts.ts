// What the content page's panels say (revisions, approval record, images, quality, status history). Tests and
// benches find controls by these names, so they live in one place. Section headings: ../content-texts.ts.

export const EMPTY_TEXTS = {
  revisions: 'No revisions yet.',
  approval: 'Not approved yet.',
  images: 'No images.',
  quality: 'No quality checks yet.',
} as const;

/** Someone the service did not name (a save or move made by the system). */
export const UNKNOWN_PERSON = 'the system';

// Revisions
export const VERSIONS_LABEL = 'Versions';
export const versionLabel = (version: number) => `Version ${version}`;
/** Read before the date: 'saved by owner@demo.test on Nov 21, 2026'. */
export const savedByText = (who: string) => `saved by ${who} on `;
export const COMPARE_LABEL = 'Compare';
export const WITH_LABEL = 'with';
export const DIFFERENCES_LABEL = 'Differences';
const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;
export const diffSummaryText = (added: number, removed: number) => `${words(added)} added, ${words(removed)} removed`;
export const NO_DIFFERENCES = 'The two versions read the same.';
export const ONE_VERSION_TEXT = 'Only one version has been saved, so there is nothing to compare yet.';
export const titleChangeText = (from: string, to: string) => `Title changed from “${from}” to “${to}”.`;
export const NO_TITLE = '(no title)';

// Approval record
export const approvedText = (version: number, who: string, when: string, voided = false) =>
  `Approved version ${version} by ${who} on ${when}${voided ? ' (voided)' : ''}`;

// Images
export const IMAGE_TYPE_LABELS: Record<string, string> = { Featured: 'Featured', Embedded: 'Embedded' };
export const imageHeading = (type: string) => `${IMAGE_TYPE_LABELS[type] ?? type} image`;
export const PROVIDER_LABELS: Record<string, string> = { AI: 'AI', Shutterstock: 'Shutterstock' };
export const IMAGE_NAME_LABEL = 'Image name';
export const RENAME = 'Rename';
export const PASS_IMAGE = 'Pass image';
export const FAIL_IMAGE = 'Fail image';
export const CHOOSE_ANOTHER_IMAGE = 'Choose another image';
export const IMAGE_NAME_REQUIRED = 'Enter a name for the image.';
export const imageNameTooLong = (max: number, length: number) => `Image names can be at most ${max} characters (this one has ${length}).`;
export const imageChangeFailedText = (reason: string) => `The image was not changed: ${reason}`;

// Choosing another image (staff); the Shutterstock search's own texts are the kit's (review-kit/images/image-texts.ts)
export const chooseImageTitle = (type: string) => `Choose another ${(IMAGE_TYPE_LABELS[type] ?? type).toLowerCase()} image`;
export const CHOOSE_IMAGE_DESCRIPTION = 'The new image replaces this one and needs its own image QC.';
export const IMAGE_SOURCE_LABEL = 'Where the image comes from';
export const AI_PROMPT = 'AI prompt';
export const SHUTTERSTOCK = 'Shutterstock';
export const PROMPT_LABEL = 'Describe the image';
export const PROMPT_REQUIRED = 'Describe the image to generate.';
export const promptTooLong = (max: number, length: number) => `Prompts can be at most ${max} characters (this one has ${length}).`;
export const GENERATE_IMAGE = 'Generate image';
export const CANCEL = 'Cancel';
export const WORKING = 'Working…';

// Quality
export const SCORE_HEADING = 'Blog score';
export const SCORE_LABELS = { overall: 'Overall', readability: 'Readability', seo: 'SEO', originality: 'Originality' } as const;
export const scoreText = (score: number) => `${Math.round(score)} out of 100`;
export const scoredOnText = (when: string) => `Scored on ${when}.`;
export const NO_SCORE = 'No score yet.';
export const QC_RESULTS_LABEL = 'Quality check results';
export const QC_COLUMNS = { category: 'Check', result: 'Result', feedback: 'Feedback' } as const;
/** The categories whose enum names do not read well as words. */
export const QC_CATEGORY_LABELS: Record<string, string> = {
  FAQ: 'FAQ',
  ExpertsExpertise: 'Experts and expertise',
  SpecialistsSpecial: 'Specialists',
  NonFactual: 'Non-factual claims',
  Otherwise: 'Other',
};
export const HUMAN_REVIEW_LABEL = 'Your review';
export const changesRequestedText = (reason: string) => `Changes requested: ${reason}`;
