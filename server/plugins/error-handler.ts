import { STATUS_CODES } from 'node:http';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../contract/common';
import { isErrorCode } from '../contract/error-codes';
import { AppError } from '../errors';
import { messageOf, serviceErrorMessage, subjectOf } from './validation';
import { detailOf } from './validation-details';

// A message may quote a key the caller sent; an unpaired surrogate in it must not reach the log table.
const storable = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

function send(reply: FastifyReply, request: FastifyRequest, body: ErrorBody): void {
  const answer = { ...body, message: storable(body.message) };
  // A refusal by the guard comes before the route's hooks made the note (plugins/activity.ts).
  const note = (request.activityNote ??= {});
  note.error = answer.message;
  // Fastify's own codes (FST_…) are the framework's words, not a refusal the screens can translate.
  if (isErrorCode(answer.code)) note.errorCode = answer.code;
  void reply.status(answer.statusCode).type('application/json; charset=utf-8').send(answer);
}

/**
 * A unique index said no. Services check for duplicates and throw their own, clearer 409; this is
 * the last resort for a race or a check that compared differently from the index, so the caller
 * still learns it was their input, not a crash.
 */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

const errorName = (status: number) => STATUS_CODES[status] ?? 'Error';

/**
 * One place that turns every failure into the contract's error body. Typed errors keep their
 * message; validation errors name the field; anything unexpected is logged and answered with a
 * bare 500 that carries no stack, SQL or internal message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 is a deliberate refusal (maintenance, closing), not a failure: the monitor keeps failures.
      if (error.statusCode >= 500 && error.statusCode !== 503)
        request.server.monitor.recordError(request, error.statusCode, error.message);
      if (error.headers) void reply.headers(error.headers);
      return send(reply, request, {
        statusCode: error.statusCode,
        error: errorName(error.statusCode),
        message: serviceErrorMessage(error, request.routeOptions.schema),
        ...(error.code ? { code: error.code } : {}),
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
    }
    const validation = (error as FastifyError).validation as ErrorObject[] | undefined;
    if (validation && validation.length > 0) {
      const details = validation.map(detailOf);
      const first = details[0]!;
      const subject = subjectOf(validation[0]!);
      return send(reply, request, {
        statusCode: 400,
        error: errorName(400),
        message: messageOf(subject, first.message),
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return send(reply, request, {
        statusCode: status,
        error: errorName(status),
        message: status === 413 ? 'The request is too large' : error.message,
        ...((error as FastifyError).code ? { code: (error as FastifyError).code } : {}),
      });
    }
    if (isUniqueViolation(error)) {
      request.log.warn(
        { err: error, reqId: request.id, url: request.url },
        'unique index refused a write the service let through',
      );
      return send(reply, request, {
        statusCode: 409,
        error: errorName(409),
        message: 'Something with this name or value already exists. Choose another and try again.',
        code: 'CONFLICT',
      });
    }
    request.log.error({ err: error, reqId: request.id, url: request.url }, 'unhandled error');
    request.server.monitor.recordError(request, 500, error.message, error.stack);
    return send(reply, request, {
      statusCode: 500,
      error: errorName(500),
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    send(reply, request, {
      statusCode: 404,
      error: errorName(404),
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}
