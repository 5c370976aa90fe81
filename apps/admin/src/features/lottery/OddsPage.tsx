import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useLanguage, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { GamePicker, useChosenGame } from './GamePicker';
import { lotteryKeys } from './keys';
import { chanceOf, percentOf } from './numbers';
import { serverFieldsOf } from './server-fields';
import type { AdminOddsAnswer } from './types';
import { useLotteryGames } from './use-games';

type BetType = AdminOddsAnswer['betTypes'][number];
interface Row {
  key: string;
  type: BetType;
  tier: BetType['tiers'][number];
  /** Rows of its bet type: the first spans them, the others none. */
  span: number;
}

const rowsOf = (odds: AdminOddsAnswer | undefined): Row[] | undefined =>
  odds?.betTypes.flatMap((type) =>
    type.tiers.map((tier, i) => ({
      key: `${type.code}:${tier.tier}`,
      type,
      tier,
      span: i === 0 ? type.tiers.length : 0,
    })),
  );

/** What the operator changes: the prize group range and the bet types offered. */
interface Draft {
  minGroup: number | null;
  maxGroup: number | null;
  offered: Set<string>;
}
const draftOf = (odds: AdminOddsAnswer): Draft => ({
  minGroup: odds.minGroup,
  maxGroup: odds.maxGroup,
  offered: new Set(odds.betTypes.filter((t) => t.offered).map((t) => t.code)),
});

/**
 * Each bet type's tiers with prize, chance and return at the lowest and highest prize group;
 * the range and the bet types offered are edited here (fixed-odds games: only the bet types).
 */
export const LotteryOddsPage = () => {
  const S = useTexts().lotteryOdds;
  const games = useLotteryGames();
  const { game, choose } = useChosenGame(games.data?.list);
  return (
    <Card
      title={S.title}
      extra={
        games.data && (
          <GamePicker games={games.data.list} value={game?.id} onChange={(id) => choose(id)} />
        )
      }
    >
      {game ? (
        <OddsOf key={game.id} gameId={game.id} />
      ) : (
        <PagedTable query={games} rows={[]} empty={S.noGames} columns={[]} />
      )}
    </Card>
  );
};

const OddsOf = ({ gameId }: { gameId: number }) => {
  const S = useTexts().lotteryOdds;
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const odds = useQuery({
    queryKey: lotteryKeys.odds(gameId),
    queryFn: () => call(endpoints.odds, { params: { id: gameId } }),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft ?? (odds.data ? draftOf(odds.data) : null);
  const fixed = odds.data?.scale === null;
  const save = useMutation({
    mutationFn: (d: Draft) =>
      call(endpoints.editOdds, {
        params: { id: gameId },
        body: {
          minGroup: d.minGroup ?? 0,
          maxGroup: d.maxGroup ?? 0,
          betTypes: [...d.offered],
        },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(lotteryKeys.odds(gameId), answer);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.games });
      setDraft(null);
      void message.success(S.saved);
    },
  });
  const change = (next: Partial<Draft>) => current && setDraft({ ...current, ...next });
  const toggle = (code: string, on: boolean) => {
    if (!current) return;
    const offered = new Set(current.offered);
    if (on) offered.add(code);
    else offered.delete(code);
    change({ offered });
  };
  const span = (r: Row) => ({ rowSpan: r.span });
  const refusals = serverFieldsOf(save.error);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {odds.data && current && (
        <>
          {fixed ? (
            <Alert showIcon type="info" title={S.fixed} />
          ) : (
            <Alert
              showIcon
              type="info"
              title={fill(S.floor, {
                floor: percentOf(odds.data.floor.exact),
                scale: odds.data.scale ?? 0,
              })}
            />
          )}
          <Form layout="inline" component="div">
            <Space wrap align="center">
              <Form.Item label={S.minGroup} htmlFor="odds-min-group" style={{ marginBottom: 0 }}>
                <InputNumber
                  id="odds-min-group"
                  value={current.minGroup}
                  min={1}
                  max={100_000}
                  precision={0}
                  disabled={fixed}
                  onChange={(v) => change({ minGroup: v })}
                />
              </Form.Item>
              <Form.Item label={S.maxGroup} htmlFor="odds-max-group" style={{ marginBottom: 0 }}>
                <InputNumber
                  id="odds-max-group"
                  value={current.maxGroup}
                  min={1}
                  max={100_000}
                  precision={0}
                  disabled={fixed}
                  onChange={(v) => change({ maxGroup: v })}
                />
              </Form.Item>
              <Button
                type="primary"
                disabled={
                  draft === null ||
                  current.offered.size === 0 ||
                  current.minGroup === null ||
                  current.maxGroup === null
                }
                loading={save.isPending}
                onClick={() => save.mutate(current)}
              >
                {S.save}
              </Button>
              {draft && (
                <Button onClick={() => setDraft(null)} disabled={save.isPending}>
                  {S.undo}
                </Button>
              )}
            </Space>
          </Form>
          {current.offered.size === 0 && <Alert showIcon type="warning" title={S.noneOffered} />}
          {save.error && (
            <Alert
              showIcon
              type="error"
              title={save.error.message}
              description={
                refusals.length > 0 ? (
                  <ul className="lottery-refusals">
                    {refusals.map((f) => (
                      <li
                        key={`${f.field}:${f.message}`}
                      >{`${S.fields[f.field as keyof typeof S.fields] ?? f.field}: ${f.message}`}</li>
                    ))}
                  </ul>
                ) : null
              }
            />
          )}
        </>
      )}
      <PagedTable<Row>
        query={odds}
        rows={rowsOf(odds.data)}
        empty={S.empty}
        rowKey="key"
        bordered
        columns={[
          {
            title: S.offered,
            width: 80,
            onCell: span,
            render: (_, r) => (
              <Checkbox
                aria-label={fill(S.offer, { name: r.type.name.EN })}
                checked={current?.offered.has(r.type.code) ?? false}
                onChange={(e) => toggle(r.type.code, e.target.checked)}
              />
            ),
          },
          {
            title: S.betType,
            onCell: span,
            render: (_, r) => (
              <>
                <div>{language === 'MY' ? r.type.name.MY : r.type.name.EN}</div>
                <code className="lottery-code">{r.type.code}</code>
              </>
            ),
          },
          { title: S.tier, render: (_, r) => r.tier.tier },
          { title: S.prize, align: 'right', render: (_, r) => r.tier.prize },
          { title: S.chance, render: (_, r) => chanceOf(r.tier.chance) },
          {
            title: fill(S.rtpAt, { group: odds.data?.minGroup ?? '' }),
            align: 'right',
            render: (_, r) => `${percentOf(r.tier.rtpAtMin.exact)} %`,
          },
          {
            title: fill(S.rtpAt, { group: odds.data?.maxGroup ?? '' }),
            align: 'right',
            render: (_, r) => `${percentOf(r.tier.rtpAtMax.exact)} %`,
          },
        ]}
      />
    </Space>
  );
};
