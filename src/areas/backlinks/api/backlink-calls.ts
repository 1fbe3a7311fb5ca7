import type { RestFile } from '../../../core/api/rest-client.ts';
import type { UploadProgress } from '../../../core/api/upload-progress.ts';
import type { Session } from '../../../core/session/session.ts';
import type { BacklinkStep } from '../model/backlink-types.ts';

// The staff's calls on a step and the firm's downloads, each through the page's one REST client.

/** What an edit of a step says: its notes, and the job's referring site and live link (empty clears them). */
export interface StepEdit {
  note: string;
  referringSite: string;
  liveUrl: string;
}

/**
 * Replaces a step's notes (PUT replaces the whole of its data, so what else it holds is sent back unchanged) and
 * sends the job's referring site and live link only where they differ from `job`'s, so that an edit of the notes
 * never undoes a colleague's change of the links. A completed step keeps its notes: only changed links are sent.
 */
export function editStep(
  session: Session,
  step: Pick<BacklinkStep, 'id' | 'jobId' | 'data' | 'status'>,
  edit: StepEdit,
  job: { referringSite?: string | null; liveUrl?: string | null },
): Promise<BacklinkStep> {
  const { referringSite: _site, liveUrl: _live, ...kept } = (step.data ?? {}) as Record<string, unknown>;
  const links = {
    ...(edit.referringSite.trim() !== (job.referringSite ?? '') ? { referringSite: edit.referringSite.trim() } : {}),
    ...(edit.liveUrl.trim() !== (job.liveUrl ?? '') ? { liveUrl: edit.liveUrl.trim() } : {}),
  };
  const data = step.status === 'Completed' ? links : { ...kept, note: edit.note.trim(), ...links };
  return session.rest.put('/backlinks/jobs/{jobId}/steps/{id}', {
    path: { jobId: step.jobId, id: step.id },
    body: { data: data as never },
  });
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
