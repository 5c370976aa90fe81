/**
 * Prints the current authenticator code of a base32 secret, for signing in to the demo back
 * office without a phone: `npm run totp -w apps/server -- <secret>` (README "Back office").
 */
import { isBase32Secret, totpCode } from './totp.js';

const secret = process.argv[2] ?? '';
if (!isBase32Secret(secret)) {
  process.stderr.write('usage: npm run totp -w apps/server -- <base32 secret>\n');
  process.exit(1);
}
process.stdout.write(`${totpCode(secret, Date.now())}\n`);
