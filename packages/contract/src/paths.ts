import * as account from './account/endpoints.js';
import * as agentContracts from './agent/contracts.endpoints.js';
import * as agent from './agent/endpoints.js';
import * as redRain from './agent/redrain.endpoints.js';
import * as announcements from './announcements/endpoints.js';
import * as banners from './banners/endpoints.js';
import * as demo from './demo/endpoints.js';
import * as deposits from './deposits/endpoints.js';
import * as feedback from './feedback/endpoints.js';
import * as games from './games/endpoints.js';
import * as help from './help/endpoints.js';
import * as inbox from './inbox/endpoints.js';
import * as jackpot from './jackpot/endpoints.js';
import * as limits from './limits/endpoints.js';
import * as lottery from './lottery/endpoints.js';
import * as play from './play/endpoints.js';
import * as promotions from './promotions/endpoints.js';
import * as rebates from './rebates/endpoints.js';
import * as records from './records/endpoints.js';
import * as registration from './registration/endpoints.js';
import * as sports from './sports/endpoints.js';
import * as system from './system/endpoints.js';
import * as verification from './verification/endpoints.js';
import * as vip from './vip/endpoints.js';
import * as wallet from './wallet/endpoints.js';
import * as withdrawals from './withdrawals/endpoints.js';

/**
 * API paths by name, for tests and the server's uses outside its routes. Each endpoint's
 * descriptor owns its path (a client bundle carries the paths it calls, not this index); the
 * load balancer's probe, not an API call, is named here.
 */
export const API = {
  health: '/healthz',
  system: {
    status: system.status.path,
    whitelabel: system.whitelabel.path,
    template: system.template.path,
    country: system.country.path,
    customerService: system.customerService.path,
    registerSettings: registration.settings.path,
  },
  session: {
    publicKey: account.publicKey.path,
    login: account.login.path,
    logout: account.logout.path,
    renew: account.renew.path,
    devices: account.devices.path,
    signOutDevice: account.signOutDevice.path,
    freePlay: account.freePlay.path,
    socialProviders: account.socialProviders.path,
    socialStart: account.socialStart.path,
    socialCallback: account.socialCallback.path,
    socialExchange: account.socialExchange.path,
  },
  captcha: account.captcha.path,
  member: {
    register: registration.register.path,
    info: account.memberInfo.path,
    password: account.changePassword.path,
    trialUser: account.trialUser.path,
    forgotByEmail: account.forgotByEmail.path,
    resetByLink: account.resetByLink.path,
    resetByPhone: account.resetByPhone.path,
    headIcon: account.headIcon.path,
    nickname: account.setNickname.path,
    payeeName: account.payeeName.path,
    security: account.securityOverview.path,
    paymentPassword: account.setPaymentPassword.path,
    paymentPasswordCode: account.paymentPasswordCode.path,
    paymentPasswordReset: account.resetPaymentPassword.path,
    mobileCode: account.bindMobileCode.path,
    mobile: account.bindMobile.path,
    email: account.bindEmail.path,
    emailConfirm: account.confirmEmail.path,
  },
  checkUsername: registration.checkUsername.path,
  affiliate: registration.affiliate.path,
  verification: {
    smsRegister: verification.smsRegister.path,
    smsNoLogin: verification.smsLogin.path,
    smsReset: verification.smsReset.path,
  },
  announcements: announcements.list.path,
  bannerImage: announcements.bannerImage.path,
  notices: {
    list: announcements.notices.path,
    unread: announcements.unreadNotices.path,
    detail: announcements.notice.path,
    read: announcements.readNotice.path,
  },
  banners: banners.list.path,
  uploadedImage: banners.uploadedImage.path,
  demoOutbox: demo.outbox.path,
  demoOutboxPage: demo.outboxPage.path,
  games: {
    list: games.list.path,
    hot: games.hot.path,
    vendors: games.vendors.path,
    types: games.types.path,
    icon: games.icon.path,
    uploadedIcon: games.uploadedIcon.path,
    favourites: games.removeFavourite.path,
    favouriteIds: games.favouriteIds.path,
    recent: games.recent.path,
    winners: play.winners.path,
  },
  play: {
    launch: play.launch.path,
    state: play.state.path,
    round: play.round.path,
    settle: play.settle.path,
    records: play.records.path,
  },
  wallet: {
    balance: wallet.balance.path,
    transactions: wallet.transactions.path,
  },
  help: {
    centre: help.helpCentre.path,
    entry: help.helpEntry.path,
    userAgreement: help.userAgreement.path,
  },
  jackpot: jackpot.figure.path,
  promotions: {
    list: promotions.list.path,
    detail: promotions.detail.path,
    join: promotions.join.path,
    claim: promotions.claim.path,
    apply: promotions.apply.path,
    applicationImage: promotions.applicationImage.path,
    art: promotions.art.path,
    rewards: promotions.rewards.path,
    claimReward: promotions.claimReward.path,
    unclaimed: promotions.unclaimed.path,
    leaderboard: promotions.leaderboard.path,
    referral: promotions.referral.path,
  },
  inbox: {
    list: inbox.list.path,
    unread: inbox.unread.path,
    message: inbox.message.path,
    read: inbox.read.path,
  },
  records: {
    ledger: records.ledger.path,
    bets: records.bets.path,
    bet: records.bet.path,
    profitLoss: records.profitLoss.path,
  },
  sports: {
    hotMatches: sports.hotMatches.path,
    vendorMatches: sports.vendorMatches.path,
  },
  vip: {
    clubBenefit: vip.clubBenefit.path,
    claimUpgradeBonus: vip.claimUpgradeBonus.path,
  },
  feedback: {
    list: feedback.list.path,
    send: feedback.send.path,
    read: feedback.read.path,
    image: feedback.image.path,
  },
  rebates: {
    accrued: rebates.accrued.path,
    claim: rebates.claim.path,
    report: rebates.report.path,
    upLine: rebates.upLine.path,
    upLineTransfer: rebates.upLineTransfer.path,
  },
  limits: {
    settings: limits.settings.path,
    setLimit: limits.setLimit.path,
    setRealityCheck: limits.setRealityCheck.path,
    restrict: limits.restrict.path,
    session: limits.session.path,
  },
  withdraw: {
    overview: withdrawals.overview.path,
    accounts: withdrawals.addAccount.path,
    account: withdrawals.removeAccount.path,
    request: withdrawals.request.path,
    report: withdrawals.report.path,
    detail: withdrawals.detail.path,
    cancel: withdrawals.cancel.path,
  },
  deposits: {
    channels: deposits.channels.path,
    orders: deposits.orders.path,
    order: deposits.order.path,
    receipt: deposits.receipt.path,
    callback: deposits.callback.path,
  },
  lottery: {
    games: lottery.games.path,
    popular: lottery.popular.path,
    game: lottery.game.path,
    draws: lottery.draws.path,
    draw: lottery.draw.path,
    vnMenu: lottery.vnMenu.path,
    vnOpened: lottery.vnOpened.path,
    orders: lottery.placeOrders.path,
    chase: lottery.chase.path,
    orderDetail: lottery.orderDetail.path,
    cancel: lottery.cancel.path,
    chaseDetail: lottery.chaseDetail.path,
    stopChase: lottery.stopChase.path,
  },
  agent: {
    kpi: agent.teamKpi.path,
    redRainCurrent: redRain.redRainCurrent.path,
    redRainClaim: redRain.redRainClaim.path,
    redRainClaims: redRain.redRainMyClaims.path,
    redRainTeamClaims: redRain.redRainTeamClaims.path,
    overview: agent.teamOverview.path,
    pnl: agent.teamPnl.path,
    bets: agent.teamBets.path,
    bet: agent.teamBet.path,
    team: agent.teamList.path,
    transferDownline: agent.transferDownline.path,
    transferMultipleDownline: agent.transferMultipleDownline.path,
    openAccount: agent.openAccount.path,
    affiliateLinks: agent.affiliateLinks.path,
    deleteAffiliateLink: agent.deleteAffiliateLink.path,
    contractPending: agentContracts.contractPending.path,
    myContract: agentContracts.myContract.path,
    decideContract: agentContracts.decideContract.path,
    offerContract: agentContracts.offerContract.path,
    downlineContracts: agentContracts.downlineContracts.path,
    contractRuns: agentContracts.contractRuns.path,
    rates: agent.agentRates.path,
    rateDefaults: agent.agentDefaults.path,
    updateDownlineRebates: agent.updateDownlineRebates.path,
    commission: agent.agentCommission.path,
  },
} as const;
