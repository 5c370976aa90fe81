import { adminMemberEndpoints, RESTRICTION_KINDS } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select } from 'antd';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { memberKeys } from './keys';
import {
  type RestrictFormValues,
  restrictBodyOf,
  restrictFormSchema,
  restrictionLengths,
} from './limit-form-schema';
import { MemberActionCard } from './MemberActionCard';

/**
 * A time-out or self-exclusion on the member's behalf. It ends their sessions and running
 * chases at once, so the operator confirms first; one ending before the restriction in force
 * is refused (admin.restriction.shorter).
 */
export const RestrictForm = ({ memberId }: { memberId: number }) => {
  const texts = useTexts();
  const S = texts.members;
  const L = texts.memberLimitForms;
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm<RestrictFormValues>(restrictFormSchema, {
    kind: 'timeout',
    length: 1,
    reason: '',
  });
  const kind = form.watch('kind');
  const restrict = useMutation({
    mutationFn: (v: RestrictFormValues) =>
      call(adminMemberEndpoints.restrictMember, {
        params: { id: memberId },
        body: restrictBodyOf(v),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(memberKeys.limits(memberId), answer);
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) });
      form.reset({ ...form.getValues(), reason: '' });
    },
  });
  const lengthText = (v: RestrictFormValues) =>
    fill(v.kind === 'timeout' ? L.days : L.months, { n: v.length });
  const confirm = (v: RestrictFormValues) =>
    modal.confirm({
      title: fill(L.confirmTitle, { kind: S.restrictionKinds[v.kind], length: lengthText(v) }),
      content: L.confirmText,
      okText: L.restrict,
      okButtonProps: { danger: true },
      cancelText: L.cancel,
      onOk: () => restrict.mutateAsync(v).catch(() => undefined),
    });
  return (
    <MemberActionCard
      words={{ title: L.restrictTitle, help: L.restrictHelp, done: L.restricted }}
      sent={restrict}
      control={form.control}
      choices={
        <>
          <FormField
            control={form.control}
            name="kind"
            label={L.kind}
            render={(field) => (
              <Select
                {...field}
                style={{ width: 160 }}
                onChange={(next: RestrictFormValues['kind']) => {
                  field.onChange(next);
                  form.setValue('length', restrictionLengths[next][0]);
                }}
                options={RESTRICTION_KINDS.map((k) => ({ value: k, label: S.restrictionKinds[k] }))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="length"
            label={L.length}
            render={(field) => (
              <Select
                {...field}
                style={{ width: 140 }}
                options={restrictionLengths[kind].map((n) => ({
                  value: n,
                  label: fill(kind === 'timeout' ? L.days : L.months, { n }),
                }))}
              />
            )}
          />
        </>
      }
      submit={
        <Button
          danger
          loading={restrict.isPending}
          onClick={() => void form.handleSubmit(confirm)()}
        >
          {L.restrict}
        </Button>
      }
    />
  );
};
