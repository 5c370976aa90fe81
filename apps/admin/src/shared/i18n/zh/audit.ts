import type { Dictionary } from '../en';

export const auditTexts: Pick<Dictionary, 'audit'> = {
  audit: {
    title: '审计日志',
    operator: '操作人',
    action: '操作',
    target: '对象',
    when: '时间',
    from: '来源',
    before: '操作前',
    after: '操作后',
    filterOperator: '操作人用户名',
    filterAction: '操作（如 adjustment.request）',
    search: '筛选',
    empty: '暂无操作记录。',
  },
};
