import { useTranslation } from '../../../shared/i18n';
import { emptyTier, type TermsFields, type TierFields } from './terms-form';

interface Props {
  fields: TermsFields;
  onChange: (fields: TermsFields) => void;
}

const Field = (p: { label: string; value: string; onChange: (v: string) => void; id: string }) => (
  <label className="contract-field" htmlFor={p.id}>
    <span>{p.label}</span>
    <input
      id={p.id}
      inputMode="decimal"
      value={p.value}
      data-testid={p.id}
      onChange={(e) => p.onChange(e.target.value)}
    />
  </label>
);

/** The tiers of a daily or dividend offer: threshold, members (daily) and sum or percent. */
const Tiers = ({ fields, onChange }: Props) => {
  const { t } = useTranslation();
  const daily = fields.kind === 'daily';
  const setTier = (i: number, change: Partial<TierFields>) =>
    onChange({ ...fields, tiers: fields.tiers.map((x, j) => (j === i ? { ...x, ...change } : x)) });
  return (
    <>
      {fields.tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity but their place
        <fieldset className="contract-tier" key={i}>
          <legend>
            {t('agentContracts.tier')} {i + 1}
          </legend>
          <Field
            id={`tier-${i}-threshold`}
            label={t(daily ? 'agentContracts.validStake' : 'agentContracts.netLoss')}
            value={tier.threshold}
            onChange={(v) => setTier(i, { threshold: v })}
          />
          {daily && (
            <Field
              id={`tier-${i}-members`}
              label={t('agentContracts.activeMembers')}
              value={tier.members}
              onChange={(v) => setTier(i, { members: v })}
            />
          )}
          <Field
            id={`tier-${i}-value`}
            label={t(daily ? 'agentContracts.amount' : 'agentContracts.percent')}
            value={tier.value}
            onChange={(v) => setTier(i, { value: v })}
          />
          {fields.tiers.length > 1 && (
            <button
              type="button"
              className="button button--small button--outline"
              onClick={() => onChange({ ...fields, tiers: fields.tiers.filter((_, j) => j !== i) })}
            >
              {t('agentContracts.removeTier')}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--small button--outline-primary"
        data-testid="contract-add-tier"
        onClick={() => onChange({ ...fields, tiers: [...fields.tiers, emptyTier()] })}
      >
        {t('agentContracts.addTier')}
      </button>
    </>
  );
};

/** The offer's terms, by kind. */
export const TermsEditor = ({ fields, onChange }: Props) => {
  const { t } = useTranslation();
  const set = (change: Partial<TermsFields>) => onChange({ ...fields, ...change });
  if (fields.kind === 'daily') return <Tiers fields={fields} onChange={onChange} />;
  const members = (
    <Field
      id="contract-min-members"
      label={t('agentContracts.minActiveMembers')}
      value={fields.minMembers}
      onChange={(v) => set({ minMembers: v })}
    />
  );
  if (fields.kind === 'dividend')
    return (
      <>
        {members}
        <Tiers fields={fields} onChange={onChange} />
      </>
    );
  return (
    <>
      <Field
        id="contract-min-stake"
        label={t('agentContracts.minValidStake')}
        value={fields.minStake}
        onChange={(v) => set({ minStake: v })}
      />
      {members}
      <fieldset className="contract-tier">
        <legend>{t('agentContracts.payAs')}</legend>
        {(['percent', 'amount'] as const).map((how) => (
          <label key={how} className="contract-radio">
            <input
              type="radio"
              name="pay-as"
              checked={fields.payAs === how}
              onChange={() => set({ payAs: how })}
            />
            {t(how === 'percent' ? 'agentContracts.payPercent' : 'agentContracts.payAmount')}
          </label>
        ))}
        <Field
          id="contract-hourly-value"
          label={t(fields.payAs === 'percent' ? 'agentContracts.percent' : 'agentContracts.amount')}
          value={fields.value}
          onChange={(v) => set({ value: v })}
        />
      </fieldset>
    </>
  );
};
