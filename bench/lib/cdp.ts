/**
 * A minimal Chrome DevTools Protocol client over Node's own WebSocket: the benches need a few
 * commands and events of one page, not a browser automation library.
 */
type Params = Record<string, unknown>;
type Handler = (params: Params) => void;

export interface CdpPage {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  /** Calls `handler` with the params of every `event` from now on. */
  on(event: string, handler: Handler): void;
  close(): void;
}

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: unknown;
  error?: { message: string };
}

const COMMAND_LIMIT_MS = 60_000;

/** The debugging socket of the first page target of the browser listening on `port`. */
const pageSocketUrl = async (port: number): Promise<string> => {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    type: string;
    webSocketDebuggerUrl?: string;
  }>;
  const url = targets.find((t) => t.type === 'page')?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no page target on port ${port}`);
  return url;
};

export const connectToPage = async (port: number): Promise<CdpPage> => {
  const socket = new WebSocket(await pageSocketUrl(port));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('CDP socket failed')), { once: true });
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const handlers = new Map<string, Handler[]>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting && message.id !== undefined) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    } else if (message.method) {
      for (const handler of handlers.get(message.method) ?? []) handler(message.params ?? {});
    }
  });
  let nextId = 1;
  return {
    send: <T>(method: string, params: Params = {}) => {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      // A command Chrome never answers must not hang the bench.
      const limit = AbortSignal.timeout(COMMAND_LIMIT_MS);
      return new Promise<T>((resolve, reject) => {
        limit.addEventListener('abort', () => reject(new Error(`${method}: no answer`)));
        pending.set(id, { resolve: (v) => resolve(v as T), reject });
      });
    },
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    close: () => socket.close(),
  };
};
