/**
 * A stand-in XMLHttpRequest for the element tests' uploads: it reads the GraphQL multipart body as the service
 * does, reports half of the bytes sent, then waits until the test lets the rest go (so the bar can be seen
 * part-way), and answers what `onUpload` returns, or a refusal when the test asked for one.
 */
type OnUpload = (postId: string, file: File) => unknown;

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

export function installUploads(onUpload: OnUpload) {
  class UploadRequest extends EventTarget {
    upload = new EventTarget() as EventTarget & { onprogress: ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private headers: Record<string, string> = {};
    open() {}
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
      const operations = JSON.parse(String(body.get('operations')));
      const file = body.get('0') as File;
      sent.push({ headers: this.headers, operationName: operations.operationName });
      const total = file.size + 400;
      setTimeout(() => this.upload.onprogress?.(new ProgressEvent('progress', { loaded: Math.round(total / 2), total, lengthComputable: true })), 0);
      this.finish = () => {
        this.upload.onprogress?.(new ProgressEvent('progress', { loaded: total, total, lengthComputable: true }));
        const message = refusal;
        refusal = null;
        const data = message ? { data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } : { data: onUpload(operations.variables.input.socialMediaPostId, file) };
        Object.assign(this, { status: 200, statusText: 'OK', responseText: JSON.stringify(data) });
        this.onload?.();
      };
      pending.push(this.finish);
    }
  }
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = UploadRequest;
}
