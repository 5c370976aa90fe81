import { Form } from 'antd';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useTexts } from '../i18n';
import { issueText } from './issues';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Said under the control when it has no message (a hint, a range). */
  extra?: ReactNode;
  /** The field's own words for a value not in its form (an amount's decimals). */
  invalid?: string;
  /** The words of the form's own checks, by the message id each was given. */
  custom?: Record<string, string>;
  /** The control, given the field's value, handlers and the id its label points at. */
  render: (field: ControllerRenderProps<T, N> & { id: string }) => ReactNode;
}

/**
 * One field of a react-hook-form form in antd's frame: its label tied to the control (screen
 * readers and tests find it by the label), the schema's message in the current language.
 */
export const FormField = <T extends FieldValues, N extends FieldPath<T>>(
  props: FormFieldProps<T, N>,
) => {
  const texts = useTexts();
  const id = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const message = fieldState.error?.message;
  return (
    <Form.Item
      label={props.label}
      htmlFor={id}
      extra={props.extra}
      validateStatus={message ? 'error' : undefined}
      help={message ? issueText(message, texts, props.invalid, props.custom) : undefined}
    >
      {props.render({ ...field, id })}
    </Form.Item>
  );
};
