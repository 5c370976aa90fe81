import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { adminEndpoints, type SignInBody } from '@lotto/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { call } from '../api';
import { STRINGS } from '../strings';
import { useSession } from './session';

const S = STRINGS.signIn;

/** Username, password and the authenticator's current code. */
export const SignIn = () => {
  const { signedIn, expired } = useSession();
  const signIn = useMutation({
    mutationFn: (body: SignInBody) => call(adminEndpoints.signIn, { body }),
    onSuccess: ({ operator, csrfToken }) => signedIn(operator, csrfToken),
  });
  return (
    <main className="sign-in">
      <Card className="sign-in-card">
        <Typography.Title level={3}>{STRINGS.appName}</Typography.Title>
        <Typography.Paragraph type="secondary">{S.title}</Typography.Paragraph>
        {expired && !signIn.error && <Alert type="info" showIcon title={S.expired} />}
        {signIn.error && <Alert type="error" showIcon title={signIn.error.message} />}
        <Form<SignInBody>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => signIn.mutate(values)}
          disabled={signIn.isPending}
          className="sign-in-form"
        >
          <Form.Item name="username" label={S.username} rules={[{ required: true }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={S.password} rules={[{ required: true }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="code"
            label={S.code}
            extra={S.codeHelp}
            rules={[{ required: true, pattern: /^\d{6}$/ }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {S.submit}
          </Button>
        </Form>
      </Card>
    </main>
  );
};
