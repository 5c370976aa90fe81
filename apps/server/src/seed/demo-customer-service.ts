import type { CustomerServiceLink } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { updateMerchant } from '../modules/system/index.js';

/**
 * The demo site's customer-service channels: index 0 is the main one (live chat), index 1 the
 * other; the rest show as buttons of the side widget. The addresses have the shape of the real
 * services; an operator puts the site's own accounts in their place.
 */
export const DEMO_CUSTOMER_SERVICE: CustomerServiceLink[] = [
  { type: 'LIVECHAT', url: 'https://tawk.to/chat/shwelucky/default', label: 'Live chat 24/7' },
  { type: 'TELEGRAM', url: 'https://t.me/shwelucky_support', label: 'Telegram' },
  { type: 'VIBER', url: 'viber://chat?number=%2B959000000000', label: 'Viber' },
  { type: 'FACEBOOK', url: 'https://m.me/shwelucky', label: 'Messenger' },
  { type: 'WHATSAPP', url: 'https://wa.me/959000000000', label: 'WhatsApp' },
  // A messenger's label is the brand alone: the site's words read the same in every language.
  { type: 'TELEGRAM2', url: 'https://t.me/shwelucky_payments', label: 'Telegram' },
];

/**
 * Gives a site seeded before these channels existed (live chat pointed at the app itself) the
 * full list once; a site made now already has it, so this changes nothing there.
 */
export const seedDemoCustomerService = async (db: Kysely<Database>, code: string) => {
  await updateMerchant(db, code, { customer_service: JSON.stringify(DEMO_CUSTOMER_SERVICE) });
};
