import { NO_CONTRACT_TYPES } from '@lotto/contract';
import { lazy, Suspense } from 'react';
import { AfterFirstScreen } from '../../../shared/first-paint/AfterFirstScreen';
import { useSession } from '../../../shared/session/session-store';

const PendingContracts = lazy(() => import('./PendingContracts'));

const ForContractKinds = () => {
  const info = useSession();
  if (info === null || NO_CONTRACT_TYPES.includes(info.type)) return null;
  return (
    <Suspense fallback={null}>
      <PendingContracts />
    </Suspense>
  );
};

/**
 * Home's contract check (spec/02 section 4): for a signed-in member whose kind holds
 * contracts, once the first screen is in place; a visitor never loads its code.
 */
export const ContractCheck = () => (
  <AfterFirstScreen>
    <ForContractKinds />
  </AfterFirstScreen>
);
