import { ERRORS, type ErrorCode } from '@lotto/contract';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly value?: Record<string, unknown>,
    status?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = status ?? ERRORS[code].status;
  }
}
