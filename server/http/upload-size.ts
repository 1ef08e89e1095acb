import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors';
import { readSystemConfiguration } from '../modules/system-configuration/document';

const MB = 1024 * 1024;

/**
 * System Configuration's maximum upload size, for the routes that take files: a request whose
 * declared length is larger is refused before a byte of it is read. The route's own limit (a
 * logo's 2 MB, an import's) still applies below it.
 */
export function uploadSizeGuard(app: FastifyInstance): onRequestHookHandler {
  return (request, _reply, done) => {
    const ctx = request.ctx;
    const length = Number(request.headers['content-length']);
    if (ctx && Number.isFinite(length)) {
      const { maxFileUploadSize } = readSystemConfiguration(app.deps.db, ctx.organizationId).system;
      if (length > maxFileUploadSize * MB) {
        throw new AppError(
          413,
          `This file is larger than the ${maxFileUploadSize} MB your organization allows (System Configuration).`,
          'PAYLOAD_TOO_LARGE',
        );
      }
    }
    done();
  };
}
