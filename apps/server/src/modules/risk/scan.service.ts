import type { Ctx } from '../../context.js';
import { recordScannedTo, scannedTo } from './risk.repository.js';
import { scanLinkedBonusClaims, scanSharedAddresses, scanSharedDevices } from './scan-links.js';
import { scanHighWins, scanLargeWithdrawals } from './scan-money.js';

const SCAN = 'activity';

const SCANS = [
  scanSharedDevices,
  scanSharedAddresses,
  scanLinkedBonusClaims,
  scanHighWins,
  scanLargeWithdrawals,
];

/**
 * Raises the alerts of the activity since the last scan, up to `until`, and records how far
 * it read, all in the caller's transaction: a scan that fails leaves the mark where it was,
 * and the alerts' unique keys make a scan that reads activity twice raise nothing twice.
 * Answers how many alerts it raised.
 */
export const runRiskScan = async (ctx: Ctx, until: number): Promise<number> => {
  const from = (await scannedTo(ctx.db, SCAN)) ?? 0;
  if (until <= from) return 0;
  let raised = 0;
  for (const scan of SCANS) raised += await scan(ctx, from, until);
  await recordScannedTo(ctx.db, SCAN, until);
  return raised;
};
