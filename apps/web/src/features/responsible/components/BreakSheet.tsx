import type { RestrictBody } from '@lotto/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { toast } from '../../../shared/ui/toast';
import { responsibleKeys, useRestrict } from '../api';

const DAY_MS = 24 * 60 * 60_000;

/** Confirms a time-out or self-exclusion, with the time it would end. */
export const BreakSheet = ({ body, onClose }: { body: RestrictBody; onClose: () => void }) => {
  const { t } = useTranslation();
  const restrict = useRestrict();
  const client = useQueryClient();
  const { busy, run } = useSubmitting();
  // Shown for the confirmation only; the server decides the exact end.
  const [shownAt] = useState(() => Date.now());
  const until =
    body.kind === 'timeout'
      ? shownAt + body.days * DAY_MS
      : new Date(shownAt).setMonth(new Date(shownAt).getMonth() + body.months);
  const confirm = run(async () => {
    await restrict.mutateAsync(body);
    await toast.success(t('responsible.started'));
    // The session has ended on the server: the next call is refused and the app signs out.
    await client.invalidateQueries({ queryKey: responsibleKeys.all });
  }, toastFailure);
  return (
    <Sheet title={t('responsible.confirmTitle')} onClose={onClose} testId="break-sheet">
      <div className="responsible-form">
        <p className="responsible-confirm">
          {t('responsible.confirmBody', { time: localDateTime(until) })}
        </p>
        <button
          type="button"
          className="button button--danger button--block"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="break-confirm"
        >
          {t('responsible.confirm')}
        </button>
        <button type="button" className="button button--outline button--block" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Sheet>
  );
};
