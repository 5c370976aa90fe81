import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, currentLanguage, translate } from '../i18n';
import { requiredThen, say } from './checks';
import { FormField } from './FormField';
import { formSchema } from './schema';
import { useRecheck, useSchemaForm } from './use-schema-form';

type Values = { name: string; password: string; confirm: string };

/** Its label is read when the check runs, as a form's labels are: in the language of the time. */
const name = (value: string) => [
  ...(value.length < 3
    ? say('form.enterField', { field: translate(currentLanguage(), 'auth.fields.username') })
    : []),
  ...(/\d/.test(value) ? [] : [{ text: 'needs a digit' }]),
];
const SCHEMA = formSchema<keyof Values>(
  {
    name,
    password: requiredThen('auth.validation.enterPassword', () => true),
    confirm: requiredThen('auth.validation.enterPassword', () => true),
  },
  [{ field: 'confirm', as: 'password', message: { key: 'auth.validation.confirmMismatch' } }],
);

const Form = () => {
  const form = useSchemaForm<Values>(SCHEMA, { name: '', password: '', confirm: '' });
  useRecheck(form, 'password', 'confirm');
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <FormField control={form.control} name="name" label="Name" required />
      <FormField control={form.control} name="password" label="Password" type="password" />
      <FormField control={form.control} name="confirm" label="Confirm" type="password" />
      <button type="submit">Go</button>
    </form>
  );
};

const input = (field: string) =>
  screen.getByTestId(`field-${field}`).querySelector('input') as HTMLInputElement;
const message = (field: string) =>
  screen.getByTestId(`field-${field}`).querySelector('[role=alert]');

afterEach(async () => {
  cleanup();
  await act(() => chooseLanguage('EN'));
});

describe('the form kit', () => {
  it('marks required fields, lists all messages with commas, focuses the first invalid', async () => {
    await act(() => chooseLanguage('EN'));
    render(<Form />);
    expect(screen.getByTestId('field-name').textContent).toContain('*');
    expect(screen.getByTestId('field-password').textContent).not.toContain('*');
    fireEvent.click(screen.getByText('Go'));
    await waitFor(() =>
      expect(message('name')?.textContent).toBe('Please enter Username, needs a digit'),
    );
    expect(document.activeElement).toBe(input('name'));
    expect(message('password')?.textContent).toBe('Enter password');
  });

  it('re-checks the confirmation when the password changes', async () => {
    render(<Form />);
    fireEvent.change(input('password'), { target: { value: 'abc123' } });
    fireEvent.change(input('confirm'), { target: { value: 'abc124' } });
    fireEvent.blur(input('confirm'));
    await waitFor(() =>
      expect(message('confirm')?.textContent).toBe('Confirmation password not matched'),
    );
    fireEvent.change(input('password'), { target: { value: 'abc124' } });
    await waitFor(() => expect(message('confirm')).toBeNull());
  });

  it('shows the messages of filled fields in the new language 200 ms after a switch', async () => {
    render(<Form />);
    fireEvent.change(input('name'), { target: { value: 'x1' } });
    fireEvent.blur(input('name'));
    await waitFor(() => expect(message('name')?.textContent).toBe('Please enter Username'));
    await act(() => chooseLanguage('MY'));
    await waitFor(() => expect(message('name')?.textContent).toBe('ကျေးဇူးပြု၍ အသုံးပြုသူအမည် ထည့်ပါ'));
  });
});
