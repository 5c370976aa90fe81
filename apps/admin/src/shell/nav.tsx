import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  GiftOutlined,
  RedEnvelopeOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AdminPermission } from '@lotto/contract';
import type { ReactNode } from 'react';
import { AdjustmentsPage } from '../pages/AdjustmentsPage';
import { AgentTreePage } from '../pages/AgentTreePage';
import { ApplicationsPage } from '../pages/ApplicationsPage';
import { AuditPage } from '../pages/AuditPage';
import { CommissionPage } from '../pages/CommissionPage';
import { ContractsPage } from '../pages/ContractsPage';
import { DepositsPage } from '../pages/DepositsPage';
import { HomePage } from '../pages/HomePage';
import { MemberPage } from '../pages/MemberPage';
import { MembersPage } from '../pages/MembersPage';
import { RedRainPage } from '../pages/RedRainPage';
import { WithdrawalsPage } from '../pages/WithdrawalsPage';
import { STRINGS } from '../strings';

/**
 * The back office's screens, once: the route, the menu entry (when it has a label) and the
 * permission that shows both. A new screen is one line here.
 */
export interface Screen {
  path: string;
  element: ReactNode;
  /** null: every signed-in operator. */
  permission: AdminPermission | null;
  menu?: { label: string; icon: ReactNode };
}

export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    element: <HomePage />,
    permission: null,
    menu: { label: STRINGS.menu.home, icon: <DashboardOutlined /> },
  },
  {
    path: '/members',
    element: <MembersPage />,
    permission: 'members.read',
    menu: { label: STRINGS.menu.members, icon: <TeamOutlined /> },
  },
  { path: '/members/:id', element: <MemberPage />, permission: 'members.read' },
  {
    path: '/agent-tree',
    element: <AgentTreePage />,
    permission: 'members.read',
    menu: { label: STRINGS.menu.agentTree, icon: <ApartmentOutlined /> },
  },
  {
    path: '/adjustments',
    element: <AdjustmentsPage />,
    permission: 'members.adjust',
    menu: { label: STRINGS.menu.adjustments, icon: <SwapOutlined /> },
  },
  {
    path: '/withdrawals',
    element: <WithdrawalsPage />,
    permission: 'withdrawals.review',
    menu: { label: STRINGS.menu.withdrawals, icon: <WalletOutlined /> },
  },
  {
    path: '/promotion-applications',
    element: <ApplicationsPage />,
    permission: 'promotions.review',
    menu: { label: STRINGS.menu.applications, icon: <GiftOutlined /> },
  },
  {
    path: '/red-rain',
    element: <RedRainPage />,
    permission: 'promotions.review',
    menu: { label: STRINGS.menu.redRain, icon: <RedEnvelopeOutlined /> },
  },
  {
    path: '/deposits',
    element: <DepositsPage />,
    permission: 'deposits.review',
    menu: { label: STRINGS.menu.deposits, icon: <BankOutlined /> },
  },
  {
    path: '/agent-contracts',
    element: <ContractsPage />,
    permission: 'members.read',
    menu: { label: STRINGS.menu.contracts, icon: <FileDoneOutlined /> },
  },
  {
    path: '/agent-commission',
    element: <CommissionPage />,
    permission: 'members.read',
    menu: { label: STRINGS.menu.commission, icon: <DollarOutlined /> },
  },
  {
    path: '/audit',
    element: <AuditPage />,
    permission: 'audit.read',
    menu: { label: STRINGS.menu.audit, icon: <AuditOutlined /> },
  },
];
