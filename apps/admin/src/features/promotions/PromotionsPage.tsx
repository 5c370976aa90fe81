import {
  type AdminPromotion,
  adminPromotionEndpoints as endpoints,
  PROMOTION_ADMIN_STATUSES,
  type PromotionAdminStatus,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Progress, Segmented, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { errorTextOf } from '../../shared/api/error-text';
import { fill, useLanguage, useTexts } from '../../shared/i18n';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { StatusTag, type Tone } from '../../shared/ui/StatusTag';
import { promotionKeys } from './keys';
import { PromotionDrawer } from './PromotionDrawer';

type Filter = PromotionAdminStatus | 'all';
type Move = 'pause' | 'resume' | 'end';

const TONES: Record<PromotionAdminStatus, Tone> = {
  scheduled: 'wait',
  running: 'good',
  paused: 'bad',
  ended: 'off',
};
const MOVES = {
  pause: endpoints.pausePromotion,
  resume: endpoints.resumePromotion,
  end: endpoints.endPromotion,
};
const LOCALES = { EN: 'en-GB', MY: 'my-MM', ZH: 'zh-CN' } as const;

/** An amount with its thousands grouped: budgets run to millions. */
export const grouped = (amount: string): string =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Share of the budget paid, 0 to 100. */
export const budgetPercent = (p: Pick<AdminPromotion, 'paid' | 'budget'>): number => {
  const budget = Number(p.budget);
  return budget > 0 ? Math.min(100, Math.round((Number(p.paid) / budget) * 100)) : 0;
};

/** The site's promotions by status: create, edit with a phone preview, pause, resume, end. */
export const PromotionsPage = () => {
  const S = useTexts().promotions;
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const [moving, setMoving] = useState<{ move: Move; promotion: AdminPromotion } | null>(null);
  const query = { ...pageQueryOf(paging), ...(filter === 'all' ? {} : { status: filter }) };
  const list = useQuery({
    queryKey: promotionKeys.list(filter, paging.pageNo, paging.pageSize),
    queryFn: () => call(endpoints.promotions, { query }),
  });
  const timeZone = list.data?.timeZone ?? 'UTC';
  const titleOf = (p: AdminPromotion) =>
    (language === 'MY' ? p.texts.MY?.title : undefined) ?? p.texts.EN?.title ?? `#${p.id}`;
  const move = useMutation({
    mutationFn: (m: { move: Move; promotion: AdminPromotion; reason: string }) =>
      call(MOVES[m.move], { params: { id: m.promotion.id }, body: { reason: m.reason } }),
    onSuccess: (p, m) => {
      const text = { pause: S.paused, resume: S.resumed, end: S.ended }[m.move];
      void message.success(fill(text, { title: titleOf(p) }));
      setMoving(null);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
    onError: (error) => void message.error(errorTextOf(error)),
  });
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone });
  return (
    <Card
      title={S.title}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {S.create}
        </Button>
      }
    >
      <Segmented<Filter>
        value={filter}
        onChange={(f) => {
          setFilter(f);
          paging.reset();
        }}
        options={(['all', ...PROMOTION_ADMIN_STATUSES] as const).map((f) => ({
          value: f,
          label: f === 'all' ? S.allStatuses : S.statuses[f],
        }))}
        style={{ marginBottom: 12 }}
      />
      <PagedTable<AdminPromotion>
        query={list}
        rows={list.data?.list}
        empty={S.empty}
        rowKey="id"
        tableLayout="fixed"
        paging={{ ...paging, total: list.data?.totalCount }}
        columns={[
          { title: '#', dataIndex: 'id', width: 50 },
          {
            title: S.promotion,
            render: (_, p) => (
              <div className="promotion-cell">
                <img src={p.imageUrl} alt="" width={70} height={30} />
                <div>
                  <Typography.Text strong ellipsis={{ tooltip: true }}>
                    {titleOf(p)}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis>
                    {S.kinds[p.kind]}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          {
            title: fill(S.period, { zone: timeZone }),
            width: 150,
            render: (_, p) => (
              <span className="content-schedule">
                {day.format(p.startsAt)}
                <br />→ {p.endsAt === null ? S.noEnd : day.format(p.endsAt)}
              </span>
            ),
          },
          {
            title: S.status,
            width: 120,
            render: (_, p) => {
              const tag = <StatusTag tone={TONES[p.status]}>{S.statuses[p.status]}</StatusTag>;
              return p.statusReason ? <Tooltip title={p.statusReason}>{tag}</Tooltip> : tag;
            },
          },
          {
            title: S.budget,
            width: 190,
            render: (_, p) => (
              <div className="promotion-budget">
                <Progress percent={budgetPercent(p)} size="small" showInfo={false} />
                <span>
                  {fill(S.budgetUsed, { paid: grouped(p.paid), budget: grouped(p.budget) })}
                </span>
                <Typography.Text type="secondary">
                  {fill(S.budgetLeft, { left: grouped(p.left) })}
                </Typography.Text>
              </div>
            ),
          },
          { title: S.claims, dataIndex: 'claims', width: 76, align: 'right' },
          {
            title: '',
            width: 200,
            render: (_, p) => (
              <Space size={4} wrap>
                {p.status !== 'ended' && (
                  <Button size="small" onClick={() => setEditing(p)}>
                    {S.edit}
                  </Button>
                )}
                {(p.status === 'running' || p.status === 'scheduled') && (
                  <Button size="small" onClick={() => setMoving({ move: 'pause', promotion: p })}>
                    {S.pause}
                  </Button>
                )}
                {p.status === 'paused' && (
                  <Button size="small" onClick={() => setMoving({ move: 'resume', promotion: p })}>
                    {S.resume}
                  </Button>
                )}
                {p.status !== 'ended' && (
                  <Button
                    size="small"
                    danger
                    onClick={() => setMoving({ move: 'end', promotion: p })}
                  >
                    {S.end}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ReasonDialog
        open={moving !== null}
        title={
          moving
            ? fill({ pause: S.pauseTitle, resume: S.resumeTitle, end: S.endTitle }[moving.move], {
                title: titleOf(moving.promotion),
              })
            : ''
        }
        okText={moving ? { pause: S.pause, resume: S.resume, end: S.end }[moving.move] : ''}
        label={S.reason}
        loading={move.isPending}
        danger={moving?.move !== 'resume'}
        onCancel={() => setMoving(null)}
        onSubmit={(reason) => moving && move.mutate({ ...moving, reason })}
      >
        {moving && (
          <Typography.Paragraph type="secondary">
            {{ pause: S.pauseHint, resume: S.resumeHint, end: S.endHint }[moving.move]}
          </Typography.Paragraph>
        )}
      </ReasonDialog>
      {editing !== null && (
        <PromotionDrawer
          editing={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
};
