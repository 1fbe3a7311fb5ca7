import { fileProblem, type FileProblem } from '../../../core/files/file-problem.ts';
import { capabilitiesOf, type HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES } from '../../../core/review/review-capabilities.ts';
import { MAX_POST_IMAGE_BYTES, RASTER_IMAGE_TYPES } from '../../../shared/images/raster-images.ts';

export type ImageFileProblem = FileProblem;

/**
 * Why a chosen file cannot be a post's picture, or null when the service would take it (its type and size, by the
 * rules the service reads too): checked here first so a person hears why before the bytes travel.
 */
export const imageFileProblem = (file: { type: string; size: number }): ImageFileProblem | null =>
  fileProblem(file, RASTER_IMAGE_TYPES, MAX_POST_IMAGE_BYTES);

export type SocialImageAction = 'upload' | 'shutterstock' | 'applyTemplate' | 'revert' | 'qc';

// A published or canceled job keeps its pictures (demo/server/domain/content-jobs.ts FROZEN): every image
// mutation refuses there, whatever the post's own status.
const FROZEN_JOB: ReadonlySet<string> = new Set(['Published', 'Canceled']);

/**
 * The image actions a person is offered on one post, in the order the page shows them. The service decides
 * (graphql/PERMISSIONS.md): uploading is a reviewer's (`review`); Shutterstock, templates and going back to the
 * original are the agency's (`staff`). Image QC is `review` in the service, but the issue gives it to staff: the
 * firm's verdict is its approval of the job, and a second per-image one would read as a second approval.
 */
export function socialImageActions(
  roles: HeldRoles,
  jobStatus: string,
  image: { originalUrl?: string | null } | null,
): SocialImageAction[] {
  if (FROZEN_JOB.has(jobStatus)) return [];
  const held = capabilitiesOf(REVIEW_CAPABILITIES, roles);
  const actions: SocialImageAction[] = [];
  if (held.has('review')) actions.push('upload');
  if (!held.has('staff')) return actions;
  actions.push('shutterstock');
  if (image) actions.push('applyTemplate');
  if (image?.originalUrl) actions.push('revert');
  if (image) actions.push('qc');
  return actions;
}
