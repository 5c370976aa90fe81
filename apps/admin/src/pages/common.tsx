import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { STRINGS } from '../strings';

/** Loading and error states every screen shares; the error offers to try again. */
export const QueryState = ({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean;
  error: Error | null;
  retry: () => void;
  children: ReactNode;
}) => {
  if (loading) return <Spin tip={STRINGS.shell.loading}>{<div style={{ height: 120 }} />}</Spin>;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={STRINGS.shell.loadFailed}
        description={error.message}
        action={<Button onClick={retry}>{STRINGS.shell.retry}</Button>}
      />
    );
  }
  return children;
};

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
export const formatTime = (ms: number | null): string => (ms === null ? '—' : TIME.format(ms));

/** A fresh key for a request that must not be done twice (adjustments). */
export const requestKey = (): string => crypto.randomUUID();

/** A status label in colours that keep WCAG AA contrast (antd's light tags fall short). */
export const StatusTag = ({
  tone,
  children,
}: {
  tone: 'good' | 'bad' | 'wait' | 'off';
  children: ReactNode;
}) => <span className={`status-tag status-${tone}`}>{children}</span>;

/** A signed amount: credits green, debits red, both dark enough to read. */
export const Amount = ({ value }: { value: string }) => (
  <span className={value.startsWith('-') ? 'amount-debit' : 'amount-credit'}>{value}</span>
);
