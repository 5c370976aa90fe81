import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { GamePicker, useChosenGame } from './GamePicker';
import { Hash } from './Hash';
import { lotteryKeys } from './keys';
import { resultText } from './result-text';
import { useLotteryGames } from './use-games';

const PAGE_SIZE = 20;
const DRAW_TONES = {
  open: 'wait',
  closed: 'wait',
  drawn: 'good',
  settled: 'good',
  cancelled: 'bad',
} as const;

/** A game's draws, newest first, with their proof and the server's check of it. */
export const LotteryResultsPage = () => {
  const S = useTexts().lotteryResults;
  const games = useLotteryGames();
  const { game, choose } = useChosenGame(games.data?.list);
  const paging = usePaging(PAGE_SIZE);
  const [date, setDate] = useState('');
  const gameId = game?.id ?? 0;
  const results = useQuery({
    queryKey: lotteryKeys.results(gameId, date, paging.pageNo),
    queryFn: () =>
      call(endpoints.results, {
        params: { id: gameId },
        query: { ...pageQueryOf(paging), ...(date ? { date } : {}) },
      }),
    enabled: game !== undefined,
    placeholderData: keepPreviousData,
  });
  type Draw = NonNullable<typeof results.data>['list'][number];
  const formatTime = useFormatTime();
  return (
    <Card
      title={S.title}
      extra={
        <Space wrap>
          {games.data && (
            <GamePicker
              games={games.data.list}
              value={game?.id}
              onChange={(id) => {
                paging.reset();
                choose(id);
              }}
            />
          )}
          <Input
            type="date"
            aria-label={S.date}
            value={date}
            onChange={(e) => {
              paging.reset();
              setDate(e.target.value);
            }}
            style={{ width: 160 }}
          />
          {date && <Button onClick={() => setDate('')}>{S.allDates}</Button>}
        </Space>
      }
    >
      {results.data && (
        <p className="lottery-note">{`${S.derivation}: ${results.data.derivation}`}</p>
      )}
      <PagedTable<Draw>
        query={game ? results : games}
        rows={results.data?.list}
        empty={S.empty}
        rowKey="id"
        tableLayout="fixed"
        paging={{ ...paging, total: results.data?.totalCount }}
        columns={[
          { title: S.drawNo, dataIndex: 'drawNo', width: 150 },
          { title: S.time, width: 175, render: (_, d) => formatTime(d.drawAt) },
          {
            title: S.status,
            width: 110,
            render: (_, d) => (
              <StatusTag tone={DRAW_TONES[d.status]}>{S.statuses[d.status]}</StatusTag>
            ),
          },
          {
            title: S.result,
            width: 150,
            render: (_, d) =>
              d.cancelReason ? (
                <Tooltip title={d.cancelReason}>
                  <span className="lottery-muted">{S.cancelled}</span>
                </Tooltip>
              ) : (
                <span className="lottery-result">{resultText(d.result)}</span>
              ),
          },
          {
            title: S.seedHash,
            render: (_, d) => <Hash value={d.seedHash} copyLabel={S.copy} />,
          },
          {
            title: S.seed,
            render: (_, d) => <Hash value={d.seed} copyLabel={S.copy} />,
          },
          {
            title: S.verified,
            width: 110,
            render: (_, d) =>
              d.verified === null ? (
                <StatusTag tone="off">{S.notYet}</StatusTag>
              ) : d.verified ? (
                <StatusTag tone="good">{S.ok}</StatusTag>
              ) : (
                <StatusTag tone="bad">{S.failed}</StatusTag>
              ),
          },
        ]}
      />
    </Card>
  );
};
