import { ClientListQuery, ClientPage, Client, CreateClientBody, UpdateClientBody } from '../clients';
import { IdParams } from '../common';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/**
 * Clients (ours: the spec shows only their import). The team works with clients every day, so any
 * member may list, read, add and edit them (the service refuses roles ranked below receptionist);
 * deleting one is for those who manage the organization.
 */
const clients = (action: 'create' | 'update' | 'delete') => ({ section: 'clients', action }) as const;
const CLIENT = '/api/clients/:id';

export const clientsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/clients',
    permission: SIGNED_IN,
    query: ClientListQuery,
    response: ClientPage,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/clients',
    permission: SIGNED_IN,
    body: CreateClientBody,
    response: Client,
    status: 201,
    activity: clients('create'),
    versioned: true,
  }),
  get: defineRoute({
    method: 'GET',
    path: CLIENT,
    permission: SIGNED_IN,
    params: IdParams,
    response: Client,
    versioned: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: CLIENT,
    permission: SIGNED_IN,
    params: IdParams,
    body: UpdateClientBody,
    response: Client,
    activity: clients('update'),
    versioned: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: CLIENT,
    permission: 'manage_organization_settings',
    params: IdParams,
    status: 204,
    activity: clients('delete'),
    versioned: true,
  }),
};
