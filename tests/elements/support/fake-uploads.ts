/**
 * A stand-in XMLHttpRequest for the element tests' uploads: it reports half of the bytes sent, then waits until the
 * test lets the rest go (so the bar can be seen part-way), and answers what the fixture's handler returns.
 * `installUploads` reads a GraphQL multipart body as the service does and answers its data, or a refusal when the
 * test asked for one; `installUploadRequest` lets a fixture answer any upload (a REST one) itself.
 */
type OnUpload = (postId: string, file: File) => unknown;

/** What an upload sent, as the fixture's handler reads it. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}
export type UploadAnswer = { status: number; body: unknown };

let pending: Array<() => void> = [];
let refusal: string | null = null;
let aborted = 0;
const sent: Array<{ headers: Record<string, string>; operationName: string }> = [];

export const uploads = {
  reset() {
    pending = [];
    refusal = null;
    aborted = 0;
    sent.length = 0;
  },
  /** How many uploads the page called off while their bytes were going out. */
  aborted: () => aborted,
  /** Lets every upload that is waiting finish. */
  release() {
    const waiting = pending;
    pending = [];
    waiting.forEach((finish) => finish());
  },
  waiting: () => pending.length,
  refuseNext(message: string) {
    refusal = message;
  },
  sent: () => sent,
};

/** Every upload is answered by `answer` once the test releases it; `onSend` hears of it as its bytes start out. */
export function installUploadRequest(answer: (upload: SentUpload) => UploadAnswer, onSend: (upload: SentUpload) => void = () => {}) {
  class UploadRequest extends EventTarget {
    upload = new EventTarget() as EventTarget & { onprogress: ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    private finish: (() => void) | null = null;
    abort() {
      // Called off before the last byte: the service never gets the file.
      aborted += 1;
      pending = pending.filter((waiting) => waiting !== this.finish);
      this.onabort?.();
    }
    send(body: FormData) {
      const upload = { url: this.url, headers: this.headers, body };
      onSend(upload);
      const total = [...body.values()].reduce((bytes, value) => bytes + (value instanceof File ? value.size : 0), 400);
      setTimeout(
        () => this.upload.onprogress?.(new ProgressEvent('progress', { loaded: Math.round(total / 2), total, lengthComputable: true })),
        0,
      );
      this.finish = () => {
        this.upload.onprogress?.(new ProgressEvent('progress', { loaded: total, total, lengthComputable: true }));
        const { status, body: answered } = answer(upload);
        Object.assign(this, { status, statusText: status < 300 ? 'OK' : 'Refused', responseText: JSON.stringify(answered) });
        this.onload?.();
      };
      pending.push(this.finish);
    }
  }
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = UploadRequest;
}

/** GraphQL uploads: `onUpload` answers the mutation's data, unless the test asked for a refusal. */
export function installUploads(onUpload: OnUpload) {
  const operationsOf = (body: FormData) => JSON.parse(String(body.get('operations')));
  installUploadRequest(
    ({ body }) => {
      const message = refusal;
      refusal = null;
      const operations = operationsOf(body);
      const data = message
        ? { data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }
        : { data: onUpload(operations.variables.input.socialMediaPostId, body.get('0') as File) };
      return { status: 200, body: data };
    },
    ({ headers, body }) => void sent.push({ headers, operationName: operationsOf(body).operationName }),
  );
}
