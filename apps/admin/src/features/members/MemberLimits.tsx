import type { MemberDetail } from '@lotto/contract';
import { Card, Descriptions, Table } from 'antd';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { StatusTag } from '../../shared/ui/StatusTag';

type Limits = MemberDetail['limits'];

/** The member's responsible-play settings as they set them: limits with use, breaks, checks. */
export const MemberLimits = ({ limits }: { limits: Limits }) => {
  const S = useTexts().members;
  const formatTime = useFormatTime();
  return (
    <Card title={S.limits} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={S.restriction}>
          {limits.restriction ? (
            <StatusTag tone="bad">
              {`${S.restrictionKinds[limits.restriction.kind]} ${S.until} ${formatTime(limits.restriction.until)}`}
            </StatusTag>
          ) : (
            S.noRestriction
          )}
        </Descriptions.Item>
        <Descriptions.Item label={S.realityCheck}>
          {limits.realityCheckMinutes === 0
            ? S.off
            : fill(S.minutes, { n: limits.realityCheckMinutes })}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        pagination={false}
        rowKey={(l) => `${l.kind}-${l.period}`}
        dataSource={limits.limits.filter((l) => l.amount !== null || l.pending !== null)}
        locale={{ emptyText: S.noLimits }}
        columns={[
          {
            title: S.limitKind,
            render: (_, l) => `${S.limitKinds[l.kind]} / ${S.periods[l.period]}`,
          },
          { title: S.limitAmount, dataIndex: 'amount', render: (a: string | null) => a ?? '—' },
          { title: S.limitUsed, dataIndex: 'used' },
          {
            title: S.limitPending,
            render: (_, l) =>
              l.pending
                ? `${l.pending.amount ?? S.removed} ${S.from} ${formatTime(l.pending.from)}`
                : '—',
          },
        ]}
      />
    </Card>
  );
};
