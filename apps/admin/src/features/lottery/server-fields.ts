import { ApiError } from '../../shared/api/call';

export interface ServerField {
  field: string;
  message: string;
}

/** The fields a 400 `request_param_err` names (each broken rule one field), or none. */
export const serverFieldsOf = (error: unknown): ServerField[] => {
  if (!(error instanceof ApiError) || error.code !== 'request_param_err') return [];
  const fields = error.value?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) =>
    f && typeof f === 'object' && 'field' in f && 'message' in f
      ? [{ field: String(f.field), message: String(f.message) }]
      : [],
  );
};
