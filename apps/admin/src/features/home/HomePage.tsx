import { CheckCircleTwoTone } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { fill, useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';

/** The operator's start: a welcome and what their role may do. */
export const HomePage = () => {
  const S = useTexts().home;
  const { operator } = useSession();
  if (!operator) return null;
  return (
    <div className="page-stack">
      <Typography.Title level={3}>{fill(S.welcome, { name: operator.username })}</Typography.Title>
      <Card title={S.permissions} style={{ maxWidth: 560 }}>
        <List
          size="small"
          dataSource={operator.permissions}
          renderItem={(p) => (
            <List.Item>
              <CheckCircleTwoTone twoToneColor="#52c41a" /> {S.permission[p]}
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
};
