import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import type { MessageTemplate } from '../../contract/message-templates';
import { platformTemplateId } from '../../templates/ids';
import { call, type Session } from '../../testing/build-test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The template routes as a signed-in person calls them (tests only). */
export function templateCalls(app: FastifyInstance, session: Session) {
  const send = <T = MessageTemplate>(
    method: Method,
    url: string,
    payload?: unknown,
    options: { ifMatch?: string; as?: Session } = {},
  ) =>
    call<T & Partial<ErrorBody>>(app, {
      method,
      url,
      headers: { ...(options.as ?? session).headers, ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send,
    list: (query = '') => send<{ templates: MessageTemplate[] }>('GET', `/api/message-templates${query}`),
    get: (id: string) => send('GET', `/api/message-templates/${id}`),
    create: (body: object) => send('POST', '/api/message-templates', body),
    update: (id: string, body: object, ifMatch?: string) =>
      send('PUT', `/api/message-templates/${id}`, body, ifMatch ? { ifMatch } : {}),
  };
}

/** The system template of (type, subtype) as every organization knows it. */
export const systemId = (type: 'email' | 'sms' | 'notification', subtype: string) => platformTemplateId(type, subtype);

/** The history table's rows of a template, oldest first. */
export const historyRows = (app: FastifyInstance, templateId: string) =>
  app.deps.database.sqlite
    .prepare(
      'select organization_id as organizationId, change, content, changed_by_name as changedByName from template_history where template_id = ? order by changed_at, id',
    )
    .all(templateId) as {
    organizationId: string | null;
    change: string;
    content: string;
    changedByName: string | null;
  }[];
