import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n';

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
  const { shell } = useTexts();
  if (loading) return <Spin tip={shell.loading}>{<div style={{ height: 120 }} />}</Spin>;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={shell.loadFailed}
        description={error.message}
        action={<Button onClick={retry}>{shell.retry}</Button>}
      />
    );
  }
  return children;
};
