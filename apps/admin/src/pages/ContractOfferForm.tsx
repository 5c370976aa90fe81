import {
  type ContractKind,
  type ContractTerms,
  adminContractEndpoints as endpoints,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { call } from '../api';
import { STRINGS } from '../strings';

const S = STRINGS.contracts;

interface Values {
  username: string;
  kind: ContractKind;
  tiers?: { threshold: string; members?: number; value: string }[];
  minMembers?: number;
  minStake?: string;
  payAs?: 'percent' | 'amount';
  value?: string;
}

const money = (text: string | undefined) => Number(text ?? 0).toFixed(2);

/** The form's values as terms; the server checks them (ascending tiers, bounds). */
const termsOf = (v: Values): ContractTerms => {
  const tiers = v.tiers ?? [];
  if (v.kind === 'daily')
    return {
      kind: 'daily',
      tiers: tiers.map((t) => ({
        validStake: money(t.threshold),
        activeMembers: t.members ?? 0,
        amount: money(t.value),
      })),
    };
  if (v.kind === 'dividend')
    return {
      kind: 'dividend',
      minActiveMembers: v.minMembers ?? 0,
      tiers: tiers.map((t) => ({ netLoss: money(t.threshold), percent: Number(t.value) })),
    };
  return {
    kind: 'hourly',
    minValidStake: money(v.minStake),
    minActiveMembers: v.minMembers ?? 0,
    ...(v.payAs === 'amount' ? { amount: money(v.value) } : { percent: Number(v.value) }),
  };
};

/** An operator's offer to a top agent, paid by the site; audited by the server. */
export const ContractOfferForm = () => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'daily';
  const offer = useMutation({
    mutationFn: (v: Values) =>
      call(endpoints.adminOfferContract, { body: { username: v.username, terms: termsOf(v) } }),
    onSuccess: () => {
      void message.success(S.sent);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['agent-contracts'] });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card title={S.offerTitle} style={{ marginBottom: 16 }}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'daily', tiers: [{ threshold: '', value: '' }], payAs: 'percent' }}
        onFinish={(v) => offer.mutate(v)}
      >
        <Space wrap align="start">
          <Form.Item name="username" label={S.username} rules={[{ required: true }]}>
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="kind" label={S.kind}>
            <Select<ContractKind>
              style={{ width: 180 }}
              options={(['daily', 'dividend', 'hourly'] as const).map((k) => ({
                value: k,
                label: S.kinds[k],
              }))}
            />
          </Form.Item>
          {kind !== 'daily' && (
            <Form.Item name="minMembers" label={S.minMembers}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          )}
          {kind === 'hourly' && (
            <>
              <Form.Item name="minStake" label={S.minStake}>
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="payAs" label={S.payAs}>
                <Radio.Group
                  options={[
                    { value: 'percent', label: S.percent },
                    { value: 'amount', label: S.amount },
                  ]}
                />
              </Form.Item>
              <Form.Item name="value" label={S.value} rules={[{ required: true }]}>
                <Input style={{ width: 120 }} />
              </Form.Item>
            </>
          )}
        </Space>
        {kind !== 'hourly' && (
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} wrap align="baseline">
                    <Form.Item name={[field.name, 'threshold']} label={S.threshold}>
                      <Input style={{ width: 160 }} />
                    </Form.Item>
                    {kind === 'daily' && (
                      <Form.Item name={[field.name, 'members']} label={S.members}>
                        <InputNumber min={0} precision={0} />
                      </Form.Item>
                    )}
                    <Form.Item name={[field.name, 'value']} label={S.value}>
                      <Input style={{ width: 120 }} />
                    </Form.Item>
                    {fields.length > 1 && <Button onClick={() => remove(field.name)}>−</Button>}
                  </Space>
                ))}
                <Button onClick={() => add({ threshold: '', value: '' })}>{S.addTier}</Button>
              </>
            )}
          </Form.List>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={offer.isPending}
          style={{ marginTop: 12 }}
        >
          {S.send}
        </Button>
      </Form>
    </Card>
  );
};
