import { useSession } from '../../../shared/session/session-store';
import { AuthPage } from '../components/AuthLayout';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /m/changePsw: members only; the screen gate sends a visitor home (spec/01 section 2). */
export default function ChangePasswordScreen() {
  const session = useSession();
  if (!session) return null;
  return (
    <AuthPage testId="change-password-screen">
      <ChangePasswordForm userName={session.userName} />
    </AuthPage>
  );
}
