import {
  drawResult,
  type LotteryFamily,
  type LotteryResult,
  lotterySeedHash,
} from '@lotto/contract';
import { sameResult } from '../model/result-view';

export type Verdict = 'verified' | 'mismatch' | 'hashMismatch';

export interface Proof {
  family: LotteryFamily;
  variant: string | null;
  drawNo: string;
  seedHash: string;
  seed: string;
  result: LotteryResult;
}

/**
 * Checks a draw in the browser, with the contract's derivation and nothing from the server but
 * the proof: the revealed seed must hash to the hash published before sales, and must give the
 * result shown.
 */
export const verifyDraw = async (proof: Proof): Promise<Verdict> => {
  if ((await lotterySeedHash(proof.seed)) !== proof.seedHash.toLowerCase()) return 'hashMismatch';
  const recomputed = await drawResult(proof.family, proof.variant, proof.seed, proof.drawNo);
  return sameResult(recomputed, proof.result) ? 'verified' : 'mismatch';
};
