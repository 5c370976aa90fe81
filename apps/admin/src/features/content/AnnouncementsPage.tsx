import { type AnnouncementView, adminContentEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Segmented, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { AnnouncementDrawer } from './AnnouncementDrawer';
import { contentKeys } from './keys';

type Filter = 'all' | Exclude<AnnouncementView['type'], 'PR'>;
const FILTERS: Filter[] = ['all', 'PU', 'B', 'PL', 'H', 'A'];

/** The site's announcements by type: publish, edit with a phone preview, remove. */
export const AnnouncementsPage = () => {
  const T = useTexts().content;
  const S = T.announcements;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<AnnouncementView | 'new' | null>(null);
  const query = { ...pageQueryOf(paging), ...(filter === 'all' ? {} : { type: filter }) };
  const list = useQuery({
    queryKey: [...contentKeys.announcements, query],
    queryFn: () => call(endpoints.announcements, { query }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(endpoints.deleteAnnouncement, { params: { id } }),
    onSuccess: (r) => {
      void message.success(fill(S.deleted, { id: r.id }));
      void queryClient.invalidateQueries({ queryKey: contentKeys.announcements });
    },
    onError: (error) => void message.error(error.message),
  });
  const typeName = (t: AnnouncementView['type']) => (t === 'PR' ? S.promotionNotice : S.types[t]);
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
        options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? S.allTypes : S.types[f] }))}
        style={{ marginBottom: 12 }}
      />
      <PagedTable<AnnouncementView>
        query={list}
        rows={list.data?.list}
        empty={S.empty}
        rowKey="id"
        paging={{ ...paging, total: list.data?.totalCount }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: S.type, dataIndex: 'type', width: 140, render: typeName },
          {
            title: T.title,
            ellipsis: true,
            render: (_, a) =>
              CONTENT_LANGUAGES.map((l) => a.texts[l]?.title)
                .filter(Boolean)
                .join(' · '),
          },
          {
            title: S.execution,
            dataIndex: 'execution',
            width: 160,
            render: (e: AnnouncementView['execution']) => (e ? S.executions[e] : '—'),
          },
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
            dataIndex: 'running',
            width: 100,
            render: (running: boolean) => (
              <StatusTag tone={running ? 'good' : 'off'}>{running ? T.live : T.notLive}</StatusTag>
            ),
          },
          {
            title: '',
            width: 150,
            render: (_, a) =>
              a.type === 'PR' ? null : (
                <Space>
                  <Button size="small" onClick={() => setEditing(a)}>
                    {T.edit}
                  </Button>
                  <Popconfirm
                    title={fill(S.deleteConfirm, { id: a.id })}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(a.id)}
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
        <AnnouncementDrawer
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
};
