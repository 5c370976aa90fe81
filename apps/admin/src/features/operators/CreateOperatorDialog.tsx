import { ADMIN_ROLES, adminOperatorEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { useTexts } from '../../shared/i18n';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { operatorKeys } from './keys';
import { bodyOf, type OperatorFormValues, operatorFormSchema } from './operator-form-schema';
import { RolePermissions } from './RolePermissions';

const START: OperatorFormValues = { username: '', role: 'support', generate: true, password: '' };

/** A new operator: username, role and a password or none (the server generates one). */
export const CreateOperatorDialog = (props: {
  open: boolean;
  onClose: () => void;
  onCreated: (answer: endpoints.NewOperatorAnswer) => void;
}) => {
  const texts = useTexts();
  const S = texts.operators;
  const queryClient = useQueryClient();
  const form = useSchemaForm(operatorFormSchema, START);
  const [role, generate] = useWatch({ control: form.control, name: ['role', 'generate'] });
  const create = useMutation({
    mutationFn: (v: OperatorFormValues) => call(endpoints.createOperator, { body: bodyOf(v) }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      props.onCreated(answer);
    },
  });
  return (
    <Modal
      open={props.open}
      title={S.create}
      okText={S.submit}
      cancelText={S.cancel}
      okButtonProps={{ loading: create.isPending }}
      onCancel={props.onClose}
      onOk={() => void form.handleSubmit((v) => create.mutate(v))()}
      afterClose={() => {
        form.reset(START);
        create.reset();
      }}
      destroyOnHidden
      width={560}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {create.error && <ErrorAlert error={create.error} />}
        <Form layout="vertical" component={false}>
          <FormField
            control={form.control}
            name="username"
            label={S.username}
            extra={S.usernameHelp}
            invalid={S.badUsername}
            render={(field) => <Input {...field} maxLength={40} autoComplete="off" />}
          />
          <FormField
            control={form.control}
            name="role"
            label={S.role}
            extra={<RolePermissions role={role} wide />}
            render={(field) => (
              <Select
                {...field}
                options={ADMIN_ROLES.map((r) => ({ value: r, label: texts.roles[r] }))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="generate"
            label={S.passwordChoice}
            render={({ value, onChange, id }) => (
              <Radio.Group
                id={id}
                value={value}
                onChange={(e) => onChange(e.target.value)}
                options={[
                  { value: true, label: S.generate },
                  { value: false, label: S.setOwn },
                ]}
              />
            )}
          />
          {!generate && (
            <FormField
              control={form.control}
              name="password"
              label={S.password}
              extra={S.passwordHelp}
              custom={{ weakPassword: S.weakPassword }}
              render={(field) => (
                <Input.Password
                  {...field}
                  maxLength={endpoints.OPERATOR_PASSWORD_MAX}
                  autoComplete="new-password"
                />
              )}
            />
          )}
        </Form>
      </Space>
    </Modal>
  );
};
