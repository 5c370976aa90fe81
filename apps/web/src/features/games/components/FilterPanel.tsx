import { MIN_BET_OPTIONS, type VendorEntry } from '@lotto/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { useGameTypes } from '../api/queries';
import {
  CLASSIFY_ALL,
  CLASSIFY_NEW,
  defaultClassify,
  type FilterChoice,
  type LobbyState,
  SLOTS,
} from '../model/lobby-state';
import { Chips } from './Chips';
import { OtherCategories } from './OtherCategories';

interface FilterPanelProps {
  state: LobbyState;
  vendors: VendorEntry[];
  onSubmit: (choice: FilterChoice) => void;
  onClose: () => void;
}

const emptyChoice: FilterChoice = { vendor: '', classifyChoice: null, minBet: '' };

/**
 * The slide-in filter panel (spec/02 section 2): vendor (tapping the chosen one again
 * deselects it), for slots the game type and minimum bet, Submit and Reset, other categories.
 */
export const FilterPanel = ({ state, vendors, onSubmit, onClose }: FilterPanelProps) => {
  const { t } = useTranslation();
  const slots = state.gameType === SLOTS;
  const types = useGameTypes(state.gameType, slots);
  const [draft, setDraft] = useState<FilterChoice>({
    vendor: state.vendor,
    classifyChoice: state.classifyChoice,
    minBet: state.minBet,
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const classify =
    draft.classifyChoice ?? defaultClassify(state.gameType, draft.vendor, state.search);
  const all = t('games.all');
  return (
    <div className="filter-layer">
      <button
        type="button"
        className="filter-layer__scrim"
        aria-label={t('games.closeFilter')}
        onClick={onClose}
      />
      <aside
        className="filter-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('games.filter')}
        data-testid="filter-panel"
      >
        <header className="filter-panel__head">
          <h2 className="filter-panel__heading">{t('games.filter')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('games.closeFilter')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="filter-panel__body">
          <Chips
            title={t('games.vendor')}
            name="vendor"
            options={[
              { value: '', label: all },
              ...vendors.map((v) => ({ value: v.vassalage, label: v.accountTypeName })),
            ]}
            selected={draft.vendor}
            onChoose={(vendor) =>
              setDraft({ ...draft, vendor: vendor === draft.vendor ? '' : vendor })
            }
          />
          {slots && (
            <Chips
              title={t('games.gameType')}
              name="classify"
              options={[
                { value: CLASSIFY_ALL, label: all },
                { value: CLASSIFY_NEW, label: t('games.new') },
                ...(types.data?.list ?? []).map((g) => ({ value: g.classify, label: g.name })),
              ]}
              selected={classify}
              onChoose={(value) => setDraft({ ...draft, classifyChoice: value })}
            />
          )}
          {slots && (
            <Chips
              title={t('games.minBet')}
              name="minBet"
              options={[
                { value: '', label: all },
                ...MIN_BET_OPTIONS.map((v) => ({ value: v, label: v })),
              ]}
              selected={draft.minBet}
              onChoose={(minBet) => setDraft({ ...draft, minBet })}
            />
          )}
          <OtherCategories current={state.gameType} onLeave={onClose} />
        </div>
        <footer className="filter-panel__actions">
          <button
            type="button"
            className="button button--outline-primary"
            data-testid="filter-reset"
            onClick={() => setDraft(emptyChoice)}
          >
            {t('games.reset')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="filter-submit"
            onClick={() => onSubmit(draft)}
          >
            {t('games.submit')}
          </button>
        </footer>
      </aside>
    </div>
  );
};
