import { type PlayLimit, setLimitBody } from '@lotto/contract';
import { wireAmount } from '../../../shared/form/amount';
import { accepts, say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { toast } from '../../../shared/ui/toast';
import { useSetLimit } from '../api';
import '../../../shared/form/form.css';

type Values = { amount: string };

/** The limit's amount by the contract's rule (a positive amount with 2 decimals on the wire). */
const schema = formSchema<keyof Values>({
  amount: accepts(setLimitBody.shape.amount, say('form.amountInvalid'), wireAmount),
});

/** One limit's new amount, or its removal; a rise or removal waits out the delay. */
export const LimitSheet = ({ limit, onClose }: { limit: PlayLimit; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSetLimit();
  const { busy, run } = useSubmitting();
  const form = useSchemaForm<Values>(schema, {
    amount: limit.amount?.replace(/\.00$/, '') ?? '',
  });
  const send = run(async (amount: string | null) => {
    const answer = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount });
    const after = answer.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
    await toast.success(
      after?.pending ? t('responsible.limitPending') : t('responsible.limitSaved'),
    );
    onClose();
  }, toastFailure);
  const title = `${t(`responsible.${limit.kind}`)} · ${t(`responsible.${limit.period}`)}`;
  return (
    <Sheet title={title} onClose={onClose} testId="limit-sheet">
      <form
        className="responsible-form"
        noValidate
        onSubmit={form.handleSubmit((values) => send(wireAmount(values.amount)))}
      >
        <FormField
          control={form.control}
          name="amount"
          label={t('responsible.amount')}
          inputMode="decimal"
          testId="limit-amount"
        />
        <p className="responsible-card__hint">{t('responsible.delayRule')}</p>
        <SubmitButton disabled={busy} testId="limit-save">
          {t('responsible.save')}
        </SubmitButton>
        {limit.amount !== null && (
          <button
            type="button"
            className="button button--outline button--block"
            disabled={busy}
            onClick={() => void send(null)}
            data-testid="limit-remove"
          >
            {t('responsible.remove')}
          </button>
        )}
      </form>
    </Sheet>
  );
};
