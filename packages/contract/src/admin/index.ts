export * from './agent-runs.errors.js';
export * from './agent-tree.errors.js';
export * as adminAgentTreeEndpoints from './agent-tree.js';
export * as adminCommissionEndpoints from './commission.js';
export * from './content.errors.js';
export type {
  AgreementBody,
  AgreementView,
  AnnouncementBody,
  AnnouncementView,
  BannerBody,
  BannerView,
  ContentImageUpload,
  HelpEntryBody,
  HelpEntryView,
  HotMatchBoard,
  HotMatchChoice,
  HotMatchRow,
  MessageBody,
  SentMessage,
  UploadedContentImage,
} from './content.js';
export * as adminContentEndpoints from './content.js';
export * as adminContractEndpoints from './contracts.js';
export * as adminDepositEndpoints from './deposits.js';
export * from './endpoint.js';
export * as adminEndpoints from './endpoints.js';
export * from './errors.js';
export * from './games.errors.js';
export * as adminGamesEndpoints from './games.js';
export {
  type AdminCategory,
  type AdminGame,
  type AdminJackpotTerms,
  type AdminVendor,
  GAME_ICON_UPLOAD,
  JACKPOT_LIMITS,
  RTP_LIMITS,
} from './games.js';
export * from './lottery.errors.js';
export * as adminLotteryEndpoints from './lottery.js';
export * from './members.errors.js';
export * as adminMemberEndpoints from './members.js';
export * from './operators.errors.js';
export * as adminOperatorEndpoints from './operators.js';
export * from './permissions.js';
export * from './promotions.errors.js';
export * as adminPromotionEndpoints from './promotions.js';
export {
  type AdminPromotion,
  PROMOTION_ADMIN_STATUSES,
  PROMOTION_KIND_TERMS,
  PROMOTION_LIMITS,
  type PromotionAdminStatus,
  type PromotionBody,
  type PromotionTerm,
} from './promotions.js';
export * as adminReportEndpoints from './reports.js';
export * from './risk.errors.js';
export * as adminRiskEndpoints from './risk.js';
export * from './schemas.js';
export type { MaintenanceSettings, NewSiteBody, SiteSettings, SiteView } from './sites.js';
export * as adminSiteEndpoints from './sites.js';
export * as adminTopAgentRatesEndpoints from './top-agent-rates.js';
export * as adminWithdrawalEndpoints from './withdrawals.js';
