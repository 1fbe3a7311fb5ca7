import { fileProblem, type FileProblem } from '../../../core/files/file-problem.ts';
import { BACKLINK_EVIDENCE_TYPES } from '../../../shared/backlinks/backlink-rules.ts';

/**
 * What the service takes as a step's evidence file (src/shared/backlinks/backlink-rules.ts) and how large (its request
 * body limit, demo/server/config.ts BODY_LIMIT_BYTES, 1 MiB by default; above it the answer is 413; a file of exactly
 * the limit is taken, the multipart wrapping on top; tests/unit/backlinks-service-rules.test.ts holds this figure to
 * the service's default). Checked here first so a person hears why before the bytes travel.
 */
export const MAX_STEP_FILE_BYTES = 1024 * 1024;
/** For the file picker: the types and their usual extensions (a picker filters by either). */
export const STEP_FILE_ACCEPT = [...BACKLINK_EVIDENCE_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.txt', '.csv'].join(',');

export type StepFileProblem = FileProblem;

/** Why a chosen file cannot be a step's evidence, or null when the service would take it. */
export const stepFileProblem = (file: { type: string; size: number }): StepFileProblem | null =>
  fileProblem(file, BACKLINK_EVIDENCE_TYPES, MAX_STEP_FILE_BYTES);

/** Files the browser shows itself (a picture, a PDF) open in a new tab; anything else downloads. */
export const opensInBrowser = (contentType: string | null | undefined) =>
  /^(image\/(png|jpeg|gif|webp)|application\/pdf)(;|$)/i.test(contentType ?? '');

/** '1.2 MB', '340 KB', '12 bytes'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
