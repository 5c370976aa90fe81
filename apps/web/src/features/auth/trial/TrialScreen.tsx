import { MEMBER_TYPES, STORAGE_KEYS, TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useSession } from '../../../shared/session/session-store';
import { session as sessionArea } from '../../../shared/storage';
import { toast } from '../../../shared/ui/toast';
import { createTrialUser } from '../api/mutations';
import { AuthPage } from '../components/AuthLayout';
import { startTrialPlay } from './start-trial';

/**
 * /m/trail: see the name the free-trial account will have, then start test play with it. The
 * server keeps offering this device the same name until play starts, so test play from login
 * gets it too; the account itself is made when play starts.
 */
export default function TrialScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const playing = session?.type === MEMBER_TYPES.freeTrial;
  const [name, setName] = useState<string | null>(() => sessionArea.get(STORAGE_KEYS.trialUser));
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    void toast.loading(undefined, TOASTS.loadingLong);
    try {
      setName((await createTrialUser()).userName);
      await toast.clear();
    } catch (error) {
      await toast.show(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    if (playing) return navigate(paths.home);
    setBusy(true);
    if (await startTrialPlay(name ?? undefined)) navigate(paths.home, { replace: true });
    // A name that could not be started (held too long) is not offered again: create anew.
    else setName(null);
    setBusy(false);
  };

  return (
    <AuthPage testId="trial-screen">
      <div className="trial-card">
        <p className="trial-card__intro">{t('auth.trial.intro')}</p>
        {name && (
          <p className="trial-card__account">
            <span>{t('auth.trial.account')}</span>
            <strong data-testid="trial-name">{name}</strong>
          </p>
        )}
        {!name && !playing && (
          <button
            type="button"
            className="button button--outline-primary button--block"
            disabled={busy}
            data-testid="trial-create"
            onClick={() => void create()}
          >
            {t('auth.trial.create')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          data-testid="trial-start"
          onClick={() => void start()}
        >
          {t('auth.trial.start')}
        </button>
        <p className="auth__hint">{t('auth.trial.note')}</p>
      </div>
    </AuthPage>
  );
}
