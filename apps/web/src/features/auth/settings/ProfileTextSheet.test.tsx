import { nicknamePayload } from '@lotto/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { fakeApi, renderWithApp } from '../../../shared/api/fake-api.test-support';
import { chooseLanguage } from '../../../shared/i18n';
import { errorText } from '../../../shared/i18n/errors';
import { ProfileTextSheet } from './ProfileTextSheet';

const show = (onSave: (value: string) => Promise<unknown>, onClose = () => {}) =>
  renderWithApp(
    <ProfileTextSheet
      title="Nickname"
      label="Nickname"
      hint="What others see"
      initial="Demo"
      field="nickname"
      invalid="profile.nickname.invalid"
      autoComplete="nickname"
      testId="nickname-sheet"
      onSave={onSave}
      onClose={onClose}
    />,
  );
const box = () => screen.getByRole('textbox') as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(async () => {
  await act(() => chooseLanguage('EN'));
  fakeApi({}); // no registration rules: the sheet judges by the contract alone
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile text sheet', () => {
  it('says the value is not accepted under a blank one and saves nothing', async () => {
    const saved: string[] = [];
    show(async (value) => saved.push(value));
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual([errorText('profile.nickname.invalid')]));
    expect(saved).toEqual([]);
  });

  it('saves the trimmed value as the contract carries it, then closes', async () => {
    const saved: string[] = [];
    let closed = false;
    show(
      async (value) => saved.push(value),
      () => {
        closed = true;
      },
    );
    fireEvent.change(box(), { target: { value: ' Lucky Star ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(saved.map((nickname) => nicknamePayload.parse({ nickname }))).toEqual([
      { nickname: 'Lucky Star' },
    ]);
  });

  it("shows the server's message under the field and keeps what was typed", async () => {
    show(async () => {
      throw new ApiError('profile.nickname.invalid', 'This nickname is not accepted', 400);
    });
    fireEvent.change(box(), { target: { value: 'Bad word' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['This nickname is not accepted']));
    expect(box().value).toBe('Bad word');
  });
});
