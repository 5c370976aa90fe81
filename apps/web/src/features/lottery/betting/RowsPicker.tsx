import {
  type BetTypeDef,
  OPTION_NAMES,
  type PickerRow,
  QUICK_PICKS,
  type QuickPick,
  quickPick,
  type Selection,
} from '@lotto/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n';

const QUICK_KEYS = {
  all: 'lottery.bet.quickAll',
  big: 'lottery.bet.quickBig',
  small: 'lottery.bet.quickSmall',
  odd: 'lottery.bet.quickOdd',
  even: 'lottery.bet.quickEven',
  clear: 'lottery.bet.quickClear',
  random: 'lottery.bet.random',
} as const;

/** Balls per line: digits 0-9 in two lines of five, dice in one line, longer sets by six. */
const columnsOf = (count: number) => (count <= 6 ? count : count === 10 ? 5 : 6);

interface RowsPickerProps {
  type: BetTypeDef;
  rows: readonly PickerRow[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/** A number grid per row (position or role) with the row's quick picks, as big tappable balls. */
export const RowsPicker = ({ type, rows, selection, onChange }: RowsPickerProps) => {
  const { t, language } = useTranslation();
  const picked = selection.positions ?? rows.map(() => []);
  const setRow = (index: number, values: number[]) =>
    onChange({ positions: picked.map((row, i) => (i === index ? values : row)) });
  const toggle = (index: number, value: number) => {
    const row = picked[index] ?? [];
    const order = rows[index]?.values ?? [];
    const next = row.includes(value) ? row.filter((v) => v !== value) : [...row, value];
    setRow(
      index,
      next.sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
  };
  return (
    <div className="lott-rows" data-testid="rows-picker">
      {rows.map((row, index) => {
        const options = row.options;
        const quick = QUICK_PICKS.filter(
          (kind) => !options || kind === 'clear' || kind === 'random',
        );
        return (
          <fieldset
            key={row.key + String(index)}
            className="lott-row"
            data-testid={`picker-row-${index}`}
          >
            <legend className="lott-row__label">{row.label[language]}</legend>
            <div
              className={`lott-row__values${options ? ' lott-row__values--options' : ''}`}
              style={{ '--cols': columnsOf(row.values.length) } as CSSProperties}
            >
              {row.values.map((value, i) => {
                const on = (picked[index] ?? []).includes(value);
                const option = options?.[i];
                const text = option
                  ? OPTION_NAMES[option][language]
                  : String(value).padStart(row.pad ?? 1, '0');
                return (
                  <button
                    key={value}
                    type="button"
                    className={`lott-pick${option ? ' lott-pick--option' : ''}`}
                    aria-pressed={on}
                    onClick={() => toggle(index, value)}
                    data-testid={`pick-${index}-${value}`}
                  >
                    {text}
                  </button>
                );
              })}
            </div>
            <div className="lott-row__quick">
              {quick.map((kind: QuickPick) => (
                <button
                  key={kind}
                  type="button"
                  className="lott-quick"
                  onClick={() => setRow(index, quickPick(type, index, kind, Math.random))}
                  data-testid={`quick-${index}-${kind}`}
                >
                  {t(QUICK_KEYS[kind])}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
};
