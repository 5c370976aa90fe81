import { adminMemberEndpoints, LIMIT_KINDS, LIMIT_PERIODS } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { useTexts } from '../../shared/i18n';
import { memberKeys } from './keys';
import { type LimitFormValues, limitFormSchema } from './limit-form-schema';
import { MemberActionCard } from './MemberActionCard';

/**
 * Sets a deposit or loss limit where none is, or lowers one, at once; a looser one is the
 * member's own to ask for, so the server refuses it (admin.limit.looser) and the form says why.
 */
export const LimitForm = ({ memberId }: { memberId: number }) => {
  const texts = useTexts();
  const S = texts.members;
  const L = texts.memberLimitForms;
  const queryClient = useQueryClient();
  const form = useSchemaForm<LimitFormValues>(limitFormSchema, {
    kind: 'deposit',
    period: 'day',
    amount: '',
    reason: '',
  });
  const save = useMutation({
    mutationFn: (v: LimitFormValues) =>
      call(adminMemberEndpoints.tightenMemberLimit, {
        params: { id: memberId },
        body: { ...v, amount: v.amount.trim(), reason: v.reason.trim() },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(memberKeys.limits(memberId), answer);
      form.reset({ ...form.getValues(), amount: '', reason: '' });
    },
  });
  return (
    <MemberActionCard
      words={{ title: L.limitTitle, help: L.limitHelp, done: L.limitSaved }}
      sent={save}
      control={form.control}
      style={{ marginBottom: 16 }}
      choices={
        <>
          <FormField
            control={form.control}
            name="kind"
            label={S.limitKind}
            render={(field) => (
              <Select
                {...field}
                style={{ width: 140 }}
                options={LIMIT_KINDS.map((k) => ({ value: k, label: S.limitKinds[k] }))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="period"
            label={L.period}
            render={(field) => (
              <Select
                {...field}
                style={{ width: 120 }}
                options={LIMIT_PERIODS.map((p) => ({ value: p, label: S.periods[p] }))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="amount"
            label={S.limitAmount}
            invalid={L.badAmount}
            render={(field) => <Input {...field} inputMode="decimal" placeholder="100.00" />}
          />
        </>
      }
      submit={
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void form.handleSubmit((v) => save.mutate(v))()}
        >
          {L.setLimit}
        </Button>
      }
    />
  );
};
