import { type AdminJackpotTerms, adminGamesEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import {
  bodyOf,
  type JackpotFormValues,
  jackpotFormSchema,
  MAX_RETURN_PERCENT,
  returnBpOf,
  valuesOf,
} from './jackpot-form-schema';
import { gamesKeys } from './keys';
import { useRefusalText } from './refusal';

/** The site's jackpot terms, checked here by the contract's rules and limits, then sent. */
export const JackpotForm = ({ terms }: { terms: AdminJackpotTerms | null }) => {
  const S = useTexts().games.jackpot;
  const refusal = useRefusalText();
  const queryClient = useQueryClient();
  const form = useSchemaForm(jackpotFormSchema, valuesOf(terms));
  const { control } = form;
  const save = useMutation({
    mutationFn: (v: JackpotFormValues) => call(endpoints.updateJackpot, { body: bodyOf(v) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(gamesKeys.jackpot, answer);
      form.reset(valuesOf(answer.terms));
    },
  });
  // The seed's share depends on the odds and the contribution: judge it again when they change.
  const recheck = () => {
    if (form.getFieldState('seed').isTouched || form.formState.isSubmitted)
      void form.trigger('seed');
  };
  const v = form.watch();
  const seedMinor = Math.round(Number(v.seed) * 100);
  const share =
    Number.isFinite(seedMinor) && Number(v.hitOdds) > 0
      ? returnBpOf(Math.round(Number(v.contribution) * 100), seedMinor, Number(v.hitOdds)) / 100
      : null;
  const max = { max: MAX_RETURN_PERCENT };
  const tooMuch = fill(S.tooMuch, { percent: share?.toFixed(2) ?? '—', ...max });
  return (
    <>
      {save.isSuccess && !form.formState.isDirty && (
        <Alert showIcon type="success" title={S.saved} style={{ marginBottom: 12 }} />
      )}
      {save.error && (
        <Alert
          showIcon
          type="error"
          title={S.refused}
          description={refusal(save.error)}
          style={{ marginBottom: 12 }}
          role="alert"
        />
      )}
      <Form
        layout="vertical"
        className="form-grid"
        onFinish={() => void form.handleSubmit((values) => save.mutate(values))()}
        disabled={save.isPending}
      >
        <FormField
          control={control}
          name="contribution"
          label={S.contribution}
          extra={fill(S.contributionHelp, max)}
          invalid={S.badPercent}
          custom={{ tooBig: fill(S.contributionHelp, max) }}
          render={(field) => (
            <Input
              {...field}
              onChange={(e) => {
                field.onChange(e);
                recheck();
              }}
              inputMode="decimal"
              suffix="%"
            />
          )}
        />
        <FormField
          control={control}
          name="hitOdds"
          label={S.hitOdds}
          extra={S.hitOddsHelp}
          render={(field) => (
            <InputNumber<number>
              {...field}
              onChange={(n) => {
                field.onChange(n);
                recheck();
              }}
              min={1}
              max={Number.MAX_SAFE_INTEGER}
              precision={0}
              prefix="1 :"
              style={{ width: '100%' }}
            />
          )}
        />
        <FormField
          control={control}
          name="seed"
          label={S.seed}
          extra={S.seedHelp}
          invalid={S.badAmount}
          custom={{ tooMuch }}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="1000.00" />}
        />
        <FormField
          control={control}
          name="minStake"
          label={S.minStake}
          extra={S.minStakeHelp}
          invalid={S.badAmount}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="0.00" />}
        />
        <div className="form-grid-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {S.save}
          </Button>
        </div>
      </Form>
    </>
  );
};
