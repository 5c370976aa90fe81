import type { ClubBenefitAnswer, VipLevel } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useClubBenefit } from './api';
import { LevelBadge } from './LevelBadge';
import './benefits.css';

const minor = (amount: string) => Math.round(Number(amount) * 100);
const levelName = (level: number) => `VIP${level}`;

/**
 * /m/member/benefits (VIPBENEFIT): the member's level and progress to the next on both
 * thresholds, and every level with what it needs and what it gives. The page frame's back
 * arrow returns to the member centre.
 */
export default function BenefitsScreen() {
  const { t } = useTranslation();
  const query = useClubBenefit();
  const data = query.data;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !data) {
    const unavailable =
      query.error instanceof ApiError && query.error.code === 'function.not.available';
    return (
      <section className="screen vip" data-testid="vip-benefits">
        {unavailable ? (
          <p className="empty-state vip-empty">{t('vip.unavailable')}</p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  return (
    <section className="screen vip" data-testid="vip-benefits">
      <LevelCard data={data} />
      {data.levels.length === 0 ? (
        <p className="empty-state vip-empty" data-testid="vip-empty">
          {t('vip.empty')}
        </p>
      ) : (
        <Levels data={data} />
      )}
    </section>
  );
}

const LevelCard = ({ data }: { data: ClubBenefitAnswer }) => {
  const { t } = useTranslation();
  const next = data.next;
  const target = next && data.levels.find((l) => l.level === next.level);
  return (
    <div className="vip-card" data-testid="vip-card">
      <div className="vip-card__head">
        <LevelBadge level={data.level} size={64} />
        <div className="vip-card__title">
          <span className="vip-card__label">{t('vip.currentLevel')}</span>
          <strong className="vip-card__level" data-testid="vip-level">
            {data.level > 0 ? levelName(data.level) : t('vip.noLevel')}
          </strong>
        </div>
      </div>
      <dl className="vip-card__totals">
        <div>
          <dt>{t('vip.totalStake')}</dt>
          <dd>K {formatMoney(data.validStake)}</dd>
        </div>
        <div>
          <dt>{t('vip.totalDeposit')}</dt>
          <dd>K {formatMoney(data.deposit)}</dd>
        </div>
      </dl>
      {next && target ? (
        <div className="vip-progress" data-testid="vip-progress">
          <h2 className="vip-progress__title">
            {t('vip.progressTo', { level: levelName(next.level) })}
          </h2>
          <ProgressBar
            name="stake"
            label={t('vip.validStake')}
            have={data.validStake}
            need={target.validStake}
            left={next.validStakeLeft}
          />
          <ProgressBar
            name="deposit"
            label={t('vip.deposit')}
            have={data.deposit}
            need={target.deposit}
            left={next.depositLeft}
          />
          <p className="vip-progress__hint">{t('vip.progressHint')}</p>
        </div>
      ) : (
        data.levels.length > 0 && <p className="vip-progress__top">{t('vip.topLevel')}</p>
      )}
    </div>
  );
};

const ProgressBar = (props: {
  name: string;
  label: string;
  have: string;
  need: string;
  left: string;
}) => {
  const { t } = useTranslation();
  const need = minor(props.need);
  const percent = need <= 0 ? 100 : Math.min(100, Math.floor((minor(props.have) * 100) / need));
  const met = minor(props.left) === 0;
  return (
    <div className="vip-bar" data-testid={`vip-bar-${props.name}`}>
      <div className="vip-bar__row">
        <span className="vip-bar__label">{props.label}</span>
        <span className="vip-bar__figures">
          K {formatMoney(props.have)} / K {formatMoney(props.need)}
        </span>
      </div>
      <div
        className="vip-bar__track"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="vip-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className={`vip-bar__left${met ? ' vip-bar__left--met' : ''}`}>
        {met ? t('vip.met') : t('vip.left', { amount: `K ${formatMoney(props.left)}` })}
      </span>
    </div>
  );
};

type LevelState = 'current' | 'reached' | 'locked';
const stateOf = (level: number, current: number): LevelState =>
  level === current ? 'current' : level < current ? 'reached' : 'locked';

const Levels = ({ data }: { data: ClubBenefitAnswer }) => {
  const { t } = useTranslation();
  const first = data.next?.level ?? data.level;
  const [chosen, setChosen] = useState(first);
  const level = data.levels.find((l) => l.level === chosen) ?? data.levels[0];
  return (
    <div className="vip-levels">
      <h2 className="vip-heading">{t('vip.levels')}</h2>
      <div className="vip-tabs" role="tablist" aria-label={t('vip.levels')}>
        {data.levels.map((l) => {
          const state = stateOf(l.level, data.level);
          return (
            <button
              key={l.level}
              type="button"
              role="tab"
              aria-selected={l.level === level?.level}
              aria-label={t('vip.levelOption', {
                level: l.name,
                state: t(`vip.state.${state}`),
              })}
              className={`vip-tab vip-tab--${state}${l.level === level?.level ? ' vip-tab--on' : ''}`}
              data-testid={`vip-tab-${l.level}`}
              onClick={() => setChosen(l.level)}
            >
              <LevelBadge level={l.level} size={40} />
              <span className="vip-tab__name">{l.name}</span>
              <span className="vip-tab__state">{t(`vip.state.${state}`)}</span>
            </button>
          );
        })}
      </div>
      {level && <LevelDetail level={level} />}
    </div>
  );
};

const LevelDetail = ({ level }: { level: VipLevel }) => {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['rebate', t('vip.rebate'), `${level.rebatePercent.toFixed(2)} %`],
    [
      'withdraw-count',
      t('vip.withdrawCount'),
      t('vip.withdrawCountValue', { count: level.withdrawCount }),
    ],
    ['withdraw-limit', t('vip.withdrawLimit'), `K ${formatMoney(level.withdrawLimit)}`],
    ['bonus', t('vip.upgradeBonus'), `K ${formatMoney(level.upgradeBonus)}`],
  ];
  return (
    <div className="vip-detail" role="tabpanel" data-testid="vip-detail">
      <h3 className="vip-detail__title">{t('vip.requirements', { level: level.name })}</h3>
      <dl className="vip-detail__needs">
        <div>
          <dt>{t('vip.validStake')}</dt>
          <dd>K {formatMoney(level.validStake)}</dd>
        </div>
        <div>
          <dt>{t('vip.deposit')}</dt>
          <dd>K {formatMoney(level.deposit)}</dd>
        </div>
      </dl>
      <h3 className="vip-detail__title">{t('vip.benefits')}</h3>
      <ul className="vip-detail__benefits">
        {rows.map(([key, label, value]) => (
          <li key={key} data-testid={`vip-benefit-${key}`}>
            <span>{label}</span>
            <strong>{value}</strong>
          </li>
        ))}
      </ul>
      <p className="vip-detail__hint">{t('vip.bonusHint')}</p>
      <Link className="button button--primary button--small" to={paths.rewardCenter}>
        {t('vip.rewardCenter')}
      </Link>
    </div>
  );
};
