import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  adminContentEndpoints as endpoints,
  type HelpEntryBody,
  type HelpEntryView,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';
import { PagedTable } from '../../shared/ui/PagedTable';
import { blankHelpEntry, helpEntryValues, helpOrderChanges } from './content-forms';
import { HelpDrawer } from './HelpDrawer';
import { contentKeys } from './keys';

/** The help centre's entries in the order members see them: add, edit, reorder, remove. */
export const HelpPage = () => {
  const T = useTexts().content;
  const S = T.help;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<HelpEntryView | HelpEntryBody | null>(null);
  const list = useQuery({
    queryKey: contentKeys.help,
    queryFn: () => call(endpoints.helpEntries, { query: { device: 'MOBILE' } }),
  });
  const entries = list.data?.list ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contentKeys.help });
  const move = useMutation({
    // One save per entry whose order changes; the list is read again whatever happens.
    mutationFn: async ({ index, by }: { index: number; by: -1 | 1 }) => {
      for (const { entry, sort } of helpOrderChanges(entries, index, by)) {
        await call(endpoints.updateHelpEntry, {
          params: { id: entry.id },
          body: { ...helpEntryValues(entry), sort },
        });
      }
    },
    onSuccess: () => void message.success(S.moved),
    onError: (error) => void message.error(error.message),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(endpoints.deleteHelpEntry, { params: { id } }),
    onSuccess: (r) => {
      void message.success(fill(S.deleted, { id: r.id }));
      refresh();
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card
      title={S.title}
      extra={
        <Button type="primary" onClick={() => setEditing(blankHelpEntry(entries))}>
          {S.create}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{S.orderHint}</Typography.Paragraph>
      <PagedTable<HelpEntryView>
        query={list}
        rows={list.data?.list}
        empty={S.empty}
        rowKey="id"
        columns={[
          {
            title: T.sort,
            width: 110,
            render: (_, e, index) => (
              <Space size={4}>
                <Tooltip title={S.moveUp}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`${S.moveUp} ${e.id}`}
                    disabled={index === 0 || move.isPending}
                    onClick={() => move.mutate({ index, by: -1 })}
                  />
                </Tooltip>
                <Tooltip title={S.moveDown}>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`${S.moveDown} ${e.id}`}
                    disabled={index === entries.length - 1 || move.isPending}
                    onClick={() => move.mutate({ index, by: 1 })}
                  />
                </Tooltip>
              </Space>
            ),
          },
          { title: '#', dataIndex: 'id', width: 60 },
          ...CONTENT_LANGUAGES.map((language) => ({
            title: fill(T.titleIn, { language }),
            ellipsis: true,
            render: (_: unknown, e: HelpEntryView) => (
              <span lang={language.toLowerCase()}>{e.texts[language]?.title ?? '—'}</span>
            ),
          })),
          {
            title: '',
            width: 150,
            render: (_, e) => (
              <Space>
                <Button size="small" onClick={() => setEditing(e)}>
                  {T.edit}
                </Button>
                <Popconfirm
                  title={fill(S.deleteConfirm, { id: e.id })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(e.id)}
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
      {editing !== null && <HelpDrawer editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
};
