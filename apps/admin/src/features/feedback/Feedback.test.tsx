import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '../../test/fake-server';
import { FeedbackEntryPage } from './FeedbackEntryPage';
import { FeedbackPage } from './FeedbackPage';
import { replyFormSchema } from './reply-form-schema';

const entry = {
  id: 4,
  memberId: 9,
  username: 'demo09',
  type: 'withdrawal',
  content: 'My withdrawal is late',
  createdAt: 0,
  images: [1],
  replies: [] as { id: number; content: string; repliedAt: number; read: boolean }[],
};

describe('reply form rule', () => {
  it('takes 1 to 1000 characters once trimmed', () => {
    expect(replyFormSchema.safeParse({ content: '  ' }).success).toBe(false);
    expect(replyFormSchema.safeParse({ content: 'Done' }).success).toBe(true);
    expect(replyFormSchema.safeParse({ content: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('FeedbackPage', () => {
  it('lists the open feedback by default and asks for the state in the address', async () => {
    const calls = fakeServer(['feedback.reply'], {
      'GET /admin/api/feedback': () => ({
        value: { pageNum: 1, totalCount: 1, totalPages: 1, list: [entry] },
      }),
    });
    renderScreen('/feedback', '/feedback?state=answered', <FeedbackPage />);
    expect(
      (await screen.findByText('My withdrawal is late')).closest('a')?.getAttribute('href'),
    ).toBe('/feedback/4');
    expect(
      calls.find((c) => c.url.pathname === '/admin/api/feedback')?.url.searchParams.get('state'),
    ).toBe('answered');
  });
});

describe('FeedbackEntryPage', () => {
  it('shows the text and image, refuses an empty reply, then sends one and shows it', async () => {
    let current = entry;
    const calls = fakeServer(['feedback.reply'], {
      'GET /admin/api/feedback/4': () => ({ value: current }),
      'POST /admin/api/feedback/4/replies': (_url, body) => {
        const content = (body as { content: string }).content;
        current = { ...entry, replies: [{ id: 1, content, repliedAt: 1, read: false }] };
        return { value: current };
      },
    });
    renderScreen('/feedback/:id', '/feedback/4', <FeedbackEntryPage />);
    expect(await screen.findByText('My withdrawal is late')).toBeTruthy();
    expect(screen.getByAltText('Image 1').getAttribute('src')).toBe(
      '/admin/api/feedback/4/images/1',
    );
    expect(screen.getByText('No reply yet.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    });
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/Your reply/), { target: { value: ' We paid it. ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'We paid it.' });
    expect(await screen.findByText('We paid it.', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'We paid it.' });
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
  });
});
