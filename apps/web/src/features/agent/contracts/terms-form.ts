import { type ContractKind, type ContractTerms, formatMinor, parseMinor } from '@lotto/contract';

/** The offer form's fields as typed (text), and the terms they make. */
export interface TierFields {
  threshold: string;
  members: string;
  value: string;
}
export interface TermsFields {
  kind: ContractKind;
  tiers: TierFields[];
  minMembers: string;
  minStake: string;
  payAs: 'percent' | 'amount';
  value: string;
}

export const emptyTier = (): TierFields => ({ threshold: '', members: '0', value: '' });

export const initialFields = (kind: ContractKind): TermsFields => ({
  kind,
  tiers: [emptyTier()],
  minMembers: '0',
  minStake: '0',
  payAs: 'percent',
  value: '',
});

/** A typed sum as the wire carries it ("12.5" -> "12.50"); what is not one stays as typed. */
const money = (text: string) => {
  const minor = parseMinor(text);
  return minor === null ? text : formatMinor(minor);
};
const count = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : -1);
const percent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The terms the fields describe; checkContractTerms and the server say what is wrong. */
export const termsOf = (f: TermsFields): ContractTerms => {
  switch (f.kind) {
    case 'daily':
      return {
        kind: 'daily',
        tiers: f.tiers.map((t) => ({
          validStake: money(t.threshold),
          activeMembers: count(t.members),
          amount: money(t.value),
        })),
      };
    case 'dividend':
      return {
        kind: 'dividend',
        minActiveMembers: count(f.minMembers),
        tiers: f.tiers.map((t) => ({ netLoss: money(t.threshold), percent: percent(t.value) })),
      };
    case 'hourly':
      return {
        kind: 'hourly',
        minValidStake: money(f.minStake),
        minActiveMembers: count(f.minMembers),
        ...(f.payAs === 'percent' ? { percent: percent(f.value) } : { amount: money(f.value) }),
      };
  }
};
