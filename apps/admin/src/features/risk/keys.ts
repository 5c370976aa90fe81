import type { adminRiskEndpoints } from '@lotto/contract';

type Filter = {
  kind?: adminRiskEndpoints.RiskAlertKind;
  status?: adminRiskEndpoints.RiskAlertStatus;
};

/** The risk alerts' query keys: lists and details under one root a review refreshes. */
export const riskKeys = {
  all: ['riskAlerts'] as const,
  list: (filter: Filter, pageNo: number) => ['riskAlerts', 'list', filter, pageNo] as const,
  detail: (id: number) => ['riskAlerts', 'detail', id] as const,
};
