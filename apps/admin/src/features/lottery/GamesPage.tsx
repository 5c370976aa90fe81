import { Button, Card } from 'antd';
import { useState } from 'react';
import { useLanguage, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { GameEditDrawer } from './GameEditDrawer';
import { gameName } from './GamePicker';
import { scheduleSummary } from './numbers';
import type { AdminLotteryGame } from './types';
import { useLotteryGames } from './use-games';

/** The site's lottery games: switch, draw rule in words, limits, prize groups; edit one. */
export const LotteryGamesPage = () => {
  const texts = useTexts();
  const S = texts.lotteryGames;
  const language = useLanguage();
  const games = useLotteryGames();
  const [editing, setEditing] = useState<AdminLotteryGame | null>(null);
  return (
    <Card title={S.title}>
      <PagedTable<AdminLotteryGame>
        query={games}
        rows={games.data?.list}
        empty={S.empty}
        rowKey="id"
        columns={[
          {
            title: S.name,
            render: (_, g) => (
              <>
                <div>{gameName(g, language)}</div>
                <code className="lottery-code">{g.code}</code>
              </>
            ),
          },
          { title: S.family, dataIndex: 'family', width: 70 },
          {
            title: S.state,
            width: 80,
            render: (_, g) => (
              <StatusTag tone={g.enabled ? 'good' : 'off'}>{g.enabled ? S.on : S.off}</StatusTag>
            ),
          },
          {
            title: S.schedule,
            render: (_, g) => (
              <>
                <div>{scheduleSummary(g.schedule, S.words)}</div>
                <small className="lottery-muted">{`${g.drawsPerDay} ${S.perDay}`}</small>
              </>
            ),
          },
          {
            title: S.limits,
            render: (_, g) => (
              <div className="lottery-limits">
                <span>{`${S.minBet}: ${g.limits.minBet}`}</span>
                <span>{`${S.maxBet}: ${g.limits.maxBet}`}</span>
                <span>{`${S.maxDraw}: ${g.limits.maxDraw}`}</span>
                <span>{`${S.maxNumber}: ${g.limits.maxNumberLiability}`}</span>
              </div>
            ),
          },
          {
            title: S.groups,
            width: 110,
            render: (_, g) => `${g.minGroup} – ${g.maxGroup}`,
          },
          {
            title: '',
            width: 80,
            render: (_, g) => (
              <Button size="small" onClick={() => setEditing(g)}>
                {S.edit}
              </Button>
            ),
          },
        ]}
      />
      {editing && <GameEditDrawer game={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
};
