import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { etagOf } from './documents';

/** The optional If-Match header of writes to documents and versioned records. */
export const IfMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) });

/** Answers a versioned document or record with its ETag, so the next write can send If-Match. */
export function withEtag<T>(reply: FastifyReply, version: number, body: T): T {
  void reply.header('etag', etagOf(version));
  return body;
}
