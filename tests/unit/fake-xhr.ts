// Node has no XMLHttpRequest: this stand-in records what it is asked to send and lets the test say how far the
// bytes went and what came back, as a browser's would.
export class FakeRequest {
  static last: FakeRequest | undefined;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, statusText: 'OK', responseText: JSON.stringify(body) });
    this.onload?.();
  }
}
