import { feedbackFields } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { FeedbackForm } from './FeedbackForm';

const content = () => screen.getByTestId('feedback-content');
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const show = (onSent = () => {}) =>
  renderWithApp(<FeedbackForm minWords={5} maxWords={50} onSent={onSent} />);

beforeEach(() => act(() => chooseLanguage('EN')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the feedback form', () => {
  it('counts the words and says the bounds under too short a text; sends nothing', async () => {
    const sent = fakeApi({});
    show();
    fireEvent.change(content(), { target: { value: 'too short' } });
    expect(screen.getByTestId('feedback-word-count').dataset.count).toBe('2');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(alerts()).toEqual(['Write between 5 and 50 words.']));
    expect((content() as HTMLTextAreaElement).value).toBe('too short');
    expect(sent).toEqual([]);
  });

  it('sends the type, the trimmed text and the images as the contract has them', async () => {
    const sent = fakeApi({ 'PUT /wps/feedback': { id: 7 } });
    const onSent = vi.fn();
    show(onSent);
    fireEvent.click(screen.getByTestId('feedback-type-withdrawal'));
    fireEvent.change(content(), { target: { value: ' My withdrawal has waited two days. ' } });
    const image = new File(['png'], 'shot.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('feedback-images'), { target: { files: [image] } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    // The form is done once it says it sent; ending earlier leaves its reply to land on a torn-down page.
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PUT');
    expect(feedbackFields.parse(sent[0]?.body)).toEqual({
      type: 'withdrawal',
      content: 'My withdrawal has waited two days.',
    });
    expect(sent[0]?.files.images?.map((f) => f.name)).toEqual(['shot.png']);
  });
});
