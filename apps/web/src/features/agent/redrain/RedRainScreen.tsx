import { isAgentType, type RedRainClaimAnswer } from '@lotto/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';
import { useMemberInfo } from '../../../shared/session/member-info';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCurrentRound, useOpenEnvelope } from './api';
import { ResultSheet } from './ResultSheet';
import { RoundPanel } from './RoundPanel';
import { TeamClaims } from './TeamClaims';
import './redrain.css';

/**
 * Red envelope rain (/m/redRain, spec/02 "Agent area"): during a round envelopes fall and the
 * member opens one; otherwise a countdown to the next round. An agent sees its team's claims.
 */
export default function RedRainScreen() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const current = useCurrentRound();
  const openEnvelope = useOpenEnvelope();
  const [result, setResult] = useState<RedRainClaimAnswer | null>(null);
  const refetch = current.refetch;
  const onRoundChange = useCallback(() => void refetch(), [refetch]);
  const round = current.data?.round;
  const open = () => {
    if (!round || openEnvelope.isPending) return;
    openEnvelope.mutate(round.id, { onSuccess: setResult });
  };
  const failure = openEnvelope.error;
  let body = <Spinner label={t('redRain.loading')} />;
  if (current.isError) body = <ErrorRetry onRetry={() => void current.refetch()} />;
  else if (current.data && !round) {
    body = (
      <p className="rain-card" data-testid="rain-none">
        {t('redRain.none')}
      </p>
    );
  } else if (current.data && round) {
    body = (
      <RoundPanel
        round={round}
        offset={current.data.offset}
        busy={openEnvelope.isPending}
        onOpen={open}
        onRoundChange={onRoundChange}
      />
    );
  }
  return (
    <section className="screen rain-screen" data-testid="red-rain">
      <div className="rain-sky">
        {body}
        {failure && (
          <p className="rain-error" role="alert" data-testid="rain-error">
            {failure instanceof ApiError && failure.message
              ? failure.message
              : t('common.loadingFailed')}
          </p>
        )}
      </div>
      {member.data && isAgentType(member.data.type) && <TeamClaims />}
      {result && <ResultSheet result={result} onClose={() => setResult(null)} />}
    </section>
  );
}
