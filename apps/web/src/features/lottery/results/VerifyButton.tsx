import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { type Proof, type Verdict, verifyDraw } from './verify';

/** VERIFY: recomputes the draw in the browser and says whether it matches what was shown. */
export const VerifyButton = ({ proof }: { proof: Proof }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | Verdict>('idle');
  const run = async () => {
    setState('busy');
    try {
      setState(await verifyDraw(proof));
    } catch {
      setState('mismatch');
    }
  };
  return (
    <div className="lott-verify">
      <button
        type="button"
        className="button button--small button--outline-primary"
        onClick={() => void run()}
        disabled={state === 'busy'}
        data-testid="verify-draw"
      >
        {state === 'busy' ? t('lottery.results.verifying') : t('lottery.results.verify')}
      </button>
      {state !== 'idle' && state !== 'busy' && (
        <p
          className={`lott-verify__verdict lott-verify__verdict--${state === 'verified' ? 'ok' : 'bad'}`}
          role="status"
          data-testid="verify-verdict"
          data-verdict={state}
        >
          {t(`lottery.results.${state}`)}
        </p>
      )}
    </div>
  );
};
