import { CheckCircleTwoTone } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { useSession } from '../shell/session';
import { fill, STRINGS } from '../strings';

const S = STRINGS.home;

export const HomePage = () => {
  const { operator } = useSession();
  if (!operator) return null;
  return (
    <div className="page-stack">
      <Typography.Title level={3}>{fill(S.welcome, { name: operator.username })}</Typography.Title>
      <Card title={S.permissions} style={{ maxWidth: 560 }}>
        <List
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
