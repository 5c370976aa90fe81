import { ArrowLeftOutlined } from '@ant-design/icons';
import { adminEndpoints, type MemberDetail } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Row,
  Space,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { QueryState } from '../../shared/ui/QueryState';
import { Amount } from '../../shared/ui/StatusTag';
import { AdjustmentForm } from './AdjustmentForm';
import { DevicesTab } from './DevicesTab';
import { memberKeys } from './keys';
import { LimitsTab } from './LimitsTab';
import { MemberActions } from './MemberActions';
import { MemberStatus, typeName } from './member-labels';
import { RecordsTab } from './RecordsTab';
import { SessionsTab } from './SessionsTab';

type Member = MemberDetail['member'];

const Profile = ({ m }: { m: Member }) => {
  const texts = useTexts();
  const S = texts.members;
  const P = texts.memberProfile;
  const formatTime = useFormatTime();
  const locked = m.status === 'disabled';
  return (
    <Descriptions bordered size="small" column={3}>
      <Descriptions.Item label={S.id}>{m.id}</Descriptions.Item>
      <Descriptions.Item label={S.username}>{m.username}</Descriptions.Item>
      <Descriptions.Item label={S.status}>
        <MemberStatus status={m.status} />
      </Descriptions.Item>
      <Descriptions.Item label={S.type}>{typeName(texts, m.type)}</Descriptions.Item>
      <Descriptions.Item label={S.vip}>{m.vipLevel}</Descriptions.Item>
      <Descriptions.Item label={P.upline}>
        {m.uplineId ? <Link to={`/members/${m.uplineId}`}>{m.uplineName ?? m.uplineId}</Link> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={S.mobile}>{m.mobile ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.email}>{m.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.realName}>{m.realName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={S.joined}>{formatTime(m.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={S.lastLogin} span={2}>
        {m.lastLoginAt ? formatTime(m.lastLoginAt) : '—'}
      </Descriptions.Item>
      {locked && (
        <>
          <Descriptions.Item label={P.lockedAt}>
            {m.lockedAt ? formatTime(m.lockedAt) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={P.lockReason} span={2}>
            {m.lockReason ?? '—'}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
};

const Balances = ({ detail }: { detail: MemberDetail }) => {
  const { can } = useSession();
  return (
    <Row gutter={16}>
      <Col span={can('members.adjust') ? 12 : 24}>
        <Card size="small">
          <Row gutter={[16, 16]}>
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
  );
};

const Ledger = ({ memberId }: { memberId: number }) => {
  const S = useTexts().members;
  const formatTime = useFormatTime();
  const paging = usePaging(15);
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
    <PagedTable
      query={query}
      rows={query.data?.list}
      paging={{ ...paging, total: query.data?.totalCount }}
      empty={S.noEntries}
      rowKey={(e) => `${e.transactionId}`}
      columns={[
        { title: S.started, dataIndex: 'createdAt', render: formatTime, width: 170 },
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
  );
};

const TAB_KEYS = [
  'profile',
  'balances',
  'ledger',
  'sessions',
  'devices',
  'records',
  'limits',
] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (v: string | null): v is TabKey =>
  (TAB_KEYS as readonly (string | null)[]).includes(v);

/**
 * One member in tabs (the open tab in the address, so a reload or a link keeps it): profile,
 * balances, ledger, sessions, devices, bets and responsible play; with members.manage, lock,
 * type and stricter limits.
 */
export const MemberPage = () => {
  const texts = useTexts();
  const T = texts.memberTabs;
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'profile';
  const { can } = useSession();
  const manage = can('members.manage');
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
          <Card
            title={
              <Space>
                <Typography.Text strong>{detail.member.username}</Typography.Text>
                <Typography.Text type="secondary">#{detail.member.id}</Typography.Text>
                <MemberStatus status={detail.member.status} />
              </Space>
            }
            extra={manage ? <MemberActions member={detail.member} /> : null}
          >
            <Tabs
              activeKey={tab}
              onChange={(next) =>
                setParams(next === 'profile' ? {} : { tab: next }, { replace: true })
              }
              destroyOnHidden
              items={[
                { key: 'profile', label: T.profile, children: <Profile m={detail.member} /> },
                { key: 'balances', label: T.balances, children: <Balances detail={detail} /> },
                { key: 'ledger', label: T.ledger, children: <Ledger memberId={id} /> },
                { key: 'sessions', label: T.sessions, children: <SessionsTab memberId={id} /> },
                { key: 'devices', label: T.devices, children: <DevicesTab memberId={id} /> },
                { key: 'records', label: T.records, children: <RecordsTab memberId={id} /> },
                {
                  key: 'limits',
                  label: T.limits,
                  children: <LimitsTab memberId={id} manage={manage} />,
                },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </div>
  );
};
