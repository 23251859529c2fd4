// A Server-Sent Events client over fetch, with no import of the app: the API tests
// (tests/api/events.test.ts) and the production-server tests (tests/e2e/realtime.spec.ts) share it.

/** One Server-Sent Events frame: a comment (`: …`), or an event with its fields. */
export type SseFrame = { id?: string; event?: string; data?: string; comments: string[]; retry?: string };

/**
 * A client of an event stream over fetch: frames as they arrive, waits for the one a test wants,
 * and tells when the server ended the stream.
 */
export class EventStreamClient {
  readonly frames: SseFrame[] = [];
  ended = false;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: string | undefined,
    private readonly abort: AbortController,
  ) {}

  /** Opens `${url}/api/v1/events`; `renderedAt` is a page's position, sent as `?last_event_id=`. */
  static async open(
    url: string,
    auth: { token?: string; cookie?: string },
    lastEventId?: string,
    renderedAt?: string,
  ): Promise<EventStreamClient> {
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
    const abort = new AbortController();
    const query = renderedAt === undefined ? "" : `?${new URLSearchParams({ last_event_id: renderedAt })}`;
    const response = await fetch(`${url}/api/v1/events${query}`, { headers, signal: abort.signal });
    const opened = new EventStreamClient(
      response.status,
      response.headers,
      response.ok ? undefined : await response.text(),
      abort,
    );
    if (response.ok && response.body) void opened.read(response.body);
    else opened.ended = true;
    return opened;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          this.frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // closed by close()
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The events (frames with an `event:`), data parsed. */
  events(type?: string): { id: string; event: string; data: any }[] {
    return this.frames
      .filter((frame) => frame.event && (!type || frame.event === type))
      .map((frame) => ({ id: frame.id!, event: frame.event!, data: JSON.parse(frame.data ?? "null") }));
  }

  /** Waits until `check` holds (over what has arrived), or fails after `timeoutMs`. */
  async until<T>(check: () => T | undefined | false, timeoutMs = 5_000, what = "a frame"): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found) return found;
      if (this.ended) throw new Error(`The stream ended before ${what} arrived: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${what} within ${timeoutMs} ms: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next event of `type` after the first `skip` of them. */
  next(type: string, skip = 0, timeoutMs?: number) {
    return this.until(() => this.events(type)[skip], timeoutMs, `"${type}" event #${skip + 1}`);
  }

  /** Resolves when the server has ended the stream; fails after `timeoutMs`. */
  async closedWithin(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The stream is still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
  }
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of text.split("\n")) {
    if (line.startsWith(":")) frame.comments.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id" || field === "event" || field === "retry") frame[field] = value;
      else if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    }
  }
  return frame;
}
