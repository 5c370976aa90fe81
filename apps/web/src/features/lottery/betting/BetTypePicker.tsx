import {
  BET_GROUP_NAMES,
  type BetTypeDef,
  rtpPercentText,
  rtpRangeOf,
  type VnVariant,
} from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';

interface BetTypePickerProps {
  types: readonly BetTypeDef[];
  current: BetTypeDef;
  onPick: (type: BetTypeDef) => void;
  /** The site's default prize group, at which the type's return is shown. */
  group: number;
  /** A VN game's variant: its tiers alone count. */
  variant: VnVariant | null;
}

/**
 * Bet types by group: a tab per group, then the group's types as chips, and the type's rules:
 * how it is played and what it pays back on average at the site's default prize group.
 */
export const BetTypePicker = ({ types, current, onPick, group, variant }: BetTypePickerProps) => {
  const { t, language } = useTranslation();
  const rtp = rtpRangeOf(current, group, variant);
  const [min, max] = [rtpPercentText(rtp.min), rtpPercentText(rtp.max)];
  const groups = [...new Set(types.map((type) => type.group))];
  const inGroup = types.filter((type) => type.group === current.group);
  return (
    <section className="lott-types" aria-label={t('lottery.bet.betTypes')}>
      <div className="lott-tabs" role="tablist" aria-label={t('lottery.bet.betTypes')}>
        {groups.map((group) => (
          <button
            key={group}
            type="button"
            role="tab"
            className="lott-tab"
            aria-selected={group === current.group}
            onClick={(event) => {
              const first = types.find((type) => type.group === group);
              if (first && group !== current.group) onPick(first);
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'center' });
            }}
            data-testid={`bet-group-${group}`}
          >
            {BET_GROUP_NAMES[group]?.[language] ?? group}
          </button>
        ))}
      </div>
      {inGroup.length > 1 && (
        <div className="lott-chips lott-types__chips">
          {inGroup.map((type) => (
            <button
              key={type.code}
              type="button"
              className="lott-chip"
              aria-pressed={type.code === current.code}
              onClick={() => onPick(type)}
              data-testid={`bet-type-${type.code}`}
            >
              {type.name[language]}
            </button>
          ))}
        </div>
      )}
      <p className="lott-types__help">
        <b>{current.name[language]}</b> {current.help[language]}{' '}
        <span data-testid="bet-type-rtp">
          {min === max
            ? t('lottery.bet.rtp', { rate: min })
            : t('lottery.bet.rtpRange', { min, max })}
        </span>
      </p>
    </section>
  );
};
