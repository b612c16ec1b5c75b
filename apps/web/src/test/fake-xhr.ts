/**
 * A stand-in for XMLHttpRequest (lib/upload.ts): records each request and lets a test drive its
 * upload progress and answer. Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeXhr.instances.push(this);
  }

  static reset(): void {
    FakeXhr.instances = [];
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XMLHttpRequest was made');
    return xhr;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown): void {
    this.body = body;
  }

  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }

  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }

  fail(type: 'error' | 'timeout'): void {
    this.events.dispatchEvent(new Event(type));
  }
}
