import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { ChevronIcon } from '../icons';
import { EntryIcon } from './entry-icons';
import { useEntryLink } from './entry-link';
import type { Item, Tile } from './menu-items';

interface TilesProps {
  tiles: Tile[];
  onDownload: () => void;
  /** 'row': the base layout's strip; 'grid': the new layout's grid. */
  look: 'row' | 'grid';
}

/** The tiles: level benefits, download, deposit, withdraw, invite friends, security centre. */
export const CentreTiles = ({ tiles, onDownload, look }: TilesProps) => {
  const { t } = useTranslation();
  const entry = useEntryLink();
  return (
    <ul className={`mine-tiles mine-tiles--${look}`} data-testid="mine-tiles">
      {tiles.map((tile) => {
        const label = t(`member.tiles.${tile.id}`);
        const body = (
          <>
            <EntryIcon id={tile.id} size={look === 'grid' ? 24 : 22} />
            <span className="mine-tiles__label">{label}</span>
          </>
        );
        return (
          <li key={tile.id}>
            {tile.to === 'download' ? (
              <button
                type="button"
                className="mine-tiles__tile"
                data-testid="mine-tile-download"
                onClick={onDownload}
              >
                {body}
              </button>
            ) : (
              <Link
                className="mine-tiles__tile"
                data-testid={`mine-tile-${tile.id}`}
                {...entry(tile.to)}
              >
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
};

/** The new layout's deposit and withdraw buttons, right under the member's balance. */
export const QuickActions = ({ tiles }: { tiles: Tile[] }) => {
  const { t } = useTranslation();
  return (
    <div className="mine-quick" data-testid="mine-quick">
      {tiles.map((tile) =>
        tile.to === 'download' ? null : (
          <Link
            key={tile.id}
            className={`mine-quick__action mine-quick__action--${tile.id}`}
            data-testid={`mine-tile-${tile.id}`}
            to={tile.to}
          >
            <EntryIcon id={tile.id} size={20} />
            {t(`member.tiles.${tile.id}`)}
          </Link>
        ),
      )}
    </div>
  );
};

/** The reward centre's badge: rewards waiting to be claimed. */
const Badge = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="mine-badge" data-testid="mine-unclaimed">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('member.unclaimed', { count })}</span>
    </span>
  );
};

interface ItemsProps {
  items: Item[];
  unclaimed: number;
}

/** The base layout's list (spec/02 section 2), one card, each row with its icon. */
export const CentreList = ({ items, unclaimed }: ItemsProps) => {
  const { t } = useTranslation();
  const entry = useEntryLink();
  return (
    <ul className="mine-list" data-testid="mine-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link className="mine-list__row" data-testid={`mine-item-${item.id}`} {...entry(item.to)}>
            <EntryIcon id={item.id} size={20} />
            <span className="mine-list__label">{t(`member.items.${item.id}`)}</span>
            {item.id === 'rewardCenter' && <Badge count={unclaimed} />}
            <ChevronIcon size={18} className="mine-list__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
};

const SECTIONS = ['account', 'records', 'more'] as const;

/** The new layout's items: a grid of tiles per section. */
export const CentreGrid = ({ items, unclaimed }: ItemsProps) => {
  const { t } = useTranslation();
  const entry = useEntryLink();
  return (
    <div data-testid="mine-list">
      {SECTIONS.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <section key={section} className="mine-panel" aria-labelledby={`mine-${section}`}>
            <h2 className="mine-panel__title" id={`mine-${section}`}>
              {t(`member.sections.${section}`)}
            </h2>
            <ul className="mine-tiles mine-tiles--grid">
              {inSection.map((item) => (
                <li key={item.id}>
                  <Link
                    className="mine-tiles__tile"
                    data-testid={`mine-item-${item.id}`}
                    {...entry(item.to)}
                  >
                    <EntryIcon id={item.id} />
                    <span className="mine-tiles__label">{t(`member.items.${item.id}`)}</span>
                    {item.id === 'rewardCenter' && <Badge count={unclaimed} />}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};
