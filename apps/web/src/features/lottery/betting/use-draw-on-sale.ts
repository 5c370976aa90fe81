import type { LotteryGameAnswer } from '@lotto/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverNow } from '../model/clock';

type CurrentDraw = NonNullable<LotteryGameAnswer['currentDraw']>;

/** How often the page asks for the next draw while sales are closed. */
const WAIT_POLL_MS = 2000;
/** How long "sales closed, moving to draw N" stays on the page. */
const MOVED_NOTE_MS = 12_000;

/**
 * The draw the page sells, and what happens when it closes while the page is open: sales stop
 * at its close (server time), the game is asked again until the next draw is on sale, and the
 * page says it moved ("sales closed, moving to draw N").
 */
export const useDrawOnSale = (answer: LotteryGameAnswer | undefined, refetch: () => void) => {
  const draw: CurrentDraw | null = answer?.currentDraw ?? null;
  const [closedNo, setClosedNo] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ from: string; to: string } | null>(null);
  const seen = useRef<string | null>(null);
  const open =
    draw !== null &&
    draw.status === 'open' &&
    draw.closesAt > serverNow() &&
    closedNo !== draw.drawNo;

  // A new draw on sale after one closed under the page: say so.
  useEffect(() => {
    if (!draw) return;
    const before = seen.current;
    if (
      draw.status === 'open' &&
      before !== null &&
      before !== draw.drawNo &&
      closedNo !== draw.drawNo
    ) {
      setMoved({ from: before, to: draw.drawNo });
    }
    if (draw.status === 'open') seen.current = draw.drawNo;
  }, [draw, closedNo]);

  // The note that the page moved on stays a while, then gives its place back.
  useEffect(() => {
    if (!moved) return;
    const timer = window.setTimeout(() => setMoved(null), MOVED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [moved]);

  // While nothing is on sale, ask again until the next draw opens.
  useEffect(() => {
    if (open || !answer) return;
    const timer = window.setInterval(refetch, WAIT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, answer, refetch]);

  /** The countdown reached the close, or the server refused a bet as closed. */
  const closeNow = useCallback(
    (drawNo?: string) => {
      const no = drawNo ?? draw?.drawNo ?? null;
      if (no) setClosedNo(no);
      refetch();
    },
    [draw, refetch],
  );

  return { draw, open, moved, closeNow };
};
