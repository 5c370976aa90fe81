import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { adminEndpoints, type SignInBody, signInBody } from '@lotto/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { call } from '../shared/api/call';
import { FormField } from '../shared/form/FormField';
import { useSchemaForm } from '../shared/form/use-schema-form';
import { useTexts } from '../shared/i18n';
import { useSession } from '../shared/session';
import { LanguageSwitch } from './LanguageSwitch';

/** Username, password and the authenticator's current code, judged by the contract's rules. */
export const SignIn = () => {
  const texts = useTexts();
  const S = texts.signIn;
  const { signedIn, expired } = useSession();
  const form = useSchemaForm(signInBody, { username: '', password: '', code: '' });
  const signIn = useMutation({
    mutationFn: (body: SignInBody) => call(adminEndpoints.signIn, { body }),
    onSuccess: ({ operator, csrfToken }) => signedIn(operator, csrfToken),
  });
  return (
    <main className="sign-in">
      <Card className="sign-in-card">
        <div className="sign-in-head">
          <Typography.Title level={3}>{texts.appName}</Typography.Title>
          <LanguageSwitch />
        </div>
        <Typography.Paragraph type="secondary">{S.title}</Typography.Paragraph>
        {expired && !signIn.error && <Alert type="info" showIcon title={S.expired} />}
        {signIn.error && <Alert type="error" showIcon title={signIn.error.message} />}
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={() => void form.handleSubmit((values) => signIn.mutate(values))()}
          disabled={signIn.isPending}
          className="sign-in-form"
        >
          <FormField
            control={form.control}
            name="username"
            label={S.username}
            render={(field) => (
              <Input {...field} prefix={<UserOutlined />} autoComplete="username" autoFocus />
            )}
          />
          <FormField
            control={form.control}
            name="password"
            label={S.password}
            render={(field) => (
              <Input.Password
                {...field}
                prefix={<LockOutlined />}
                autoComplete="current-password"
              />
            )}
          />
          <FormField
            control={form.control}
            name="code"
            label={S.code}
            extra={S.codeHelp}
            invalid={S.codeHelp}
            render={(field) => (
              <Input
                {...field}
                prefix={<SafetyOutlined />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          />
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {S.submit}
          </Button>
        </Form>
      </Card>
    </main>
  );
};
