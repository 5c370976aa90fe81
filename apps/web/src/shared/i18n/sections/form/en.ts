/** Texts of the form kit that every form shares: field controls and generic messages. */
export const EN = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clear: 'Clear',
  /** An amount of money as the member types it: digits, at most 2 decimals. */
  amountInvalid: 'Enter an amount like 100 or 100.50',
  enterField: 'Please enter {{field}}',
} as const;
