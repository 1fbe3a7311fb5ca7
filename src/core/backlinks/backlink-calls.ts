import type { RestFile } from '../api/rest-client.ts';
import type { UploadProgress } from '../api/upload-progress.ts';
import type { Session } from '../session/session.ts';
import type { BacklinkStep } from './backlink-types.ts';

// The staff's calls on a step and the firm's downloads, each through the page's one REST client.

/** What an edit of a step says: its notes, and the job's referring site and live link (empty clears them). */
export interface StepEdit {
  note: string;
  referringSite: string;
  liveUrl: string;
}

/**
 * Replaces a step's notes (PUT replaces the whole of its data, so what else it holds is sent back unchanged); the
 * referring site and live link travel in the same data and the service keeps them on the job.
 */
export function editStep(session: Session, step: Pick<BacklinkStep, 'id' | 'jobId' | 'data'>, edit: StepEdit): Promise<BacklinkStep> {
  const data = { ...(step.data as Record<string, unknown>), note: edit.note.trim(), referringSite: edit.referringSite.trim(), liveUrl: edit.liveUrl.trim() };
  return session.rest.put('/backlinks/jobs/{jobId}/steps/{id}', { path: { jobId: step.jobId, id: step.id }, body: { data: data as never } });
}

/** Starts a step that has not started (Pending → Initialized). */
export function startStep(session: Session, stepId: string): Promise<BacklinkStep> {
  return session.rest.post('/backlinks/jobs/step/{id}/start', { path: { id: stepId } });
}

export interface StepSave {
  stepId: string;
  file: File;
  note?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Saves a started step with its evidence file (→ Completed), reporting the upload's progress; the signal cancels it. */
export function saveStep(session: Session, { stepId, file, note, onProgress, signal }: StepSave): Promise<BacklinkStep> {
  const body = new FormData();
  if (note?.trim()) body.set('note', note.trim());
  body.set('file', file, file.name);
  return session.rest.post('/backlinks/jobs/step/{id}/save', { path: { id: stepId }, body, onProgress, signal });
}

/** A step's saved file, or without a step the job's report (GET /v1/documents/job/{jobId}). */
export function downloadJobDocument(session: Session, jobId: string, stepId?: string): Promise<RestFile> {
  return session.rest.download('/documents/job/{jobId}', { path: { jobId }, query: stepId ? { StepId: stepId } : {} });
}
