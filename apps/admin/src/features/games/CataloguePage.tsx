import {
  type AdminCategory,
  type AdminGame,
  adminGamesEndpoints as endpoints,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useLanguage, useTexts } from '../../shared/i18n';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { GameDrawer } from './GameDrawer';
import { gamesKeys } from './keys';
import { useRefusalText } from './refusal';
import { percentOfBp } from './rtp';

type Flag = 'isHot' | 'isNew' | 'hidden';
type Category = AdminCategory['code'];
type GameSort = endpoints.GameSort;

interface Filter {
  q: string;
  vendor: string | undefined;
  category: Category | undefined;
  sort: GameSort;
}

/** The catalogue: find games, flag them hot, new or hidden, and open one to set RTP or icon. */
export const CataloguePage = () => {
  const S = useTexts().games.catalogue;
  const language = useLanguage();
  const refusal = useRefusalText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const paging = usePaging(20);
  const [filter, setFilter] = useState<Filter>({
    q: '',
    vendor: undefined,
    category: undefined,
    sort: 'name',
  });
  const [open, setOpen] = useState<AdminGame | null>(null);
  const change = (next: Partial<Filter>) => {
    setFilter({ ...filter, ...next });
    paging.reset();
  };
  const query = {
    ...pageQueryOf(paging),
    sort: filter.sort,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  const games = useQuery({
    queryKey: gamesKeys.list(query),
    queryFn: () => call(endpoints.games, { query }),
    placeholderData: (previous) => previous,
  });
  const vendors = useQuery({ queryKey: gamesKeys.vendors, queryFn: () => call(endpoints.vendors) });
  const categories = useQuery({
    queryKey: gamesKeys.categories,
    queryFn: () => call(endpoints.categories),
  });
  const categoryName = (code: string) => {
    const c = categories.data?.list.find((x) => x.code === code);
    return c ? (language === 'MY' ? c.names.MY : c.names.EN) : code;
  };
  const nameOf = (g: AdminGame) =>
    (language === 'MY' ? g.names.MY : undefined) ?? g.names.EN ?? g.code;
  const flag = useMutation({
    mutationFn: ({ game, key, on }: { game: AdminGame; key: Flag; on: boolean }) =>
      call(endpoints.updateGame, { params: { id: game.id }, body: { [key]: on } }),
    onSuccess: (g) => {
      void message.success(fill(S.saved, { name: nameOf(g) }));
      void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
    },
    onError: (error) => void message.error(refusal(error)),
  });
  const busy = (g: AdminGame, key: Flag) =>
    flag.isPending && flag.variables?.game.id === g.id && flag.variables.key === key;
  const toggle = (g: AdminGame, key: Flag, label: string) => (
    <Switch
      size="small"
      aria-label={fill(S.toggle, { flag: label, name: nameOf(g) })}
      checked={g[key]}
      loading={busy(g, key)}
      onChange={(on) => {
        // Hiding asks first (the confirm around the switch); everything else applies at once.
        if (key !== 'hidden' || !on) flag.mutate({ game: g, key, on });
      }}
    />
  );
  return (
    <Card title={S.title}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={S.search}
          placeholder={S.search}
          style={{ width: 280 }}
          maxLength={60}
          onSearch={(q) => change({ q })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={S.vendor}
          placeholder={S.allVendors}
          style={{ width: 200 }}
          value={filter.vendor}
          onChange={(vendor) => change({ vendor })}
          options={vendors.data?.list.map((v) => ({ value: v.code, label: v.name }))}
        />
        <Select
          allowClear
          aria-label={S.category}
          placeholder={S.allCategories}
          style={{ width: 180 }}
          value={filter.category}
          onChange={(category) => change({ category })}
          options={categories.data?.list
            .filter((c) => c.code !== 'HOT')
            .map((c) => ({ value: c.code, label: categoryName(c.code) }))}
        />
        <Select<GameSort>
          aria-label={S.sortBy}
          style={{ width: 170 }}
          value={filter.sort}
          onChange={(sort) => change({ sort })}
          options={endpoints.GAME_SORTS.map((s) => ({
            value: s,
            label: `${S.sortBy}: ${S.sorts[s]}`,
          }))}
        />
      </Space>
      <PagedTable<AdminGame>
        query={games}
        rows={games.data?.list}
        paging={{ ...paging, total: games.data?.totalCount }}
        empty={S.empty}
        rowKey="id"
        columns={[
          {
            title: S.icon,
            width: 56,
            render: (_, g) => (
              <img
                src={g.icon}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                style={{ borderRadius: 8, objectFit: 'cover', display: 'block' }}
              />
            ),
          },
          {
            title: S.name,
            render: (_, g) => (
              <div>
                <div>{nameOf(g)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {g.code}
                </Typography.Text>
              </div>
            ),
          },
          { title: S.vendor, dataIndex: 'vendorName', width: 150 },
          { title: S.category, width: 130, render: (_, g) => categoryName(g.category) },
          {
            title: S.rtp,
            width: 150,
            render: (_, g) =>
              g.ownRtpBp === null ? (
                <span>
                  {percentOfBp(g.rtpBp)}{' '}
                  <Typography.Text type="secondary">({S.vendorsRtp})</Typography.Text>
                </span>
              ) : (
                percentOfBp(g.ownRtpBp)
              ),
          },
          { title: S.hot, width: 64, render: (_, g) => toggle(g, 'isHot', S.hot) },
          { title: S.new, width: 64, render: (_, g) => toggle(g, 'isNew', S.new) },
          {
            title: S.hidden,
            width: 72,
            render: (_, g) => (
              <Popconfirm
                title={fill(S.hideConfirm, { name: nameOf(g) })}
                disabled={g.hidden}
                onConfirm={() => flag.mutate({ game: g, key: 'hidden', on: true })}
              >
                {toggle(g, 'hidden', S.hidden)}
              </Popconfirm>
            ),
          },
          {
            title: '',
            width: 80,
            render: (_, g) => (
              <Button size="small" onClick={() => setOpen(g)}>
                {S.edit}
              </Button>
            ),
          },
        ]}
      />
      {open && (
        <GameDrawer
          key={open.id}
          game={open}
          vendorRtpBp={vendors.data?.list.find((v) => v.code === open.vendor)?.rtpBp}
          onClose={() => setOpen(null)}
          onChanged={setOpen}
        />
      )}
    </Card>
  );
};
