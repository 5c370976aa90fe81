import { Navigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/session/session-store';
import { AuthPage } from '../components/AuthLayout';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /m/changePsw: members only; a visitor is sent home (spec/01 section 2). */
export default function ChangePasswordScreen() {
  const session = useSession();
  if (!session) return <Navigate to={paths.home} replace />;
  return (
    <AuthPage testId="change-password-screen">
      <ChangePasswordForm userName={session.userName} />
    </AuthPage>
  );
}
