import { adminMemberEndpoints } from '@lotto/contract';
import { Alert, Card, Form, Input, Space, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '../../shared/form/FormField';
import { useTexts } from '../../shared/i18n';
import { refusalText } from './refusal';

interface Props<T extends { reason: string }> {
  /** Its title, what it does (said above the form) and what is said once the server did it. */
  words: { title: string; help: string; done: string };
  /** The action's state: done, or refused (in the operator's words). */
  sent: { isSuccess: boolean; error: Error | null };
  control: Control<T>;
  /** The action's own choices, side by side above the reason. */
  choices: ReactNode;
  /** The button that sends it. */
  submit: ReactNode;
  style?: CSSProperties;
}

/**
 * A card that changes a member's responsible-play settings: what it does, its choices, the
 * operator's reason (kept in the audit) and its button, then what the server answered.
 */
export const MemberActionCard = <T extends { reason: string }>(props: Props<T>) => {
  const texts = useTexts();
  // Every such form has its reason under `reason`: this view of it names that field alone.
  const control = props.control as unknown as Control<FieldValues & { reason: string }>;
  return (
    <Card title={props.words.title} size="small" style={props.style}>
      <Typography.Paragraph type="secondary">{props.words.help}</Typography.Paragraph>
      {props.sent.isSuccess && (
        <Alert showIcon type="success" title={props.words.done} style={{ marginBottom: 12 }} />
      )}
      {props.sent.error && (
        <Alert
          showIcon
          type="error"
          title={refusalText(props.sent.error, texts)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form layout="vertical" component={false}>
        <Space.Compact block>{props.choices}</Space.Compact>
        <FormField
          control={control}
          name="reason"
          label={texts.memberLimitForms.reason}
          render={(field) => (
            <Input {...field} maxLength={adminMemberEndpoints.OPERATOR_REASON_MAX} />
          )}
        />
        {props.submit}
      </Form>
    </Card>
  );
};
