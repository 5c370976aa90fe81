import { ADMIN_LIMITS, adminEndpoints, formatMinor } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import {
  type AdjustmentFormValues,
  adjustmentFormSchema,
  requestKey,
} from './adjustment-form-schema';

/**
 * A manual adjustment: one key per filled-in form, so a double click or a retry after a lost
 * answer never adjusts twice; a new key once the answer arrives.
 */
export const AdjustmentForm = ({ memberId }: { memberId: number }) => {
  const S = useTexts().adjust;
  const queryClient = useQueryClient();
  const key = useRef(requestKey());
  const form = useSchemaForm(adjustmentFormSchema, { amount: '', reason: '' });
  const adjust = useMutation({
    mutationFn: (values: AdjustmentFormValues) =>
      call(adminEndpoints.requestAdjustment, {
        body: {
          memberId,
          amount: values.amount.trim(),
          reason: values.reason.trim(),
          requestKey: key.current,
        },
      }),
    onSuccess: () => {
      key.current = requestKey();
      form.reset();
      void queryClient.invalidateQueries({ queryKey: sharedKeys.member.detail(memberId) });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.adjustments });
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
      <Form
        layout="vertical"
        onFinish={() => void form.handleSubmit((values) => adjust.mutate(values))()}
        disabled={adjust.isPending}
      >
        <FormField
          control={form.control}
          name="amount"
          label={S.amount}
          invalid={S.badAmount}
          render={(field) => <Input {...field} inputMode="decimal" placeholder="100.00" />}
        />
        <FormField
          control={form.control}
          name="reason"
          label={S.reason}
          render={(field) => <Input.TextArea {...field} rows={2} maxLength={500} />}
        />
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {S.submit}
        </Button>
      </Form>
    </Card>
  );
};
