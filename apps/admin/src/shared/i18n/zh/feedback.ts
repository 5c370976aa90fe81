import type { Dictionary } from '../en';

export const feedbackTexts: Pick<Dictionary, 'feedback'> = {
  feedback: {
    title: '会员意见反馈',
    states: { open: '待回复', answered: '已回复' },
    emptyOpen: '没有待回复的反馈。',
    emptyAnswered: '没有已回复的反馈。',
    received: '提交时间',
    member: '会员',
    type: '类别',
    types: {
      suggestion: '建议',
      deposit: '存款',
      withdrawal: '取款',
      game: '游戏',
      account: '账户',
      other: '其他',
    },
    content: '反馈内容',
    images: '图片',
    replies: '回复',
    replyTitle: '回复',
    reply: '您的回复（会员在应用中阅读）',
    replyHint: '最多 {max} 个字符。',
    send: '发送回复',
    replied: '回复已发送：该反馈已移至“已回复”。',
    entryTitle: '反馈 #{id}',
    imageAlt: '图片 {n}',
    noReplies: '尚无回复。',
    read: '已读',
    unread: '未读',
  },
};
