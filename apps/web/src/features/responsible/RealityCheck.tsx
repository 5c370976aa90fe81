import { MEMBER_TYPES } from '@lotto/contract';
import { lazy, Suspense } from 'react';
import { AfterFirstScreen } from '../../shared/first-paint/AfterFirstScreen';
import { useSession } from '../../shared/session/session-store';

const RealityCheckModal = lazy(() => import('./RealityCheckModal'));

const ForRealMembers = () => {
  const info = useSession();
  if (info === null || info.type === MEMBER_TYPES.freeTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckModal />
    </Suspense>
  );
};

/**
 * The shell's reality check. A visitor, the first visit to a public page, never loads its code;
 * a member's starts once the first screen is in place (its first modal is minutes away).
 */
export const RealityCheck = () => (
  <AfterFirstScreen>
    <ForRealMembers />
  </AfterFirstScreen>
);
