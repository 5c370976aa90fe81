export const auditTexts = {
  audit: {
    title: 'Audit log',
    operator: 'Operator',
    action: 'Action',
    target: 'Target',
    when: 'When',
    from: 'From',
    before: 'Before',
    after: 'After',
    filterOperator: 'Operator username',
    filterAction: 'Action (e.g. adjustment.request)',
    search: 'Filter',
    empty: 'No actions recorded yet.',
  },
};
