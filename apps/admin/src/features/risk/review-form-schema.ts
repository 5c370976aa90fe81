import { adminRiskEndpoints as endpoints } from '@lotto/contract';
import type { z } from 'zod/mini';

type Review = { note: string };
/** The contract's rule for a review's note: required, at most RISK_NOTE_MAX, trimmed. */
export const reviewFormSchema: z.ZodMiniType<Review, Review> = endpoints.riskReviewBody;
