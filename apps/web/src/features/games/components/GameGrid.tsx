import type { GameItem } from '@lotto/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../shared/first-paint/hydrated';
import { PAINT_VIEWPORT } from '../../../shared/first-paint/viewport';
import { useVendorNames } from '../api/queries';
import { useColumns } from '../hooks/use-columns';
import { useGameActions } from '../hooks/use-game-actions';
import { GameTile } from './GameTile';

/** Extra height of a tile below its square icon: name (2 lines), vendor, gaps. */
const TEXT_HEIGHT = 62;
const ROW_GAP = 12;

/** Distance of the element from the top of the document. */
const topOf = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The games as a grid whose rows are virtualized against the window's scroll: however many
 * pages are loaded, only the rows near the screen are in the DOM.
 */
export const GameGrid = ({ games }: { games: GameItem[] }) => {
  const listRef = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [margin, setMargin] = useState(0);
  const columns = useColumns(element);
  const vendorNames = useVendorNames();
  const { open, toggleFavourite, favourites } = useGameActions();

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setElement(list);
    const measure = () => setMargin(topOf(list));
    measure();
    // What sits above the list (search, tabs, vendors) may change height as it loads.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const measured = useHydrated();
  const width = element?.clientWidth ?? (measured ? window.innerWidth : PAINT_VIEWPORT.width);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // Until the browser measures, the rows of the phone the server painted for.
    initialRect: PAINT_VIEWPORT,
    initialOffset: 0,
    estimateSize: () => width / columns + TEXT_HEIGHT + ROW_GAP,
    overscan: 2,
    scrollMargin: margin,
  });

  return (
    <div
      ref={listRef}
      className="game-grid"
      data-testid="game-grid"
      data-count={games.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <ul
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="game-grid__row"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
            <GameTile
              key={game.nodeId}
              game={game}
              vendorName={vendorNames.get(game.vassalage) ?? game.vassalage}
              favourite={favourites.has(game.nodeId)}
              onOpen={open}
              onToggleFavourite={toggleFavourite}
            />
          ))}
        </ul>
      ))}
    </div>
  );
};
