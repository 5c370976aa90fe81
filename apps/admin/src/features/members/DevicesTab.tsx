import { adminMemberEndpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { memberKeys } from './keys';

/** The devices the member signed in from, each with its sessions summed up. */
export const DevicesTab = ({ memberId }: { memberId: number }) => {
  const S = useTexts().members;
  const T = useTexts().memberTabs;
  const formatTime = useFormatTime();
  const query = useQuery({
    queryKey: memberKeys.devices(memberId),
    queryFn: () => call(adminMemberEndpoints.memberDevices, { params: { id: memberId } }),
  });
  return (
    <PagedTable<adminMemberEndpoints.MemberDevice>
      query={query}
      rows={query.data?.list}
      paging={15}
      empty={T.noDevices}
      rowKey="deviceId"
      columns={[
        {
          title: S.device,
          dataIndex: 'deviceId',
          render: (d: string, x) => (
            <>
              <Typography.Text code>{d}</Typography.Text>
              {x.userAgent && (
                <Typography.Text
                  type="secondary"
                  ellipsis
                  style={{ display: 'block', maxWidth: 380 }}
                >
                  {x.userAgent}
                </Typography.Text>
              )}
            </>
          ),
        },
        { title: T.sessionCount, dataIndex: 'sessions', align: 'right', width: 100 },
        { title: T.lastIp, dataIndex: 'lastIp', width: 150 },
        { title: T.firstSeen, dataIndex: 'firstSeenAt', render: formatTime, width: 170 },
        { title: S.lastSeen, dataIndex: 'lastSeenAt', render: formatTime, width: 170 },
        {
          title: S.status,
          dataIndex: 'live',
          width: 90,
          render: (live: boolean) => (
            <StatusTag tone={live ? 'good' : 'off'}>{live ? S.live : T.idle}</StatusTag>
          ),
        },
      ]}
    />
  );
};
