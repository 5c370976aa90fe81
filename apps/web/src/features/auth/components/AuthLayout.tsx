import type { ReactNode } from 'react';
import { ScreenNavBar } from '../../../shared/routing/ScreenNavBar';
import { useSite } from '../../../shared/site/site-status';
import '../auth.css';

/** Login and registration draw their own bar (the frame header is hidden there). */
export const AuthLayout = (props: {
  title: string;
  heading: string;
  testId: string;
  children: ReactNode;
}) => {
  const { site } = useSite();
  return (
    <section className="screen auth" data-testid={props.testId}>
      <ScreenNavBar title={props.title} />
      <div className="auth__body">
        <div className="auth__brand">
          <img src={site.logoUrl} alt={site.name} height={40} />
          <h2 className="auth__heading">{props.heading}</h2>
        </div>
        {props.children}
      </div>
    </section>
  );
};

/** Screens under the frame header (forget, change password, settings, trial). */
export const AuthPage = (props: { testId: string; children: ReactNode }) => (
  <section className="screen auth auth--page" data-testid={props.testId}>
    <div className="auth__body">{props.children}</div>
  </section>
);
