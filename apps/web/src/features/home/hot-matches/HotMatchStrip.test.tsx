import type { HotMatch } from '@lotto/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftovers } from '../../../shared/i18n/leftovers.test-support';
import {
  fakeCarouselLayout,
  restoreCarouselLayout,
  scrolls,
  showInView,
} from '../components/carousel.test-support';
import { betPathOf } from './HotMatchModal';
import HotMatchStrip from './HotMatchStrip';

const session = vi.hoisted(() => ({ member: null as object | null }));
vi.mock('../../../shared/session/session-store', () => ({ useSession: () => session.member }));

const match = (matchId: number, draw = true): HotMatch => ({
  matchId,
  league: 'Myanmar National League',
  matchTime: '11/23 18:30',
  kickOffAt: Date.UTC(2026, 10, 23, 12),
  homeTeam: 'Yangon United',
  awayTeam: 'Shan United',
  homeTeamIcon: 'YGN',
  awayTeamIcon: 'SHN',
  odds: draw ? { home: '2.13', draw: '3.40', away: '2.90' } : { home: '1.80', away: '2.05' },
  status: 'scheduled',
  nodeId: '40',
  gameName: 'Football',
  gameType: 'SPORTS',
  vendor: 'SABA',
});

const HEIGHT = 76;

const Where = () => <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;
const show = (matches: HotMatch[]) =>
  render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Routes>
        <Route path="/m/home" element={<HotMatchStrip matches={matches} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  fakeCarouselLayout(HEIGHT);
  session.member = null;
  // jsdom has no modal dialogs: open sets the attribute, close fires the close event.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  cleanup();
  restoreCarouselLayout();
  vi.useRealTimers();
});

describe('HotMatchStrip', () => {
  it('reads wholly in Burmese for a Burmese match: its flag and "versus" too', () => {
    const burmese = {
      ...match(1),
      league: 'မြန်မာ အမျိုးသား လိဂ်',
      homeTeam: 'ရန်ကုန် ယူနိုက်တက်',
      awayTeam: 'ရှမ်း ယူနိုက်တက်',
      homeTeamIcon: 'YGN',
      awayTeamIcon: 'SHN',
    };
    show([burmese]);
    const strip = screen.getByTestId('hot-matches');
    // A team's badge bears its short code, the way a scoreboard does; every other word counts.
    const words = [...strip.querySelectorAll('span')]
      .filter((el) => el.children.length === 0 && el.dataset.testid !== 'team-badge')
      .map((el) => el.textContent ?? '');
    expect(words.join(' ')).toContain('ရန်ကုန်');
    expect(words.flatMap(englishLeftovers)).toEqual([]);
  });

  it('scrolls up to the next match every 5000 ms with more than one, then back to the first', () => {
    show([match(1), match(2)]);
    vi.advanceTimersByTime(4999);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toEqual([{ top: HEIGHT, behavior: 'smooth' }]);
    const viewport = document.querySelector('.hot-matches__viewport') as HTMLElement;
    Object.defineProperty(viewport, 'scrollTop', { configurable: true, value: HEIGHT });
    const second = screen.getAllByTestId('hot-match')[1]?.parentElement as HTMLElement;
    showInView(second, 1);
    expect(screen.getByTestId('hot-matches').dataset.selected).toBe('1');
    vi.advanceTimersByTime(5000);
    expect(scrolls.at(-1)).toEqual({ top: 0, behavior: 'smooth' });
  });

  it('stands still with one match', () => {
    show([match(1)]);
    vi.advanceTimersByTime(20_000);
    expect(scrolls).toEqual([]);
  });

  it('opens the modal with the odds, and stops moving while it is open', () => {
    show([match(1), match(2, false)]);
    fireEvent.click(screen.getAllByTestId('hot-match')[1] as HTMLElement);
    const modal = screen.getByTestId('hot-match-modal');
    expect(within(modal).getByTestId('odds-home').textContent).toContain('1.80');
    expect(within(modal).queryByTestId('odds-draw')).toBeNull();
    expect(within(modal).getByTestId('hot-match-time').textContent).toContain('11/23 18:30');
    vi.advanceTimersByTime(10_000);
    expect(scrolls).toEqual([]);
  });

  it('sends a visitor to log in, and a member to the game opened on the match', () => {
    show([match(7)]);
    fireEvent.click(screen.getByTestId('hot-match'));
    fireEvent.click(screen.getByTestId('bet-now'));
    expect(screen.getByTestId('where').textContent).toBe('/m/login');
    cleanup();
    session.member = { token: 't' };
    show([match(7)]);
    fireEvent.click(screen.getByTestId('hot-match'));
    fireEvent.click(screen.getByTestId('bet-now'));
    expect(screen.getByTestId('where').textContent).toBe(betPathOf(match(7)));
    expect(betPathOf(match(7))).toBe(
      '/m/launchGame?nodeId=40&gameType=SPORTS&vassalage=SABA&matchId=7',
    );
  });
});
