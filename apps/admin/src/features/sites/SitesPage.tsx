import { PlusOutlined } from '@ant-design/icons';
import { adminSiteEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { siteKeys } from './keys';
import { NewSiteDialog } from './NewSiteDialog';

type SiteRow = ReturnType<typeof endpoints.siteSummary.parse>;

/** Every branded site of the installation, and a new one from a template. */
export const SitesPage = () => {
  const S = useTexts().sites;
  const formatTime = useFormatTime();
  const [creating, setCreating] = useState(false);
  const sites = useQuery({ queryKey: siteKeys.all, queryFn: () => call(endpoints.sites) });
  const list = sites.data?.list ?? [];
  return (
    <Card
      title={S.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {S.newSite}
        </Button>
      }
    >
      <PagedTable<SiteRow>
        query={sites}
        rows={sites.data?.list}
        empty={S.empty}
        rowKey="id"
        columns={[
          {
            title: S.code,
            dataIndex: 'code',
            width: 120,
            render: (code: string) => <Link to={`/sites/${code}`}>{code}</Link>,
          },
          { title: S.name, dataIndex: 'name' },
          {
            title: S.hosts,
            dataIndex: 'hostNames',
            render: (hosts: string[]) => (
              <Space size={4} wrap>
                {hosts.map((h) => (
                  <Tag key={h}>{h}</Tag>
                ))}
              </Space>
            ),
          },
          { title: S.languages, dataIndex: 'languages', render: (l: string[]) => l.join(', ') },
          {
            title: S.state,
            dataIndex: 'underMaintenanceNow',
            width: 150,
            render: (down: boolean) => (
              <StatusTag tone={down ? 'wait' : 'good'}>
                {down ? S.underMaintenance : S.live}
              </StatusTag>
            ),
          },
          { title: S.created, dataIndex: 'createdAt', width: 170, render: formatTime },
          {
            key: 'open',
            width: 90,
            render: (_, site) => <Link to={`/sites/${site.code}`}>{S.open}</Link>,
          },
        ]}
      />
      {creating && <NewSiteDialog open templates={list} onClose={() => setCreating(false)} />}
    </Card>
  );
};
