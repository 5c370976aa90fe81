import { DECISION_REASON_MAX } from '@lotto/contract';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

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
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? true, loading: props.loading }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {props.children}
      <Form form={form} layout="vertical" onFinish={({ reason }) => props.onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={props.label}
          rules={[{ required: true, whitespace: true, max: DECISION_REASON_MAX }]}
        >
          <Input.TextArea rows={3} maxLength={DECISION_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
