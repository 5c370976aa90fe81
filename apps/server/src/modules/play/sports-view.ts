import { formatMinor, type MatchPick, type SportsBet, type SportsMatch } from '@lotto/contract';
import { choiceOf } from './round-view.js';
import type { RoundRow } from './rounds.repository.js';
import type { MatchRow } from './sports.tables.js';
import { oddsOf, oddsText } from './sports-odds.js';

/** The one mapper from match rows (and bets on them) to what the app and vendor page show. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** MM/DD HH:mm in the site's time zone (spec/02 "Hot-match strip"). */
export const matchTimeOf = (timeZone: string, ms: number): string => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(ms)) part[p.type] = p.value;
  return `${part.month}/${part.day} ${part.hour}:${part.minute}`;
};

const chanceOf = (match: MatchRow, pick: MatchPick): number =>
  pick === 'home' ? match.home_bp : pick === 'draw' ? match.draw_bp : match.away_bp;

export const matchViewOf = (match: MatchRow, timeZone: string): SportsMatch => ({
  matchId: match.id,
  league: match.league,
  matchTime: matchTimeOf(timeZone, Number(match.kickoff_at)),
  kickOffAt: Number(match.kickoff_at),
  homeTeam: match.home_team,
  awayTeam: match.away_team,
  homeTeamIcon: match.home_icon,
  awayTeamIcon: match.away_icon,
  odds: oddsOf(match.rtp_bp, { home: match.home_bp, draw: match.draw_bp, away: match.away_bp }),
  status: match.status,
});

export const betViewOf = (bet: RoundRow, match: MatchRow, timeZone: string): SportsBet => {
  const choice = choiceOf(bet);
  const pick: MatchPick = choice.kind === 'match' ? choice.pick : 'home';
  const open = bet.settled_at === null;
  const finished = match.home_score !== null && match.away_score !== null && !open;
  return {
    roundId: bet.round_id,
    matchId: match.id,
    league: match.league,
    matchTime: matchTimeOf(timeZone, Number(match.kickoff_at)),
    homeTeam: match.home_team,
    awayTeam: match.away_team,
    pick,
    odds: oddsText(match.rtp_bp, chanceOf(match, pick)),
    stake: formatMinor(bet.stake),
    status: open ? 'open' : 'settled',
    win: open ? null : formatMinor(bet.win),
    score: finished ? { home: match.home_score ?? 0, away: match.away_score ?? 0 } : null,
  };
};
