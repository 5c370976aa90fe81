import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FileImageOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FireOutlined,
  GiftOutlined,
  GlobalOutlined,
  LineChartOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PercentageOutlined,
  QuestionCircleOutlined,
  RedEnvelopeOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AdminPermission } from '@lotto/contract';
import type { ReactNode } from 'react';
import { AdjustmentsPage } from '../features/adjustments';
import { CommissionPage } from '../features/agent-commission';
import { ContractsPage } from '../features/agent-contracts';
import { AgentTreePage } from '../features/agent-tree';
import { ApplicationsPage } from '../features/applications';
import { AuditPage } from '../features/audit';
import {
  AgreementPage,
  AnnouncementsPage,
  BannersPage,
  HelpPage,
  HotMatchesPage,
  MessagesPage,
} from '../features/content';
import { DepositsPage } from '../features/deposits';
import { FeedbackEntryPage, FeedbackPage } from '../features/feedback';
import { CataloguePage, CategoriesPage, JackpotPage, VendorsPage } from '../features/games';
import { HomePage } from '../features/home';
import {
  LotteryGamesPage,
  LotteryMonitorPage,
  LotteryOddsPage,
  LotteryResultsPage,
} from '../features/lottery';
import { MemberPage, MembersPage } from '../features/members';
import { OperatorsPage } from '../features/operators';
import { PromotionsPage } from '../features/promotions';
import { RedRainPage } from '../features/red-rain';
import { ReportsPage } from '../features/reports';
import { RiskAlertsPage } from '../features/risk';
import { SitePage, SitesPage } from '../features/sites';
import { WithdrawalsPage } from '../features/withdrawals';
import type { Dictionary } from '../shared/i18n';

/** A section of the side menu (app/menu-sections.tsx orders them); its title is in `menuSections`. */
export type MenuSection = keyof Dictionary['menuSections'];

/**
 * The back office's screens, once: the route, the menu entry (when it has a label) and the
 * permission from the contract that shows both. A new screen is one entry here.
 */
export interface Screen {
  path: string;
  element: ReactNode;
  /** null: every signed-in operator. */
  permission: AdminPermission | null;
  /**
   * The menu's section, label (a key of the dictionaries' `menu`) and icon; none: reached by a
   * link. The menu lists its sections in MENU_SECTIONS' order, entries in this list's order.
   */
  menu?: { section: MenuSection; label: keyof Dictionary['menu']; icon: ReactNode };
}

export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    element: <HomePage />,
    permission: null,
    menu: { section: 'dashboard', label: 'home', icon: <DashboardOutlined /> },
  },
  {
    path: '/members',
    element: <MembersPage />,
    permission: 'members.read',
    menu: { section: 'members', label: 'members', icon: <TeamOutlined /> },
  },
  { path: '/members/:id', element: <MemberPage />, permission: 'members.read' },
  {
    path: '/agent-tree',
    element: <AgentTreePage />,
    permission: 'members.read',
    menu: { section: 'members', label: 'agentTree', icon: <ApartmentOutlined /> },
  },
  {
    path: '/adjustments',
    element: <AdjustmentsPage />,
    permission: 'members.adjust',
    menu: { section: 'money', label: 'adjustments', icon: <SwapOutlined /> },
  },
  {
    path: '/withdrawals',
    element: <WithdrawalsPage />,
    permission: 'withdrawals.review',
    menu: { section: 'money', label: 'withdrawals', icon: <WalletOutlined /> },
  },
  {
    path: '/content/promotions',
    element: <PromotionsPage />,
    permission: 'content.manage',
    menu: { section: 'promotions', label: 'promotions', icon: <PercentageOutlined /> },
  },
  {
    path: '/promotion-applications',
    element: <ApplicationsPage />,
    permission: 'promotions.review',
    menu: { section: 'promotions', label: 'applications', icon: <GiftOutlined /> },
  },
  {
    path: '/red-rain',
    element: <RedRainPage />,
    permission: 'promotions.review',
    menu: { section: 'promotions', label: 'redRain', icon: <RedEnvelopeOutlined /> },
  },
  {
    path: '/deposits',
    element: <DepositsPage />,
    permission: 'deposits.review',
    menu: { section: 'money', label: 'deposits', icon: <BankOutlined /> },
  },
  {
    path: '/agent-contracts',
    element: <ContractsPage />,
    permission: 'members.read',
    menu: { section: 'members', label: 'contracts', icon: <FileDoneOutlined /> },
  },
  {
    path: '/agent-commission',
    element: <CommissionPage />,
    permission: 'members.read',
    menu: { section: 'members', label: 'commission', icon: <DollarOutlined /> },
  },
  {
    path: '/games/catalogue',
    element: <CataloguePage />,
    permission: 'games.manage',
    menu: { section: 'games', label: 'games', icon: <AppstoreOutlined /> },
  },
  {
    path: '/games/vendors',
    element: <VendorsPage />,
    permission: 'games.manage',
    menu: { section: 'games', label: 'gameVendors', icon: <ShopOutlined /> },
  },
  {
    path: '/games/categories',
    element: <CategoriesPage />,
    permission: 'games.manage',
    menu: { section: 'games', label: 'gameCategories', icon: <TagsOutlined /> },
  },
  {
    path: '/games/jackpot',
    element: <JackpotPage />,
    permission: 'games.manage',
    menu: { section: 'games', label: 'jackpot', icon: <TrophyOutlined /> },
  },
  {
    path: '/lottery/games',
    element: <LotteryGamesPage />,
    permission: 'lottery.manage',
    menu: { section: 'lottery', label: 'lotteryGames', icon: <CalendarOutlined /> },
  },
  {
    path: '/lottery/odds',
    element: <LotteryOddsPage />,
    permission: 'lottery.manage',
    menu: { section: 'lottery', label: 'lotteryOdds', icon: <ExperimentOutlined /> },
  },
  {
    path: '/lottery/results',
    element: <LotteryResultsPage />,
    permission: 'lottery.manage',
    menu: { section: 'lottery', label: 'lotteryResults', icon: <FileSearchOutlined /> },
  },
  {
    path: '/lottery/monitor',
    element: <LotteryMonitorPage />,
    permission: 'lottery.cancel',
    menu: { section: 'lottery', label: 'lotteryMonitor', icon: <AlertOutlined /> },
  },
  {
    path: '/feedback',
    element: <FeedbackPage />,
    permission: 'feedback.reply',
    menu: { section: 'members', label: 'feedback', icon: <MessageOutlined /> },
  },
  { path: '/feedback/:id', element: <FeedbackEntryPage />, permission: 'feedback.reply' },
  {
    path: '/content/announcements',
    element: <AnnouncementsPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'announcements', icon: <NotificationOutlined /> },
  },
  {
    path: '/content/banners',
    element: <BannersPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'banners', icon: <FileImageOutlined /> },
  },
  {
    path: '/content/messages',
    element: <MessagesPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'messages', icon: <MailOutlined /> },
  },
  {
    path: '/content/agreement',
    element: <AgreementPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'agreement', icon: <FileProtectOutlined /> },
  },
  {
    path: '/content/help',
    element: <HelpPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'helpEntries', icon: <QuestionCircleOutlined /> },
  },
  {
    path: '/content/hot-matches',
    element: <HotMatchesPage />,
    permission: 'content.manage',
    menu: { section: 'content', label: 'hotMatches', icon: <FireOutlined /> },
  },
  {
    path: '/reports',
    element: <ReportsPage />,
    permission: 'reports.read',
    menu: { section: 'risk', label: 'reports', icon: <LineChartOutlined /> },
  },
  {
    path: '/audit',
    element: <AuditPage />,
    permission: 'audit.read',
    menu: { section: 'settings', label: 'audit', icon: <AuditOutlined /> },
  },
  {
    path: '/sites',
    element: <SitesPage />,
    permission: 'sites.manage',
    menu: { section: 'settings', label: 'sites', icon: <GlobalOutlined /> },
  },
  { path: '/sites/:code', element: <SitePage />, permission: 'sites.manage' },
  {
    path: '/risk-alerts',
    element: <RiskAlertsPage />,
    permission: 'risk.review',
    menu: { section: 'risk', label: 'riskAlerts', icon: <AlertOutlined /> },
  },
  {
    path: '/operators',
    element: <OperatorsPage />,
    permission: 'operators.manage',
    menu: { section: 'settings', label: 'operators', icon: <UserSwitchOutlined /> },
  },
];
