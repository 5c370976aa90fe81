import type { Dictionary } from '../en';

export const coreTexts: Pick<
  Dictionary,
  | 'appName'
  | 'signIn'
  | 'shell'
  | 'languages'
  | 'form'
  | 'menu'
  | 'menuSections'
  | 'roles'
  | 'home'
  | 'forbidden'
  | 'errors'
> = {
  appName: '运营后台',
  signIn: {
    title: '运营人员登录',
    username: '用户名',
    password: '密码',
    code: '验证器动态码',
    codeHelp: '验证器应用当前显示的 6 位数字。',
    submit: '登录',
    expired: '您的会话已结束，请重新登录。',
  },
  shell: {
    signOut: '退出登录',
    role: '角色',
    loading: '加载中…',
    retry: '重试',
    loadFailed: '页面加载失败。',
    notFound: '页面不存在。',
    backHome: '返回首页',
    back: '返回',
    language: '语言',
  },
  languages: { EN: 'English', MY: 'မြန်မာ', ZH: '中文' },
  form: {
    required: '必填。',
    minLength: '至少 {min} 个字符。',
    maxLength: '最多 {max} 个字符。',
    min: '不能小于 {min}。',
    max: '不能大于 {max}。',
    number: '请输入整数。',
    format: '格式不正确。',
  },
  menu: {
    home: '首页',
    members: '会员',
    adjustments: '人工调账',
    applications: '优惠申请',
    audit: '审计日志',
    withdrawals: '提现',
    deposits: '存款',
    contracts: '代理契约',
    agentTree: '代理层级',
    redRain: '红包雨',
    commission: '佣金',
    sites: '站点',
    operators: '操作员',
    riskAlerts: '风险警报',
    gameVendors: '游戏厂商',
    gameCategories: '游戏分类',
    games: '游戏目录',
    jackpot: '奖池条款',
    lotteryGames: '彩票游戏',
    lotteryOdds: '赔率与返奖率',
    lotteryResults: '开奖结果',
    lotteryMonitor: '开奖监控',
    feedback: '意见反馈',
    announcements: '公告',
    banners: '横幅',
    messages: '会员消息',
    agreement: '用户协议',
    reports: '报表',
    helpEntries: '帮助中心',
    hotMatches: '热门赛事',
    promotions: '优惠活动',
  },
  menuSections: {
    dashboard: '首页',
    members: '会员与代理',
    money: '资金',
    promotions: '优惠活动',
    content: '内容',
    games: '游戏',
    lottery: '彩票',
    risk: '风控与报表',
    settings: '设置',
  },
  roles: {
    owner: '所有者',
    finance: '财务',
    support: '客服',
    content: '内容',
    risk: '风控',
  },
  home: {
    welcome: '欢迎，{name}',
    permissions: '您的角色可以做什么',
    permission: {
      'deposits.review': '审核存款',
      'withdrawals.review': '审核提现',
      'members.read': '查询会员',
      'members.adjust': '调整余额',
      'promotions.review': '审核优惠申请',
      'audit.read': '查看审计日志',
      'agents.move': '在代理之间转移会员',
      'members.manage': '锁定、解锁和限制会员',
      'feedback.reply': '回复会员反馈',
      'sites.manage': '管理站点和维护',
      'content.manage': '管理公告、横幅和帮助',
      'games.manage': '管理游戏厂商和游戏目录',
      'lottery.manage': '管理彩票游戏和赔率',
      'lottery.cancel': '撤销彩票开奖并退款',
      'risk.review': '审核风控警报',
      'reports.read': '查看报表',
      'operators.manage': '管理运营人员和角色',
    },
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
  },
  forbidden: {
    title: '无权访问',
    text: '你的角色（{role}）不允许访问此页面。如有需要，请联系所有者。',
  },
};
