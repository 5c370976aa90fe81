import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type AdminCategory, adminGamesEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Switch, Typography } from 'antd';
import { call } from '../../shared/api/call';
import { fill, useLanguage, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { CategoryNames } from './CategoryNames';
import { gamesKeys } from './keys';
import { moved } from './order';
import { useRefusalText } from './refusal';

type Code = AdminCategory['code'];
type CategoryChange = { enabled?: boolean; names?: AdminCategory['names'] };

/** The categories: shown or not, their names per language and the order of the app's tabs. */
export const CategoriesPage = () => {
  const S = useTexts().games.categories;
  const language = useLanguage();
  const refusal = useRefusalText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const categories = useQuery({
    queryKey: gamesKeys.categories,
    queryFn: () => call(endpoints.categories),
  });
  const list = [...(categories.data?.list ?? [])].sort((a, b) => a.sort - b.sort);
  const nameOf = (c: AdminCategory) => (language === 'MY' ? c.names.MY : c.names.EN);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: Code; body: CategoryChange }) =>
      call(endpoints.updateCategory, { params: { code }, body }),
    onSuccess: (c, { body }) => {
      if (body.names) void message.success(fill(S.saved, { code: c.code }));
      refresh();
    },
    onError: (error) => void message.error(refusal(error)),
  });
  const order = useMutation({
    mutationFn: (codes: Code[]) => call(endpoints.orderCategories, { body: { codes } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(gamesKeys.categories, answer);
      void message.success(S.ordered);
      refresh();
    },
    onError: (error) => void message.error(refusal(error)),
  });
  const move = (index: number, by: -1 | 1) =>
    order.mutate(
      moved(
        list.map((c) => c.code),
        index,
        by,
      ),
    );
  const busy = (code: Code) => update.isPending && update.variables?.code === code;
  return (
    <Card title={S.title}>
      <Typography.Paragraph type="secondary">{S.help}</Typography.Paragraph>
      <PagedTable<AdminCategory>
        query={categories}
        rows={categories.data ? list : undefined}
        empty={S.empty}
        rowKey="code"
        columns={[
          {
            title: S.order,
            width: 90,
            render: (_, c, index) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={fill(S.up, { name: nameOf(c) })}
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={fill(S.down, { name: nameOf(c) })}
                  disabled={index === list.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                />
              </Space>
            ),
          },
          { title: S.code, dataIndex: 'code', width: 120 },
          {
            title: `${S.nameEN} | ${S.nameMY}`,
            render: (_, c) => (
              <CategoryNames
                key={`${c.names.EN}|${c.names.MY}`}
                category={c}
                saving={busy(c.code) && update.variables?.body.names !== undefined}
                onSave={(names) => update.mutate({ code: c.code, body: { names } })}
              />
            ),
          },
          {
            title: S.enabled,
            width: 90,
            render: (_, c) => (
              <Popconfirm
                title={fill(S.offConfirm, { name: nameOf(c) })}
                disabled={!c.enabled}
                onConfirm={() => update.mutate({ code: c.code, body: { enabled: false } })}
              >
                <Switch
                  aria-label={`${S.enabled}: ${nameOf(c)}`}
                  checked={c.enabled}
                  loading={busy(c.code) && update.variables?.body.enabled !== undefined}
                  onChange={(on) => {
                    if (on) update.mutate({ code: c.code, body: { enabled: true } });
                  }}
                />
              </Popconfirm>
            ),
          },
          { title: S.games, dataIndex: 'gameCount', width: 80, align: 'right' },
        ]}
      />
    </Card>
  );
};
