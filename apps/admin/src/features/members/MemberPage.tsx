import { ArrowLeftOutlined } from '@ant-design/icons';
import { adminEndpoints, type MemberDetail } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { QueryState } from '../../shared/ui/QueryState';
import { Amount, StatusTag } from '../../shared/ui/StatusTag';
import { AdjustmentForm } from './AdjustmentForm';
import { memberKeys } from './keys';
import { MemberLimits } from './MemberLimits';

const Profile = ({ detail }: { detail: MemberDetail }) => {
  const S = useTexts().members;
  const formatTime = useFormatTime();
  const m = detail.member;
  return (
    <Descriptions bordered size="small" column={3} title={S.profile}>
      <Descriptions.Item label={S.id}>{m.id}</Descriptions.Item>
      <Descriptions.Item label={S.username}>{m.username}</Descriptions.Item>
      <Descriptions.Item label={S.status}>
        <StatusTag tone={m.status === 'active' ? 'good' : 'bad'}>{m.status}</StatusTag>
      </Descriptions.Item>
      <Descriptions.Item label={S.mobile}>{m.mobile ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.email}>{m.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.realName}>{m.realName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.type}>{m.type}</Descriptions.Item>
      <Descriptions.Item label={S.vip}>{m.vipLevel}</Descriptions.Item>
      <Descriptions.Item label={S.joined}>{formatTime(m.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={S.lastLogin}>{formatTime(m.lastLoginAt)}</Descriptions.Item>
    </Descriptions>
  );
};

const Ledger = ({ memberId }: { memberId: number }) => {
  const S = useTexts().members;
  const formatTime = useFormatTime();
  const paging = usePaging(10);
  const query = useQuery({
    queryKey: memberKeys.ledger(memberId, paging.pageNo),
    queryFn: () =>
      call(adminEndpoints.memberLedger, {
        params: { id: memberId },
        query: pageQueryOf(paging),
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={S.ledger} size="small">
      <PagedTable
        query={query}
        rows={query.data?.list}
        paging={{ ...paging, total: query.data?.totalCount }}
        empty={S.noEntries}
        rowKey={(e) => `${e.transactionId}`}
        columns={[
          { title: S.started, dataIndex: 'createdAt', render: formatTime },
          { title: S.txType, dataIndex: 'type', render: (t: string) => <Tag>{t}</Tag> },
          {
            title: S.amount,
            dataIndex: 'amount',
            align: 'right',
            render: (a: string) => <Amount value={a} />,
          },
          { title: S.balanceAfter, dataIndex: 'balanceAfter', align: 'right' },
          { title: S.reference, dataIndex: 'reference', render: (r: string | null) => r ?? '—' },
        ]}
      />
    </Card>
  );
};

/** One member: profile, balances, sessions, ledger, responsible-play limits and manual adjustment. */
export const MemberPage = () => {
  const texts = useTexts();
  const S = texts.members;
  const formatTime = useFormatTime();
  const id = Number(useParams().id);
  const { can } = useSession();
  const query = useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: () => call(adminEndpoints.memberProfile, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const detail = query.data;
  return (
    <div className="page-stack">
      <div>
        <Link to="/members">
          <Button icon={<ArrowLeftOutlined />}>{texts.shell.back}</Button>
        </Link>
      </div>
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {detail && (
          <>
            <Card>
              <Profile detail={detail} />
            </Card>
            <Row gutter={16}>
              <Col span={can('members.adjust') ? 12 : 24}>
                <Card title={S.balances} size="small">
                  <Row gutter={16}>
                    {detail.balances.map((b) => (
                      <Col key={b.kind} span={8}>
                        <Statistic title={b.kind} value={b.balance} />
                      </Col>
                    ))}
                  </Row>
                </Card>
              </Col>
              {can('members.adjust') && (
                <Col span={12}>
                  <AdjustmentForm memberId={detail.member.id} />
                </Col>
              )}
            </Row>
            <Ledger memberId={detail.member.id} />
            <Row gutter={16}>
              <Col span={13}>
                <Card title={S.sessions} size="small">
                  <PagedTable
                    query={query}
                    rows={detail.sessions}
                    paging={10}
                    empty={S.noSessions}
                    rowKey="id"
                    columns={[
                      { title: S.started, dataIndex: 'createdAt', render: formatTime },
                      { title: S.lastSeen, dataIndex: 'lastSeenAt', render: formatTime },
                      { title: S.ip, dataIndex: 'ip' },
                      {
                        title: S.device,
                        dataIndex: 'userAgent',
                        ellipsis: true,
                        render: (ua: string | null) => ua ?? '—',
                      },
                      {
                        title: S.status,
                        dataIndex: 'live',
                        render: (live: boolean) => (
                          <StatusTag tone={live ? 'good' : 'off'}>
                            {live ? S.live : S.ended}
                          </StatusTag>
                        ),
                      },
                    ]}
                  />
                </Card>
              </Col>
              <Col span={11}>
                <MemberLimits limits={detail.limits} />
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </div>
  );
};
