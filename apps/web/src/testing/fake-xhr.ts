/**
 * A stand-in for the browser's XMLHttpRequest (which jsdom cannot send to a stub) that the test
 * drives: progress, then the server's answer. Stub it with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  /** The connection dies before any answer. */
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
  abort() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number) {
    const event = new Event('progress') as ProgressEvent;
    Object.assign(event, { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}
