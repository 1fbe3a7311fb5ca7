// What the kit's image parts say, in every area that shows images (blog posts, social and profile posts).
// Tests find controls by these names, so they live in one place.

export const SEARCH_SHUTTERSTOCK = 'Search Shutterstock';
export const SEARCH = 'Search';
export const SEARCH_REQUIRED = 'Enter words to search for.';
export const searchTooLong = (max: number, length: number) => `Searches can be at most ${max} characters (this one has ${length}).`;
export const SEARCHING = 'Searching Shutterstock…';
export const SEARCH_RESULTS_LABEL = 'Shutterstock results';
export const SEARCH_GRID_HINT = 'Arrow keys move between images; Enter or Space picks one.';
export const noResultsText = (query: string) => `No Shutterstock images found for "${query}".`;
export const searchFailedText = (reason: string) => `The search failed: ${reason}`;
export const USE_SELECTED_IMAGE = 'Use selected image';
export const PICK_AN_IMAGE = 'Pick one of the images first.';

export const PROVIDER_LABEL = 'Source';
export const IMAGE_QC_LABEL = 'Image QC';
export const NO_PREVIEW = 'No preview: the image address is not a web address.';
export const QC_RESULT_LABELS: Record<string, string> = {
  Passed: 'Passed',
  Failed: 'Failed',
  Unevaluated: 'Not checked',
  NeedsAdditionalReview: 'Needs another review',
};
