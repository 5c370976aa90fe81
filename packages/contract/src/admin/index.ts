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
  HelpEntryBody,
  HelpEntryView,
  MessageBody,
  SentMessage,
} from './content.js';
export * as adminContentEndpoints from './content.js';
export * as adminContractEndpoints from './contracts.js';
export * as adminDepositEndpoints from './deposits.js';
export * from './endpoint.js';
export * as adminEndpoints from './endpoints.js';
export * from './errors.js';
export * from './permissions.js';
export * from './schemas.js';
export type { MaintenanceSettings, NewSiteBody, SiteSettings, SiteView } from './sites.js';
export * as adminSiteEndpoints from './sites.js';
export * as adminTopAgentRatesEndpoints from './top-agent-rates.js';
export * as adminWithdrawalEndpoints from './withdrawals.js';
