import type { VendorEntry } from '@lotto/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { ChevronIcon } from './icons';

/** spec/02 section 9: a carousel (4 a view, gap 5) once a category has more than 5 vendors. */
export const CAROUSEL_FROM = 6;
const GAP = 5;

interface VendorStripProps {
  vendors: VendorEntry[];
  /** The chosen vendor, '' for All, null when another tab is open (nothing chosen). */
  selected: string | null;
  onSelect: (vendor: string) => void;
  /** Set when the vendors could not be loaded: the strip offers to try again. */
  onRetry?: () => void;
}

/** All and the category's vendors; a carousel with previous and next when there are many. */
export const VendorStrip = ({ vendors, selected, onSelect, onRetry }: VendorStripProps) => {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const carousel = vendors.length >= CAROUSEL_FROM;

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  // Bring a chosen vendor (e.g. from the slots centre) into view.
  useEffect(() => {
    const el = track.current;
    if (vendors.length === 0) return;
    const chosen = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (el && chosen) el.scrollLeft = chosen.offsetLeft;
    measure();
  }, [measure, vendors.length]);

  const page = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * (track.current.clientWidth + GAP),
      behavior: 'smooth',
    });

  const entries = [{ vassalage: '', accountTypeName: t('games.all') }, ...vendors];
  return (
    <div
      className={`vendor-strip${carousel ? ' vendor-strip--carousel' : ''}`}
      data-testid="vendor-strip"
    >
      {carousel && (
        <button
          type="button"
          className="vendor-strip__nav"
          data-testid="vendor-prev"
          aria-label={t('games.prevVendors')}
          disabled={edges.start}
          onClick={() => page(-1)}
        >
          <ChevronIcon left />
        </button>
      )}
      <div className="vendor-strip__track" ref={track} onScroll={measure}>
        {entries.map((v) => (
          <button
            key={v.vassalage || 'all'}
            type="button"
            className="vendor-strip__item"
            data-testid={`vendor-${v.vassalage || 'all'}`}
            aria-pressed={selected === v.vassalage}
            title={v.accountTypeName}
            onClick={() => onSelect(v.vassalage)}
          >
            {v.accountTypeName}
          </button>
        ))}
        {onRetry && (
          <button
            type="button"
            className="vendor-strip__item vendor-strip__retry"
            onClick={onRetry}
          >
            {t('common.loadingFailed')}
          </button>
        )}
      </div>
      {carousel && (
        <button
          type="button"
          className="vendor-strip__nav"
          data-testid="vendor-next"
          aria-label={t('games.nextVendors')}
          disabled={edges.end}
          onClick={() => page(1)}
        >
          <ChevronIcon />
        </button>
      )}
    </div>
  );
};
