import { DownloadOutlined } from '@ant-design/icons';
import type { AdminEndpointSpec } from '@lotto/contract';
import { Button } from 'antd';
import { urlOf } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';

/**
 * The table as CSV: a plain link to the endpoint's `/csv` twin with the same query. A GET needs
 * no CSRF token and the session cookie travels with it, so the browser downloads it itself.
 */
export const CsvButton = ({
  endpoint,
  query,
}: {
  endpoint: AdminEndpointSpec;
  query: Record<string, string | number | undefined>;
}) => {
  const S = useTexts().reports;
  return (
    <Button size="small" icon={<DownloadOutlined />} href={urlOf(endpoint, { query })} download>
      {S.csv}
    </Button>
  );
};
