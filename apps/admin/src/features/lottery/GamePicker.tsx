import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { useLanguage, useTexts } from '../../shared/i18n';
import type { AdminLotteryGame } from './types';

/** A game's name in the operator's language (the games have EN and MY names). */
export const gameName = (game: AdminLotteryGame, language: string) =>
  language === 'MY' ? game.name.MY : game.name.EN;

/** The game a page shows, kept in the address (`?game=`) so a link or reload keeps it. */
export const useChosenGame = (games: readonly AdminLotteryGame[] | undefined) => {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('game'));
  const game = games?.find((g) => g.id === asked) ?? games?.[0];
  const choose = (id: number) => setParams({ game: String(id) });
  return { game, choose };
};

export const GamePicker = ({
  games,
  value,
  onChange,
}: {
  games: readonly AdminLotteryGame[];
  value: number | undefined;
  onChange: (id: number) => void;
}) => {
  const S = useTexts().lotteryGames;
  const language = useLanguage();
  return (
    <Select
      aria-label={S.game}
      style={{ minWidth: 260 }}
      value={value}
      onChange={onChange}
      options={games.map((g) => ({ value: g.id, label: `${gameName(g, language)} (${g.code})` }))}
    />
  );
};
