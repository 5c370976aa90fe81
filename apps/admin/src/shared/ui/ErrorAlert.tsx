import { Alert, Typography } from 'antd';
import { errorCodeOf, errorTextOf } from '../api/error-text';

/** A refused action: the words in the operator's language and the server's error code. */
export const ErrorAlert = ({ error }: { error: Error | null }) => {
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={errorTextOf(error)}
      description={code && <Typography.Text type="secondary">{code}</Typography.Text>}
    />
  );
};
