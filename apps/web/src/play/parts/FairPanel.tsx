import type { FairCommit, RoundView } from '@lotto/contract';
import { useState } from 'react';
import { verifyRound } from '../fair';
import { t } from '../texts';

type Check = { roundId: string; status: 'checking' | 'ok' | 'bad' };

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <div className="fair__fact">
    <dt>{label}</dt>
    <dd className="fair__mono" data-testid={testId}>
      {value}
    </dd>
  </div>
);

/**
 * In-house games: the commitment before the round (seed hash, the player's editable client
 * seed, nonce) and, after it, the revealed seed with a check that runs in this browser.
 */
export const FairPanel = ({
  commit,
  last,
  clientSeed,
  onClientSeed,
  rtpBasisPoints,
  disabled,
}: {
  commit: FairCommit | null;
  last: RoundView | null;
  clientSeed: string;
  onClientSeed: (seed: string) => void;
  rtpBasisPoints: number;
  disabled: boolean;
}) => {
  const [check, setCheck] = useState<Check | null>(null);
  const revealed = last?.fair ? last : null;
  const status = revealed && check?.roundId === revealed.roundId ? check.status : null;
  const verify = async () => {
    if (!revealed) return;
    const roundId = revealed.roundId;
    setCheck({ roundId, status: 'checking' });
    const ok = await verifyRound(revealed, rtpBasisPoints).catch(() => false);
    setCheck({ roundId, status: ok ? 'ok' : 'bad' });
  };
  return (
    <section className="panel fair" aria-labelledby="fair-title" data-testid="fair-panel">
      <h2 id="fair-title" className="panel__title">
        {t('fairTitle')}
      </h2>
      <p className="panel__hint">{t('fairHint')}</p>
      {commit && (
        <dl className="fair__facts">
          <Fact label={t('seedHash')} value={commit.serverSeedHash} testId="fair-seed-hash" />
          <div className="fair__fact">
            <dt>
              <label htmlFor="client-seed">{t('clientSeed')}</label>
            </dt>
            <dd>
              <input
                id="client-seed"
                className="fair__input"
                value={clientSeed}
                maxLength={64}
                disabled={disabled}
                onChange={(event) => onClientSeed(event.target.value)}
                data-testid="client-seed"
              />
            </dd>
          </div>
          <Fact label={t('nonce')} value={String(commit.nonce)} />
        </dl>
      )}
      {revealed?.fair && (
        <div className="fair__last" data-testid="fair-last">
          <h3 className="fair__subtitle">{t('lastRound')}</h3>
          <dl className="fair__facts">
            <Fact label={t('serverSeed')} value={revealed.fair.serverSeed} testId="fair-seed" />
            <Fact label={t('seedHash')} value={revealed.fair.serverSeedHash} />
            <Fact label={t('clientSeed')} value={revealed.fair.clientSeed} />
            <Fact label={t('nonce')} value={String(revealed.fair.nonce)} />
          </dl>
          <div className="fair__verify">
            <button
              type="button"
              className="button button--outline-light"
              onClick={() => void verify()}
              disabled={status === 'checking'}
              data-testid="fair-verify"
            >
              {status === 'checking' ? t('verifying') : t('verify')}
            </button>
            {(status === 'ok' || status === 'bad') && (
              <p
                className={`fair__verdict fair__verdict--${status}`}
                role="status"
                data-testid="fair-verdict"
              >
                {t(status === 'ok' ? 'verified' : 'mismatch')}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
};
