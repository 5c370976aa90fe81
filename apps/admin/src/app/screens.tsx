import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  GiftOutlined,
  LineChartOutlined,
  RedEnvelopeOutlined,
  SwapOutlined,
  TeamOutlined,
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
import { DepositsPage } from '../features/deposits';
import { HomePage } from '../features/home';
import { MemberPage, MembersPage } from '../features/members';
import { RedRainPage } from '../features/red-rain';
import { ReportsPage } from '../features/reports';
import { WithdrawalsPage } from '../features/withdrawals';
import type { Dictionary } from '../shared/i18n';

/**
 * The back office's screens, once: the route, the menu entry (when it has a label) and the
 * permission from the contract that shows both. A new screen is one entry here.
 */
export interface Screen {
  path: string;
  element: ReactNode;
  /** null: every signed-in operator. */
  permission: AdminPermission | null;
  /** The menu's label (a key of the dictionaries' `menu`) and icon; none: reached by a link. */
  menu?: { label: keyof Dictionary['menu']; icon: ReactNode };
}

export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    element: <HomePage />,
    permission: null,
    menu: { label: 'home', icon: <DashboardOutlined /> },
  },
  {
    path: '/members',
    element: <MembersPage />,
    permission: 'members.read',
    menu: { label: 'members', icon: <TeamOutlined /> },
  },
  { path: '/members/:id', element: <MemberPage />, permission: 'members.read' },
  {
    path: '/agent-tree',
    element: <AgentTreePage />,
    permission: 'members.read',
    menu: { label: 'agentTree', icon: <ApartmentOutlined /> },
  },
  {
    path: '/adjustments',
    element: <AdjustmentsPage />,
    permission: 'members.adjust',
    menu: { label: 'adjustments', icon: <SwapOutlined /> },
  },
  {
    path: '/withdrawals',
    element: <WithdrawalsPage />,
    permission: 'withdrawals.review',
    menu: { label: 'withdrawals', icon: <WalletOutlined /> },
  },
  {
    path: '/promotion-applications',
    element: <ApplicationsPage />,
    permission: 'promotions.review',
    menu: { label: 'applications', icon: <GiftOutlined /> },
  },
  {
    path: '/red-rain',
    element: <RedRainPage />,
    permission: 'promotions.review',
    menu: { label: 'redRain', icon: <RedEnvelopeOutlined /> },
  },
  {
    path: '/deposits',
    element: <DepositsPage />,
    permission: 'deposits.review',
    menu: { label: 'deposits', icon: <BankOutlined /> },
  },
  {
    path: '/agent-contracts',
    element: <ContractsPage />,
    permission: 'members.read',
    menu: { label: 'contracts', icon: <FileDoneOutlined /> },
  },
  {
    path: '/agent-commission',
    element: <CommissionPage />,
    permission: 'members.read',
    menu: { label: 'commission', icon: <DollarOutlined /> },
  },
  {
    path: '/reports',
    element: <ReportsPage />,
    permission: 'reports.read',
    menu: { label: 'reports', icon: <LineChartOutlined /> },
  },
  {
    path: '/audit',
    element: <AuditPage />,
    permission: 'audit.read',
    menu: { label: 'audit', icon: <AuditOutlined /> },
  },
];
