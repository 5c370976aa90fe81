import { adminRedRainEndpoints as endpoints, RED_RAIN_LIMITS } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { redRainKeys } from './keys';
import { bodyOf, type RedRainFormValues, redRainFormSchema } from './red-rain-form-schema';

/** "2026-06-01T18:30" in the operator's own zone, now: the form's first start. */
const localNow = () => {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const startValues = (): RedRainFormValues => ({
  startsAt: localNow(),
  durationMinutes: 30,
  budget: '',
  envelopes: 100,
  minDeposit: '',
  minValidStake: '',
  turnoverMultiplier: 3,
  agentUsername: '',
});

/** A new round, checked here by the contract's rules (the server's word is final). */
export const RedRainForm = () => {
  const S = useTexts().redRain;
  const queryClient = useQueryClient();
  const form = useSchemaForm(redRainFormSchema, startValues());
  const { control } = form;
  const create = useMutation({
    mutationFn: (v: RedRainFormValues) => call(endpoints.createRedRainRound, { body: bodyOf(v) }),
    onSuccess: () => {
      form.reset(startValues());
      void queryClient.invalidateQueries({ queryKey: redRainKeys.all });
    },
  });
  // The budget's check depends on the envelopes: judge it again when they change.
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name === 'envelopes' && form.getFieldState('budget').isTouched)
        void form.trigger('budget');
    });
    return unsubscribe;
  }, [form]);
  const sum = { invalid: S.badAmount, custom: { budgetTooSmall: S.budgetTooSmall } };
  return (
    <Card title={S.create}>
      {create.data && (
        <Alert
          showIcon
          type="success"
          title={fill(S.created, { id: create.data.id })}
          style={{ marginBottom: 12 }}
        />
      )}
      {create.error && (
        <Alert showIcon type="error" title={create.error.message} style={{ marginBottom: 12 }} />
      )}
      <Form
        layout="vertical"
        className="form-grid"
        onFinish={() => void form.handleSubmit((v) => create.mutate(v))()}
        disabled={create.isPending}
      >
        <FormField
          control={control}
          name="startsAt"
          label={S.startsAt}
          render={(field) => <Input {...field} type="datetime-local" />}
        />
        <FormField
          control={control}
          name="durationMinutes"
          label={S.duration}
          render={(field) => (
            <InputNumber
              {...field}
              min={RED_RAIN_LIMITS.minDurationMinutes}
              max={RED_RAIN_LIMITS.maxDurationMinutes}
              precision={0}
            />
          )}
        />
        <FormField
          control={control}
          name="envelopes"
          label={S.envelopes}
          render={(field) => (
            <InputNumber {...field} min={1} max={RED_RAIN_LIMITS.maxEnvelopes} precision={0} />
          )}
        />
        <FormField
          control={control}
          name="budget"
          label={S.budget}
          {...sum}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="1000.00" />}
        />
        <FormField
          control={control}
          name="minDeposit"
          label={S.minDeposit}
          {...sum}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="0.00" />}
        />
        <FormField
          control={control}
          name="minValidStake"
          label={S.minValidStake}
          {...sum}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="0.00" />}
        />
        <FormField
          control={control}
          name="turnoverMultiplier"
          label={S.multiplier}
          render={(field) => (
            <InputNumber
              {...field}
              min={0}
              max={RED_RAIN_LIMITS.maxTurnoverMultiplier}
              precision={0}
            />
          )}
        />
        <FormField
          control={control}
          name="agentUsername"
          label={S.agent}
          render={(field) => <Input {...field} maxLength={40} />}
        />
        <div className="form-grid-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {S.submit}
          </Button>
        </div>
      </Form>
    </Card>
  );
};
