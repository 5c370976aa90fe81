/** Texts of the form kit that every form shares: field controls and generic messages. */
export const EN = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clear: 'Clear',
  enterField: 'Please enter {{field}}',
} as const;
