import { ADMIN_LIMITS, adminEndpoints, formatMinor } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { requestKey } from './common';

const S = STRINGS.adjust;
const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

interface Values {
  amount: string;
  reason: string;
}

/**
 * A manual adjustment: one key per filled-in form, so a double click or a retry after a lost
 * answer never adjusts twice; a new key once the answer arrives.
 */
export const AdjustmentForm = ({ memberId }: { memberId: number }) => {
  const queryClient = useQueryClient();
  const key = useRef(requestKey());
  const [form] = Form.useForm<Values>();
  const adjust = useMutation({
    mutationFn: (values: Values) =>
      call(adminEndpoints.requestAdjustment, {
        body: { memberId, amount: values.amount, reason: values.reason, requestKey: key.current },
      }),
    onSuccess: () => {
      key.current = requestKey();
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['members', memberId] });
      void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
    },
  });
  const done = adjust.data;
  return (
    <Card title={S.title} size="small">
      <Typography.Paragraph type="secondary">
        {fill(S.threshold, { limit: formatMinor(ADMIN_LIMITS.adjustmentApprovalAboveMinor) })}
      </Typography.Paragraph>
      {done && (
        <Alert
          showIcon
          type={done.status === 'posted' ? 'success' : 'warning'}
          title={
            done.status === 'posted'
              ? fill(S.posted, { id: done.transactionId ?? '' })
              : fill(S.pending, { id: done.id })
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {adjust.error && (
        <Alert showIcon type="error" title={adjust.error.message} style={{ marginBottom: 12 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => adjust.mutate(values)}
        disabled={adjust.isPending}
      >
        <Form.Item
          name="amount"
          label={S.amount}
          rules={[
            {
              required: true,
              validator: (_, v: string | undefined) =>
                v && AMOUNT.test(v.trim()) && Number(v) !== 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(S.badAmount)),
            },
          ]}
        >
          <Input inputMode="decimal" placeholder="100.00" />
        </Form.Item>
        <Form.Item name="reason" label={S.reason} rules={[{ required: true, min: 3, max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {S.submit}
        </Button>
      </Form>
    </Card>
  );
};
