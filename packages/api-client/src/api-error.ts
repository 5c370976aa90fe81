/** A failed call: the server's error code and localized message, or a network failure (status 0). */
export class ApiError extends Error {
  // Declared, not class fields: the constructor sets them, and a declared field costs the
  // player app's start script no property definitions before the assignments.
  declare readonly code: string;
  declare readonly status: number;
  declare readonly value?: Record<string, unknown>;

  constructor(code: string, message: string, status: number, value?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}
