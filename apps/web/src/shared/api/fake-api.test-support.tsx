import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** A request the app sent: its text fields (JSON or multipart) and files. */
export interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
  files: Record<string, File[]>;
}

const bodyOf = (raw: unknown): Pick<Sent, 'body' | 'files'> => {
  if (!(raw instanceof FormData)) return { body: raw ? JSON.parse(String(raw)) : {}, files: {} };
  const body: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of raw.entries()) {
    if (typeof value === 'string') body[name] = value;
    else files[name] = [...(files[name] ?? []), value];
  }
  return { body, files };
};

/**
 * The network as the server answers it, by "METHOD /path": each answer is the envelope's
 * value, or a refusal. Returns the requests sent, for a test to read.
 */
export const fakeApi = (answers: Record<string, unknown>) => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    sent.push({ method, path, ...bodyOf(init.body) });
    const answer = answers[`${method} ${path}`];
    if (answer && typeof answer === 'object' && 'refused' in answer) {
      const envelope = { success: false, ...(answer.refused as object) };
      return new Response(JSON.stringify(envelope), { status: 400 });
    }
    return new Response(JSON.stringify({ success: true, value: answer ?? null }));
  });
  return sent;
};

/** A form as the app shows it: with a query client and a router. */
export const renderWithApp = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};
