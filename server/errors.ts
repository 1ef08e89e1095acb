import type { ErrorCode } from './contract/error-codes';
import { serviceRuleOf, type ValidationDetail } from './contract/validation-rules';

/**
 * Typed errors. Services throw these; the error handler turns them into the contract's error body
 * ({statusCode, error, message, code?, details?}). Anything else is a bug and answers a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(field: string, rule: string, code: ErrorCode = 'VALIDATION_ERROR') {
    const named = serviceRuleOf(rule);
    const detail: ValidationDetail = { field, message: rule, ...(named ? { rule: named } : {}) };
    super(400, `${field} ${rule}`, code, [detail]);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, message, code);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', code: ErrorCode = 'FORBIDDEN') {
    super(403, message, code);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Record') {
    super(404, `${what} not found`, 'NOT_FOUND');
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, message, code);
  }
}

/** A plan limit would be exceeded; details carry {resource, plan, limit, usage}. */
export class PlanLimitError extends AppError {
  constructor(message: string, details: { resource: string; plan: string; limit: number; usage: number }) {
    super(409, message, 'PLAN_LIMIT_REACHED', details);
  }
}

export class PreconditionFailedError extends AppError {
  constructor(message = 'This record was changed by someone else. Reload to see the latest version.') {
    super(412, message, 'STALE_VERSION');
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') {
    super(429, message, code, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message, 'UNSUPPORTED_MEDIA_TYPE');
  }
}
