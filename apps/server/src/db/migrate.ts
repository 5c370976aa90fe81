import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_merchants.js';
import * as m0002 from './migrations/0002_accounts.js';
import * as m0003 from './migrations/0003_verification_announcements.js';
import * as m0004 from './migrations/0004_ledger.js';
import * as m0005 from './migrations/0005_catalogue.js';
import * as m0006 from './migrations/0006_play.js';
import * as m0007 from './migrations/0007_jobs_and_cache.js';
import * as m0008 from './migrations/0008_demo_inboxes.js';
import * as m0009 from './migrations/0009_trial_cleanup.js';
import * as m0010 from './migrations/0010_account_protection.js';
import * as m0011 from './migrations/0011_help.js';
import * as m0012 from './migrations/0012_notice_reads.js';
import * as m0013 from './migrations/0013_promotions.js';
import * as m0014 from './migrations/0014_banners.js';
import * as m0015 from './migrations/0015_jackpot.js';
import * as m0016 from './migrations/0016_sports_matches.js';
import * as m0017 from './migrations/0017_inbox.js';
import * as m0018 from './migrations/0018_member_records.js';
import * as m0019 from './migrations/0019_session_user_agent.js';
import * as m0020 from './migrations/0020_member_head_icon.js';
import * as m0021 from './migrations/0021_vip_levels.js';
import * as m0022 from './migrations/0022_security_contacts.js';
import * as m0023 from './migrations/0023_feedback.js';
import * as m0024 from './migrations/0024_referral.js';
import * as m0025 from './migrations/0025_backoffice.js';
import * as m0026 from './migrations/0026_deposits.js';
import * as m0027 from './migrations/0027_withdrawals.js';
import * as m0028 from './migrations/0028_rebates_limits.js';
import * as m0029 from './migrations/0029_member_entry_details.js';
import * as m0030 from './migrations/0030_lottery_draws.js';
import * as m0031 from './migrations/0031_lottery_orders.js';
import * as m0032 from './migrations/0032_withdrawal_request_ids.js';
import * as m0033 from './migrations/0033_operator_devices.js';
import * as m0034 from './migrations/0034_sports_match_texts.js';
import * as m0035 from './migrations/0035_deposit_reason_texts.js';
import * as m0036 from './migrations/0036_single_use_tokens.js';
import * as m0037 from './migrations/0037_team_paths.js';
import * as m0038 from './migrations/0038_agent_contracts.js';
import * as m0039 from './migrations/0039_red_rain.js';
import * as m0040 from './migrations/0040_agent_rates.js';
import * as m0041 from './migrations/0041_affiliate_links.js';
import * as m0042 from './migrations/0042_team_sums.js';
import * as m0043 from './migrations/0043_live_sessions.js';
import * as m0044 from './migrations/0044_operator_sessions_by_operator.js';
import * as m0045 from './migrations/0045_member_search.js';
import * as m0046 from './migrations/0046_site_sums.js';
import * as m0047 from './migrations/0047_risk_alerts.js';
import * as m0048 from './migrations/0048_lottery_draw_cancels.js';
import * as m0049 from './migrations/0049_site_maintenance_window.js';
import * as m0050 from './migrations/0050_game_admin.js';
import * as m0052 from './migrations/0052_content_images_hot_matches.js';
import * as m0054 from './migrations/0054_promotion_admin.js';
import * as m0055 from './migrations/0055_site_games.js';
import * as m0056 from './migrations/0056_promotion_pictures_in_content_images.js';
import type { Database } from './schema.js';

/** Migrations are listed here in order; a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_merchants': m0001,
  '0002_accounts': m0002,
  '0003_verification_announcements': m0003,
  '0004_ledger': m0004,
  '0005_catalogue': m0005,
  '0006_play': m0006,
  '0007_jobs_and_cache': m0007,
  '0008_demo_inboxes': m0008,
  '0009_trial_cleanup': m0009,
  '0010_account_protection': m0010,
  '0011_help': m0011,
  '0012_notice_reads': m0012,
  '0013_promotions': m0013,
  '0014_banners': m0014,
  '0015_jackpot': m0015,
  '0016_sports_matches': m0016,
  '0017_inbox': m0017,
  '0018_member_records': m0018,
  '0019_session_user_agent': m0019,
  '0020_member_head_icon': m0020,
  '0021_vip_levels': m0021,
  '0022_security_contacts': m0022,
  '0023_feedback': m0023,
  '0024_referral': m0024,
  '0028_rebates_limits': m0028,
  '0029_member_entry_details': m0029,
  '0025_backoffice': m0025,
  '0027_withdrawals': m0027,
  '0026_deposits': m0026,
  '0030_lottery_draws': m0030,
  '0031_lottery_orders': m0031,
  '0032_withdrawal_request_ids': m0032,
  '0033_operator_devices': m0033,
  '0034_sports_match_texts': m0034,
  '0035_deposit_reason_texts': m0035,
  '0036_single_use_tokens': m0036,
  '0037_team_paths': m0037,
  '0038_agent_contracts': m0038,
  '0039_red_rain': m0039,
  '0040_agent_rates': m0040,
  '0041_affiliate_links': m0041,
  '0042_team_sums': m0042,
  '0043_live_sessions': m0043,
  '0044_operator_sessions_by_operator': m0044,
  '0045_member_search': m0045,
  '0046_site_sums': m0046,
  '0047_risk_alerts': m0047,
  '0048_lottery_draw_cancels': m0048,
  '0049_site_maintenance_window': m0049,
  '0050_game_admin': m0050,
  '0052_content_images_hot_matches': m0052,
  '0054_promotion_admin': m0054,
  '0055_site_games': m0055,
  '0056_promotion_pictures_in_content_images': m0056,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Runs every pending migration. Pass the PostgreSQL schema the connection works in when it is
 * not the default: without it Kysely looks for its lock table in every schema of the database
 * and skips creating its own when another schema has one.
 */
export const migrateToLatest = async (
  db: Kysely<Database>,
  options: { schema?: string | undefined } = {},
): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
