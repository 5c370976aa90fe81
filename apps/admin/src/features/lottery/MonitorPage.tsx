import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { CancelRequestDialog, type DrawToCancel } from './CancelRequestDialog';
import { CancelsList, usePendingCancels } from './CancelsList';
import { lotteryKeys } from './keys';
import { untilOf } from './numbers';
import { MONITOR_REFRESH_MS } from './refresh';
import type { AdminMonitorAnswer } from './types';

type Game = AdminMonitorAnswer['games'][number];
type Alerted = AdminMonitorAnswer['alerts'][number];
interface NextRow {
  key: string;
  game: Game;
  draw: Game['next'][number];
  /** The game's first row spans its draws. */
  span: number;
}

/**
 * The draw monitor: each game's next draws with how far off they are, late and missing draws
 * on top, refreshed every 10 s; a cancel of an upcoming draw is asked from here and decided
 * below by a second operator.
 */
export const LotteryMonitorPage = () => {
  const texts = useTexts();
  const S = texts.lotteryMonitor;
  const formatTime = useFormatTime();
  const [cancelling, setCancelling] = useState<DrawToCancel | null>(null);
  const monitor = useQuery({
    queryKey: lotteryKeys.monitor,
    queryFn: () => call(endpoints.monitor),
    refetchInterval: MONITOR_REFRESH_MS,
  });
  const data = monitor.data;
  const now = data?.now ?? 0;
  const until = (ms: number) => untilOf(ms, now, S.words);
  const rows: NextRow[] | undefined = data?.games.flatMap((game) =>
    game.next.map((draw, i) => ({
      key: `${game.gameId}:${draw.drawId}`,
      game,
      draw,
      span: i === 0 ? game.next.length : 0,
    })),
  );
  const waiting = usePendingCancels();
  const pendingDraws = new Set([
    ...(data?.alerts.filter((a) => a.cancelPending).map((a) => a.drawId) ?? []),
    ...(waiting.data?.list.map((c) => c.drawId) ?? []),
  ]);
  const span = (r: NextRow) => ({ rowSpan: r.span });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={S.title}
        extra={
          <span className="lottery-muted">
            {fill(S.refreshed, { s: MONITOR_REFRESH_MS / 1000 })}
          </span>
        }
      >
        {data && data.alerts.length === 0 && (
          <Alert showIcon type="success" title={S.allWell} style={{ marginBottom: 12 }} />
        )}
        {data && data.alerts.length > 0 && (
          <Alert
            showIcon
            type="error"
            title={fill(S.alertsTitle, { n: data.alerts.length })}
            style={{ marginBottom: 12 }}
            description={
              <ul className="lottery-alerts" data-testid="draw-alerts">
                {data.alerts.map((a: Alerted) => (
                  <li key={`${a.kind}:${a.code}:${a.drawNo}`}>
                    <StatusTag tone="bad">{S.kinds[a.kind]}</StatusTag>{' '}
                    {fill(S.alertLine, {
                      game: a.code,
                      drawNo: a.drawNo,
                      time: formatTime(a.drawAt),
                      ago: until(a.drawAt),
                    })}
                    {a.cancelPending && (
                      <>
                        {' '}
                        <StatusTag tone="wait">{S.cancelPending}</StatusTag>
                      </>
                    )}
                    {a.drawId !== null && !a.cancelPending && (
                      <Button
                        size="small"
                        danger
                        type="link"
                        onClick={() =>
                          a.drawId !== null &&
                          setCancelling({ drawId: a.drawId, drawNo: a.drawNo, game: a.code })
                        }
                      >
                        {S.requestCancel}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        <PagedTable<NextRow>
          query={monitor}
          rows={rows}
          empty={S.empty}
          rowKey="key"
          bordered
          onRow={(r) => ({ 'data-game': r.game.code, 'data-draw-no': r.draw.drawNo }) as object}
          columns={[
            {
              title: S.game,
              onCell: span,
              render: (_, r) => (
                <>
                  <div>{r.game.name}</div>
                  <code className="lottery-code">{r.game.code}</code>{' '}
                  {!r.game.enabled && <StatusTag tone="off">{S.off}</StatusTag>}
                </>
              ),
            },
            { title: S.drawNo, render: (_, r) => r.draw.drawNo },
            {
              title: S.status,
              render: (_, r) => (
                <StatusTag tone={r.draw.status === 'open' ? 'good' : 'wait'}>
                  {S.statuses[r.draw.status as keyof typeof S.statuses] ?? r.draw.status}
                </StatusTag>
              ),
            },
            {
              title: S.closes,
              render: (_, r) => (
                <>
                  <div>{until(r.draw.closesAt)}</div>
                  <small className="lottery-muted">{formatTime(r.draw.closesAt)}</small>
                </>
              ),
            },
            {
              title: S.draws,
              render: (_, r) => (
                <>
                  <div
                    className={r.draw.drawAt + r.game.graceMs < now ? 'lottery-late' : undefined}
                  >
                    {until(r.draw.drawAt)}
                  </div>
                  <small className="lottery-muted">{formatTime(r.draw.drawAt)}</small>
                </>
              ),
            },
            {
              title: '',
              width: 150,
              render: (_, r) =>
                pendingDraws.has(r.draw.drawId) ? (
                  <StatusTag tone="wait">{S.cancelPending}</StatusTag>
                ) : (
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      setCancelling({
                        drawId: r.draw.drawId,
                        drawNo: r.draw.drawNo,
                        game: r.game.code,
                      })
                    }
                  >
                    {S.requestCancel}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <CancelsList />
      {cancelling && <CancelRequestDialog draw={cancelling} onClose={() => setCancelling(null)} />}
    </Space>
  );
};
