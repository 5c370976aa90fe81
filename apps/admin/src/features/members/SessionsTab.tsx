import { adminMemberEndpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { memberKeys } from './keys';

/** The member's sign-ins, newest first: where from, on which device, live or ended. */
export const SessionsTab = ({ memberId }: { memberId: number }) => {
  const S = useTexts().members;
  const T = useTexts().memberTabs;
  const formatTime = useFormatTime();
  const paging = usePaging(15);
  const query = useQuery({
    queryKey: memberKeys.sessions(memberId, paging.pageNo),
    queryFn: () =>
      call(adminMemberEndpoints.memberSessions, {
        params: { id: memberId },
        query: pageQueryOf(paging),
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedTable<adminMemberEndpoints.MemberSession>
      query={query}
      rows={query.data?.list}
      paging={{ ...paging, total: query.data?.totalCount }}
      empty={S.noSessions}
      rowKey="id"
      columns={[
        { title: S.ip, dataIndex: 'ip', width: 130 },
        {
          title: S.device,
          dataIndex: 'deviceId',
          render: (d: string, s) => (
            <>
              <Typography.Text code>{d}</Typography.Text>
              {s.userAgent && (
                <Typography.Text
                  type="secondary"
                  ellipsis
                  style={{ display: 'block', maxWidth: 300 }}
                >
                  {s.userAgent}
                </Typography.Text>
              )}
            </>
          ),
        },
        { title: S.started, dataIndex: 'createdAt', render: formatTime, width: 180 },
        { title: S.lastSeen, dataIndex: 'lastSeenAt', render: formatTime, width: 180 },
        {
          title: S.status,
          width: 90,
          render: (_, s) => (
            <StatusTag tone={s.live ? 'good' : 'off'}>{s.live ? S.live : S.ended}</StatusTag>
          ),
        },
        {
          title: T.endedAt,
          dataIndex: 'endedAt',
          width: 180,
          render: (at: number | null, s) => (s.live ? '—' : at ? formatTime(at) : T.expired),
        },
      ]}
    />
  );
};
