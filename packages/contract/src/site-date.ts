import { z } from 'zod/mini';

/** A site-local date, YYYY-MM-DD (the server checks that it exists). */
export const siteDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
