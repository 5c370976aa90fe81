import { DECISION_REASON_MAX, reviewBody } from '@lotto/contract';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import { FormField } from '../form/FormField';
import { useSchemaForm } from '../form/use-schema-form';

type Reason = { reason: string };
/** The contract's rule for a decision's reason (reject a deposit, decide an application). */
const reasonSchema: z.ZodMiniType<Reason, Reason> = reviewBody;

/**
 * Asks the operator for the reason of a decision the member will read (reject a deposit or a
 * withdrawal, decide an application), within the contract's bounds, then hands it over trimmed.
 * Its content is dropped when closed, so the next decision starts empty.
 */
export const ReasonDialog = (props: {
  open: boolean;
  title: string;
  okText: string;
  label: string;
  loading: boolean;
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  children?: ReactNode;
}) => {
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const submit = form.handleSubmit(({ reason }) => props.onSubmit(reason.trim()));
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? true, loading: props.loading }}
      onCancel={props.onCancel}
      onOk={() => void submit()}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      {props.children}
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="reason"
          label={props.label}
          render={(field) => <Input.TextArea {...field} rows={3} maxLength={DECISION_REASON_MAX} />}
        />
      </Form>
    </Modal>
  );
};
