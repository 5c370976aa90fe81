import { describe, expect, it } from 'vitest';
import { textsIn } from '../../shared/i18n';
import { figuresOf, whyLine } from './why';

const EN = textsIn('EN').risk;

describe('why an alert was raised', () => {
  it('says each kind in words from the alert’s own figures', () => {
    expect(
      whyLine(EN, {
        kind: 'shared_device',
        figures: [
          { name: 'members', value: '2' },
          { name: 'signIns', value: '5' },
        ],
      }),
    ).toBe('2 members signed in on one device (5 sign-ins).');
    expect(
      whyLine(EN, {
        kind: 'large_withdrawal_little_play',
        figures: [
          { name: 'amount', value: '5500.00' },
          { name: 'stakeSinceDeposit', value: '1000.00' },
          { name: 'lastDeposit', value: 'none' },
          { name: 'lastDepositAt', value: 'none' },
        ],
      }),
    ).toBe('Asked to withdraw 5500.00 after staking only 1000.00 since the last deposit (none).');
  });

  it('words how members are linked and names each figure, in every language', () => {
    const linked = {
      kind: 'linked_bonus_claims' as const,
      figures: [
        { name: 'claimants', value: '2' },
        { name: 'linkedBy', value: 'address 192.0.2.7; device tablet-1' },
      ],
    };
    expect(whyLine(EN, linked)).toBe(
      '2 linked members claimed the same promotion (linked by address 192.0.2.7, device tablet-1).',
    );
    expect(whyLine(textsIn('ZH').risk, linked)).toContain('地址 192.0.2.7, 设备 tablet-1');
    expect(figuresOf(textsIn('MY').risk, linked).map((f) => f.label)).toEqual(['ယူသူများ', 'ဆက်စပ်ပုံ']);
  });

  it('keeps a figure it has no name for as the server named it', () => {
    expect(figuresOf(EN, { figures: [{ name: 'newFigure', value: '7' }] })).toEqual([
      { name: 'newFigure', label: 'newFigure', value: '7' },
    ]);
  });
});
