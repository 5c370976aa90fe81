import {
  type BannerView,
  adminContentEndpoints as endpoints,
  HOME_BANNER_GROUP,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { BannerDrawer } from './BannerDrawer';
import { contentKeys } from './keys';

const GROUP = /^[a-z][a-z0-9_]{0,31}$/;

/** The banners of one group in display order: on/off, schedule, picture per language. */
export const BannersPage = () => {
  const T = useTexts().content;
  const S = T.banners;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [group, setGroup] = useState(HOME_BANNER_GROUP);
  const [typed, setTyped] = useState(HOME_BANNER_GROUP);
  const [editing, setEditing] = useState<BannerView | 'new' | null>(null);
  const list = useQuery({
    queryKey: [...contentKeys.banners, group],
    queryFn: () => call(endpoints.banners, { query: { group } }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(endpoints.deleteBanner, { params: { id } }),
    onSuccess: (r) => {
      void message.success(fill(S.deleted, { id: r.id }));
      void queryClient.invalidateQueries({ queryKey: contentKeys.banners });
    },
    onError: (error) => void message.error(error.message),
  });
  const actionText = (a: BannerView['action']) => {
    if (!a) return S.actions.NONE;
    const target =
      a.kind === 'PROMOTION'
        ? `#${a.promotionId}`
        : a.kind === 'GAME'
          ? `#${a.nodeId}`
          : a.kind === 'CATEGORY'
            ? a.gameType
            : a.kind === 'PATH'
              ? a.path
              : a.url;
    return `${S.actions[a.kind]}: ${target}`;
  };
  return (
    <Card
      title={S.title}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {S.create}
        </Button>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <label htmlFor="banner-group">{S.group}</label>
        <Input.Search
          id="banner-group"
          value={typed}
          status={GROUP.test(typed) ? undefined : 'error'}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => GROUP.test(v) && setGroup(v)}
          enterButton={S.show}
          style={{ width: 280 }}
        />
      </Space>
      <PagedTable<BannerView>
        query={list}
        rows={list.data?.list}
        empty={S.empty}
        rowKey="id"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: T.sort, dataIndex: 'sort', width: 70 },
          {
            title: S.picture,
            width: 130,
            render: (_, b) => {
              const text = b.texts.EN ?? b.texts.MY;
              return text ? <img className="content-thumb" src={text.imageUrl} alt="" /> : null;
            },
          },
          {
            title: T.title,
            ellipsis: true,
            render: (_, b) =>
              CONTENT_LANGUAGES.map((l) => b.texts[l]?.title)
                .filter(Boolean)
                .join(' · '),
          },
          { title: S.action, ellipsis: true, render: (_, b) => actionText(b.action) },
          {
            title: T.schedule,
            width: 190,
            render: (_, row) => (
              <span className="content-schedule">
                {row.startsAt === null ? T.fromNow : formatTime(row.startsAt)}
                <br />→ {row.endsAt === null ? T.untilRemoved : formatTime(row.endsAt)}
              </span>
            ),
          },
          {
            title: T.state,
            width: 110,
            render: (_, b) =>
              !b.enabled ? (
                <StatusTag tone="off">{S.off}</StatusTag>
              ) : (
                <StatusTag tone={b.running ? 'good' : 'wait'}>
                  {b.running ? T.live : T.notLive}
                </StatusTag>
              ),
          },
          {
            title: '',
            width: 150,
            render: (_, b) => (
              <Space>
                <Button size="small" onClick={() => setEditing(b)}>
                  {T.edit}
                </Button>
                <Popconfirm
                  title={fill(S.deleteConfirm, { id: b.id })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(b.id)}
                >
                  <Button danger size="small">
                    {T.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && (
        <BannerDrawer
          group={group}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
};
