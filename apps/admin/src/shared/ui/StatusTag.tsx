import type { ReactNode } from 'react';

export type Tone = 'good' | 'bad' | 'wait' | 'off';

/** A status label in colours that keep WCAG AA contrast (antd's light tags fall short). */
export const StatusTag = ({ tone, children }: { tone: Tone; children: ReactNode }) => (
  <span className={`status-tag status-${tone}`}>{children}</span>
);

/** A signed amount: credits green, debits red, both dark enough to read. */
export const Amount = ({ value }: { value: string }) => (
  <span className={value.startsWith('-') ? 'amount-debit' : 'amount-credit'}>{value}</span>
);
