import { adminRedRainEndpoints as endpoints, parseMinor, RED_RAIN_LIMITS } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber } from 'antd';
import { call } from '../api';
import { fill, STRINGS } from '../strings';

const S = STRINGS.redRain;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

interface Values {
  startsAt: string;
  durationMinutes: number;
  budget: string;
  envelopes: number;
  minDeposit?: string;
  minValidStake?: string;
  turnoverMultiplier: number;
  agentUsername?: string;
}

const amountRule = (required: boolean) => ({
  required,
  validator: (_: unknown, v: string | undefined) =>
    (!v && !required) || (v && AMOUNT.test(v.trim()))
      ? Promise.resolve()
      : Promise.reject(new Error(S.badAmount)),
});

/** "2026-06-01T18:30" in the operator's own zone, now: the form's first start. */
const localNow = () => {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const bodyOf = (v: Values) => ({
  startsAt: new Date(v.startsAt).getTime(),
  durationMinutes: v.durationMinutes,
  budget: v.budget.trim(),
  envelopes: v.envelopes,
  minDeposit: v.minDeposit?.trim() || '0',
  minValidStake: v.minValidStake?.trim() || '0',
  turnoverMultiplier: v.turnoverMultiplier,
  ...(v.agentUsername?.trim() ? { agentUsername: v.agentUsername.trim() } : {}),
});

/** A new round, checked here as the server checks it (the server's word is final). */
export const RedRainForm = () => {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const create = useMutation({
    mutationFn: (v: Values) => call(endpoints.createRedRainRound, { body: bodyOf(v) }),
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['redRain'] });
    },
  });
  const budgetCoversEnvelopes = ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: (_: unknown, v: string | undefined) => {
      const budget = parseMinor(v ?? '') ?? 0;
      const envelopes = Number(getFieldValue('envelopes') ?? 0);
      return budget >= envelopes * RED_RAIN_LIMITS.minEnvelopeMinor
        ? Promise.resolve()
        : Promise.reject(new Error(S.budgetTooSmall));
    },
  });
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
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          startsAt: localNow(),
          durationMinutes: 30,
          envelopes: 100,
          turnoverMultiplier: 3,
        }}
        onFinish={(v) => create.mutate(v)}
        disabled={create.isPending}
      >
        <Form.Item name="startsAt" label={S.startsAt} rules={[{ required: true }]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="durationMinutes" label={S.duration} rules={[{ required: true }]}>
          <InputNumber
            min={RED_RAIN_LIMITS.minDurationMinutes}
            max={RED_RAIN_LIMITS.maxDurationMinutes}
            precision={0}
          />
        </Form.Item>
        <Form.Item name="envelopes" label={S.envelopes} rules={[{ required: true }]}>
          <InputNumber min={1} max={RED_RAIN_LIMITS.maxEnvelopes} precision={0} />
        </Form.Item>
        <Form.Item
          name="budget"
          label={S.budget}
          dependencies={['envelopes']}
          rules={[amountRule(true), budgetCoversEnvelopes]}
        >
          <Input inputMode="decimal" placeholder="1000.00" />
        </Form.Item>
        <Form.Item name="minDeposit" label={S.minDeposit} rules={[amountRule(false)]}>
          <Input inputMode="decimal" placeholder="0.00" />
        </Form.Item>
        <Form.Item name="minValidStake" label={S.minValidStake} rules={[amountRule(false)]}>
          <Input inputMode="decimal" placeholder="0.00" />
        </Form.Item>
        <Form.Item name="turnoverMultiplier" label={S.multiplier} rules={[{ required: true }]}>
          <InputNumber min={0} max={RED_RAIN_LIMITS.maxTurnoverMultiplier} precision={0} />
        </Form.Item>
        <Form.Item name="agentUsername" label={S.agent}>
          <Input maxLength={40} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {S.submit}
        </Button>
      </Form>
    </Card>
  );
};
