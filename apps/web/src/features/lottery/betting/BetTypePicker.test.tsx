import { betTypeOf, betTypesOf } from '@lotto/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../shared/i18n';
import { BetTypePicker } from './BetTypePicker';

/** The bet type's rules say what it pays back at the site's default group. */

const show = (code: string, variant: 'north' | 'south' | null = null) => {
  const current = betTypeOf(code);
  if (!current) throw new Error(code);
  render(
    <BetTypePicker
      types={betTypesOf(current.family)}
      current={current}
      onPick={() => {}}
      group={1960}
      variant={variant}
    />,
  );
  return screen.getByTestId('bet-type-rtp').textContent;
};

afterEach(async () => {
  cleanup();
  await chooseLanguage('EN');
});

describe('the bet type rules', () => {
  it('show the return to player, by game variant, in EN and MY', async () => {
    await chooseLanguage('EN');
    expect(show('5D_GROUP120')).toBe('Pays back 98.0% of stakes on average.');
    cleanup();
    expect(show('VN_XIEN2', 'south')).toBe('Pays back 88.7% of stakes on average.');
    cleanup();
    expect(show('VN_XIEN2', 'north')).toBe('Pays back 87.8% of stakes on average.');
    cleanup();
    await chooseLanguage('MY');
    expect(show('THAI_3TOD')).toBe('ပျမ်းမျှအားဖြင့် လောင်းကြေး၏ 90.0% ကို ပြန်ပေးသည်။');
  });
});
