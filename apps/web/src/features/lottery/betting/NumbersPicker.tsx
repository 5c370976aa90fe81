import type { Selection } from '@lotto/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { parseTyped, randomTyped } from '../model/typed-numbers';

interface NumbersPickerProps {
  digits: number;
  min: number;
  max: number;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/**
 * Typed numbers (VN lo/de/xien, Thai): a field that takes numbers of the bet's length, a chip
 * per number understood, and a Random button for the fewest numbers the bet needs. Two-digit
 * bets also get a 00-99 grid, quicker to tap than to type.
 */
export const NumbersPicker = ({ digits, min, max, selection, onChange }: NumbersPickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const numbers = selection.numbers ?? [];
  const [text, setText] = useState(numbers.join(' '));
  // The field follows a selection changed from outside (cleared after adding to the slip).
  useEffect(() => {
    if (parseTyped(text, digits).numbers.join() !== numbers.join()) setText(numbers.join(' '));
  }, [numbers, digits, text]);
  const rejected = parseTyped(text, digits).rejected;
  const type = (value: string) => {
    setText(value);
    onChange({ numbers: parseTyped(value, digits).numbers.slice(0, max) });
  };
  const toggle = (n: string) =>
    onChange({
      numbers: numbers.includes(n) ? numbers.filter((x) => x !== n) : [...numbers, n].slice(0, max),
    });
  return (
    <div className="lott-typed" data-testid="numbers-picker">
      <label className="lott-row__label" htmlFor={id}>
        {t('lottery.bet.typeNumbers')}
      </label>
      <textarea
        id={id}
        className="lott-typed__field"
        rows={2}
        inputMode="numeric"
        value={text}
        placeholder={'0'.repeat(digits)}
        onChange={(event) => type(event.target.value)}
        data-testid="typed-numbers"
      />
      {rejected.length > 0 && <p className="lott-typed__rejected">{rejected.join(' ')}</p>}
      <div className="lott-row__quick">
        <button
          type="button"
          className="lott-quick"
          onClick={() => onChange({ numbers: randomTyped(digits, Math.max(1, min), Math.random) })}
          data-testid="quick-random"
        >
          {t('lottery.bet.random')}
        </button>
        <button
          type="button"
          className="lott-quick"
          onClick={() => onChange({ numbers: [] })}
          data-testid="quick-clear"
        >
          {t('lottery.bet.quickClear')}
        </button>
      </div>
      {digits === 2 && (
        <fieldset className="lott-grid100">
          <legend className="visually-hidden">{t('lottery.bet.numbersLabel')}</legend>
          {Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).map((n) => (
            <button
              key={n}
              type="button"
              className="lott-pick lott-pick--small"
              aria-pressed={numbers.includes(n)}
              onClick={() => toggle(n)}
              data-testid={`num-${n}`}
            >
              {n}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
};
