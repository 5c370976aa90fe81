import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** A site-local date, YYYY-MM-DD (the server checks that it exists). */
export const siteDate = onFirstUse(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
