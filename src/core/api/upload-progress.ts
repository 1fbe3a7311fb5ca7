/** How far an upload's bytes have gone: `total` is the whole request body, known once sending starts. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

// Statuses whose responses may carry no body: the Response constructor refuses one.
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A POST that reports its upload's progress. fetch cannot (a streamed request body needs HTTP/2, and reports what
 * was handed over, not what was sent), so this is XMLHttpRequest's upload progress, answered as a fetch
 * Response so the rest of the upload path reads it like any other.
 */
export function postWithProgress(
  url: string,
  init: { body: FormData; headers: Record<string, string>; signal?: AbortSignal },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const aborted = () => reject(init.signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    if (init.signal?.aborted) return aborted();
    request.open('POST', url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => {
      const headers = { 'content-type': request.getResponseHeader('content-type') ?? 'text/plain' };
      resolve(
        new Response(NO_BODY.has(request.status) ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers,
        }),
      );
    };
    // As fetch does: a network failure is a TypeError, whatever the browser's event says.
    request.onerror = () => reject(new TypeError(`The upload to ${url} failed: the network did not answer.`));
    request.onabort = aborted;
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body);
  });
}
