import type { ReactNode } from 'react';

interface AuthFormProps {
  testId: string;
  /** Runs instead of the browser's submit; it validates and shows its own messages. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/** The card every account form sits in; the browser's own validation is off (ours is typed). */
export const AuthForm = ({ testId, onSubmit, children }: AuthFormProps) => (
  <form
    className="auth-form"
    data-testid={testId}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      void onSubmit();
    }}
  >
    {children}
  </form>
);
