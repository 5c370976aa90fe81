import type { PromotionDetailAnswer } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';

/** Figures of thousands, as the amounts read elsewhere in the app ("50,000.00" -> "50,000"). */
const amount = (money: string) => {
  const [whole = '0', cents = '00'] = money.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
};

/** The rule in figures beside the operator's HTML: reward, mission, how often, turnover. */
export const PromotionTerms = ({ promotion: p }: { promotion: PromotionDetailAnswer }) => {
  const { t } = useTranslation();
  const { terms } = p;
  const reward =
    terms.percent !== null && terms.cap !== null
      ? t('promotions.rewardPercent', { percent: terms.percent, cap: amount(terms.cap) })
      : t('promotions.rewardFixed', { amount: amount(terms.reward ?? '0.00') });
  const rows: [string, string][] = [[t('promotions.reward'), reward]];
  if (terms.missionCategory && terms.missionTarget) {
    rows.push([
      t('promotions.mission'),
      t('promotions.missionTarget', {
        target: amount(terms.missionTarget),
        category: t(`categories.${terms.missionCategory}`),
      }),
    ]);
  }
  rows.push([
    t('promotions.frequency'),
    t(terms.frequency === 'daily' ? 'promotions.frequencyDaily' : 'promotions.frequencyOnce'),
  ]);
  rows.push([
    t('promotions.turnover'),
    t('promotions.turnoverTimes', { times: terms.turnoverMultiplier }),
  ]);
  return (
    <section className="promo-terms" aria-label={t('promotions.terms')}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="promo-terms__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
