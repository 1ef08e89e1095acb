import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { MeResponse } from '../../../server/contract/auth';
import { SessionContext } from '../app/session/SessionContext';
import { ToasterProvider } from '../components/toaster/ToasterProvider';
import { en } from '../i18n/en';

/**
 * For the unit tests of a page as it first renders (before anything is touched): the providers a
 * page needs around it, a signed-in person of a role, and the text a person would read. What
 * happens on clicks is the browser tests'.
 */
export const TEST_ORGANIZATION = { id: '01900000-0000-7000-8000-000000000001', name: 'Studio', slug: 'studio' };

/** Ines, signed in to Studio with a role (its built-in permissions) and any custom permissions. */
export function sessionAs(role: string, customPermissions: string[] = []): MeResponse {
  return {
    user: {
      id: '01900000-0000-7000-8000-000000000002',
      email: 'ines@studio.test',
      firstName: 'Ines',
      lastName: 'Ibarra',
      organizationId: TEST_ORGANIZATION.id,
      role: {
        id: '01900000-0000-7000-8000-000000000003',
        name: role,
        displayName: role,
        permissions: { customPermissions },
      },
      permissions: [],
      isPlatformAdmin: false,
    },
    organization: TEST_ORGANIZATION,
    restriction: null,
  };
}

export interface RenderPageOptions {
  /** The address the page is at, as the router sees it. */
  url: string;
  /** Who is signed in; the owner unless said. */
  me?: MeResponse;
  /** Answers already read, as the query cache holds them. */
  seed?: (client: QueryClient) => void;
}

/** The HTML a page renders first, in English, inside the app's providers. */
export function renderPage(node: ReactNode, { url, me = sessionAs('owner'), seed }: RenderPageOptions): string {
  const client = new QueryClient();
  seed?.(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <ToasterProvider>
          <SessionContext.Provider value={me}>
            <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
          </SessionContext.Provider>
        </ToasterProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

/** The words of rendered HTML, tags dropped and white space folded. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
