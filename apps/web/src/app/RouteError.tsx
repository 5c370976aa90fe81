import { Component, type ReactNode } from 'react';
import { paths } from '../shared/config/paths';
import { FirstPaintDone } from '../shared/first-paint/first-paint';
import { useTranslation } from '../shared/i18n';

/** A screen that failed to load (a lost chunk, a render error): say so, offer retry and home. */
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <section className="screen empty-state" role="alert" data-testid="route-error">
      <FirstPaintDone />
      <h2 className="empty-state__title">{t('common.routeLoadFailed')}</h2>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common.retry')}
      </button>
      <a className="button button--ghost" href={paths.home}>
        {t('common.backHome')}
      </a>
    </section>
  );
};

interface BoundaryProps {
  /** Names the location shown: another one (back, a link) tries the screens again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The location the failure happened at, noted on the render that shows RouteError. */
  failedAt: string | null;
}

/**
 * Shows RouteError in place of the frame and its screen when they throw while rendering
 * (React logs the error). Like a router's error element, the failure belongs to the location:
 * going elsewhere renders the screens again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, failedAt: null };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    return state.failedAt === props.locationKey ? null : { failed: false, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
