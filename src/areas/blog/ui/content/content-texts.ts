// What the blog content page says. Tests and benches find controls by these names, so they live in one place.
import { STATUS_HISTORY_TEXTS } from '../../../../ui/layout/status-history-list.tsx';
import { COLUMN_LABELS } from '../../blog-texts.ts';

export const SECTION_TITLES = {
  content: 'Content',
  images: 'Images',
  quality: 'Quality checks',
  revisions: 'Revisions',
  approval: 'Approval record',
  history: STATUS_HISTORY_TEXTS.title,
} as const;

export const LOADING_POST = 'Loading the blog post';
export const POST_ERROR_TEXT = 'The blog post could not be loaded.';
export const POST_NOT_FOUND_TEXT = 'This blog post does not exist, or it was replaced by a newer job.';
export { NO_CLIENT_TEXT } from '../../blog-texts.ts';
export const BACK_TO_BOARD = 'Back to blog posts';

/** The post's facts, named as the board's columns name them. */
export const FACT_LABELS = { ...COLUMN_LABELS, version: 'Version' } as const;

export const PUBLICATION_TITLE_LABEL = 'Publication title';
export const SAVE_PUBLICATION_TITLE = 'Save publication title';
export const PUBLICATION_TITLE_REQUIRED = 'Enter the title the post is published under.';
export const NO_PUBLICATION_TITLE = 'Not set';
export const META_DESCRIPTION_LABEL = 'Meta description';
export const NO_META_DESCRIPTION = 'No meta description.';

export const EDIT_CONTENT = 'Edit content';
export const EDITOR_LABEL = 'Post content';
export const EDITOR_LOADING = 'Loading the editor';
export const EDITOR_LOAD_FAILED = 'The editor could not be loaded.';
export const TITLE_LABEL = 'Title';
export const NO_CONTENT = 'This post has no content yet.';

export const TOOLBAR_LABEL = 'Formatting';
export const TOOLBAR_BUTTONS = {
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletList: 'Bullet list',
  orderedList: 'Numbered list',
  link: 'Link',
} as const;
export const LINK_FORM = {
  label: 'Link address',
  apply: 'Apply link',
  remove: 'Remove link',
  cancel: 'Cancel',
  placeholder: 'https://',
  required: 'Enter a link address.',
  unsafe: 'Links must start with https://, http://, mailto: or tel:.',
} as const;

export const NO_TITLE = '(no title)';
