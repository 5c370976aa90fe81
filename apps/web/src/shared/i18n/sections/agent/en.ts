/** Texts of the agent area (/m/agent and its screens). */
export const EN = {
  greeting: {
    morning: 'Good morning',
    earlyAfternoon: 'Good afternoon',
    lateAfternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  totalBalance: 'Total balance',
  withdraw: 'Withdraw',
  deposit: 'Deposit',
  today: "Today's team",
  counters: {
    loggedIn: 'Logged in',
    betting: 'Betting',
    registered: 'Registered',
    online: 'Online now',
  },
  menu: 'Agent menu',
  items: {
    teamOverview: 'Team overview',
    transactionRecord: 'Transaction record',
    teamManagement: 'Team management',
    redEnvelopeRain: 'Red envelope rain',
    teamProfitLoss: 'Team profit and loss',
    teamBetting: 'Team betting',
    rebateSetup: 'Rebate setup',
    agentRebateIncome: 'Agent rebate income',
    securityCenter: 'Security center',
    messages: 'Messages',
    onlineService: 'Online service',
  },
  footer: {
    label: 'Agent navigation',
    home: 'Home',
    openAccount: 'Open account',
    dividends: 'Dividends',
    announcements: 'Announcements',
    unread: '{{count}} unread',
  },
  // The agents' announcement board (the notice screen's list on /m/member/notice?types=A).
  notices: {
    board: 'Agent announcements',
    emptyBody: 'Notices for agents about commissions, contracts and events will appear here.',
  },
} as const;
