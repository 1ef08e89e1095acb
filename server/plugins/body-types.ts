import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnsupportedMediaTypeError } from '../errors';
import { onWriteRequest, UNSAFE_METHODS } from '../http/write-hooks';

export const JSON_ONLY_MESSAGE = 'This request must send its data as JSON (Content-Type: application/json).';
export const JSON_OR_FORM_MESSAGE =
  'This request must send its data as JSON or as a file upload (multipart/form-data).';

/** The media type without parameters, lower case: `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return essence || undefined;
}

/** A body is on its way when the request announces a length above zero or a chunked transfer. */
export function hasBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': transfer } = request.headers;
  return transfer !== undefined || (length !== undefined && length !== '0');
}

/**
 * Bodies are JSON, or multipart on the routes that declare `config.multipart` (uploads); nothing
 * else ever reaches a handler. text/plain, url-encoded and multipart are what a page of another
 * site can send without asking first (no CORS preflight), so refusing them also closes the
 * "simple request" path for forged writes. A write without a body (disable 2FA, end all sessions)
 * needs no content type at all. Checked in onRequest, before anything reads the body.
 */
export function registerBodyTypes(app: FastifyInstance): void {
  // Fastify parses text/plain by default; with the check below it is unreachable, and removing it
  // keeps it so if the hook order ever changes.
  app.removeContentTypeParser('text/plain');

  // A callback hook (a throw is handled as a rejection), on the write routes only.
  onWriteRequest(app, (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !hasBody(request)) return done();
    const type = mediaTypeOf(request.headers['content-type']);
    if (type === 'application/json') return done();
    const multipart = request.routeOptions.config.multipart === true;
    if (multipart && type === 'multipart/form-data') return done();
    throw new UnsupportedMediaTypeError(multipart ? JSON_OR_FORM_MESSAGE : JSON_ONLY_MESSAGE);
  });
}
