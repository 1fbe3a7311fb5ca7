import type { UploadProgress } from '../api/upload-progress.ts';
import { callProblem } from '../api/rest-problem.ts';
import type { Session } from '../session/session.ts';

export interface LogoUpload {
  clientId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Stores a new logo for the firm (multipart, one part named "file"), reporting how far its bytes have gone. */
export function uploadLogo(session: Session, { clientId, file, onProgress, signal }: LogoUpload) {
  const body = new FormData();
  body.set('file', file, file.name);
  return session.rest.post('/clients/{id}/uploadLogo', { path: { id: clientId }, body, onProgress, signal });
}

/**
 * The firm's stored logo as bytes, or null when none was uploaded (404). The logo is served to signed-in readers
 * only, so an <img> cannot load its address itself: the page shows these bytes through a blob URL.
 */
export async function downloadLogo(session: Session, clientId: string, signal?: AbortSignal): Promise<Blob | null> {
  try {
    return (await session.rest.download('/clients/{id}/logo', { path: { id: clientId }, signal })).blob;
  } catch (error) {
    if (callProblem(error).status === 404) return null;
    throw error;
  }
}
