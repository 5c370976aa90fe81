import type { AgentRatesAnswer, RateSet } from '@lotto/contract';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useAgentRates, useSaveRates } from './api';
import { RatesForm } from './RatesForm';
import { RatesTable } from './RatesTable';
import { raises } from './rates-form';
import './rates.css';

/** Asks before a raise: a raised rate cannot later go below what the member then gives on. */
const confirmRaise = async (title: string, content: string, ok: string, cancel: string) => {
  const { Dialog } = await import('../../../shared/ui/antd');
  return Dialog.confirm({ title, content, confirmText: ok, cancelText: cancel });
};

const memberParam = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /m/member/agent/agentRebeat (AGENTREBSET3): the agent's own rates (read-only) and the
 * defaults for new members; with ?member=<id> a downline's rates, editable for a direct member.
 */
export default function RebateSetupScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const member = memberParam(params.get('member'));
  const query = useAgentRates(member);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    const off = query.error instanceof ApiError && query.error.code === 'function.not.available';
    return (
      <section className="screen agent-rates" data-testid="agent-rates">
        {off ? (
          <p className="empty-state">{t('agentRates.unavailable')}</p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  return (
    <section className="screen agent-rates" data-testid="agent-rates">
      {query.data.member ? <MemberRates data={query.data} /> : <OwnRates data={query.data} />}
    </section>
  );
}

const OwnRates = ({ data }: { data: AgentRatesAnswer }) => {
  const { t } = useTranslation();
  const save = useSaveRates(null);
  const { busy, run } = useSubmitting();
  const submit = (rates: RateSet) =>
    void run(async () => {
      await save.mutateAsync(rates);
      await toast.success(t('agentRates.saved'));
    }, toastFailure)();
  return (
    <>
      <div className="agent-rates__card">
        <h2>{t('agentRates.ownTitle')}</h2>
        <p className="agent-rates__hint">{t('agentRates.ownHint')}</p>
        <RatesTable rates={data.own} testId="rates-own" />
      </div>
      {data.defaults && (
        <div className="agent-rates__card">
          <h2>{t('agentRates.defaultsTitle')}</h2>
          <p className="agent-rates__hint">{t('agentRates.defaultsHint')}</p>
          <RatesForm start={data.defaults} limits={data} busy={busy} onSave={submit} />
        </div>
      )}
    </>
  );
};

const MemberRates = ({ data }: { data: AgentRatesAnswer }) => {
  const { t } = useTranslation();
  const id = data.member?.id ?? 0;
  const name = data.member?.username ?? '';
  const save = useSaveRates(id);
  const { busy, run } = useSubmitting();
  const submit = (rates: RateSet) =>
    void run(async () => {
      const raise = raises(rates, data.own);
      const ask = [t('agentRates.raiseTitle'), t('agentRates.raiseBody', { name })] as const;
      if (raise && !(await confirmRaise(...ask, t('agentRates.raiseOk'), t('agentRates.cancel'))))
        return;
      await save.mutateAsync({ memberId: id, ...rates, confirmRaise: raise });
      await toast.success(t('agentRates.saved'));
    }, toastFailure)();
  return (
    <div className="agent-rates__card">
      <h2 data-testid="rates-member">{t('agentRates.memberTitle', { name })}</h2>
      {data.editable ? (
        <>
          <p className="agent-rates__hint">{t('agentRates.memberHint')}</p>
          <RatesForm
            key={JSON.stringify(data.own)}
            start={data.own}
            limits={data}
            busy={busy}
            onSave={submit}
          />
        </>
      ) : (
        <>
          <p className="agent-rates__hint">{t('agentRates.readOnly')}</p>
          <RatesTable rates={data.own} testId="rates-member-own" />
        </>
      )}
    </div>
  );
};
