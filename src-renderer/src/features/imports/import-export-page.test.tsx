import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../server/contract/auth';
import type { BuiltRows } from '../../../../server/contract/imports/types';
import { queryKeys } from '../../api/query-keys';
import { htmlText, renderPage, sessionAs as session } from '../../testing/render-page';
import { ImportButton } from './ImportButton';
import { ImportExportPage } from './ImportExportPage';
import type { ParseSummary } from './parsing/worker-client';
import { CompleteStep } from './wizard/CompleteStep';
import { MappingStep } from './wizard/MappingStep';
import { PlatformStep } from './wizard/PlatformStep';
import { PreviewStep } from './wizard/PreviewStep';
import { StepIndicator } from './wizard/StepIndicator';
import { startTally } from './wizard/tally';

/**
 * The hub and the wizard's steps as they first render from what they are given: what a person sees
 * before touching anything. Interaction is the browser test's (tests/e2e/imports.spec.ts).
 */

function render(node: ReactNode, me?: MeResponse, seed?: (client: QueryClient) => void) {
  return renderPage(node, { url: '/studio/settings/import-export', me, seed });
}

const text = htmlText;

const counts = (client: QueryClient) => {
  client.setQueryData(['clients', 'total'], 3);
  client.setQueryData(['products', 'total'], 1);
  client.setQueryData(queryKeys.treatments, []);
  client.setQueryData(queryKeys.teamUsers, [{ id: 'a' }, { id: 'b' }]);
};

describe('the Import & Export hub', () => {
  it('shows the title, subtitle, the four cards with their counts and actions, and the footer', () => {
    const html = render(<ImportExportPage />, session('owner'), counts);
    const shown = text(html);
    expect(shown).toContain('Import & Export Centralized data management hub');
    expect(shown).toContain('Clients 3 clients');
    expect(shown).toContain('Treatments 0 treatments');
    expect(shown).toContain('Staff 2 team members');
    expect(shown).toContain('Products 1 product');
    expect(shown).toContain('Secure Data Transfer');
    for (const entity of ['Clients', 'Treatments', 'Staff', 'Products']) {
      expect(html).toContain(`aria-label="Import ${entity}"`);
      expect(html).toContain(`aria-label="Export ${entity.toLowerCase()}"`);
      expect(html).toContain(`aria-label="View ${entity.toLowerCase()}"`);
    }
    // Treatments and staff are looked at on their own pages.
    expect(html).toContain('href="/studio/settings/organization/services"');
    expect(html).toContain('href="/studio/staff"');
  });

  it('says when a list is not the user’s to read, and offers no way to it', () => {
    const html = render(<ImportExportPage />, session('receptionist', ['export_all_data']), (client) => {
      client.setQueryData(['clients', 'total'], 0);
      client.setQueryData(['products', 'total'], 0);
    });
    const shown = text(html);
    expect(shown).toContain('Treatments Count not available');
    expect(shown).toContain('Staff Count not available');
    expect(html).not.toContain('aria-label="View staff"');
    expect(html).not.toContain('aria-label="View treatments"');
    expect(html).toContain('aria-label="View clients"');
  });
});

describe('the Import button of the Services and Team pages', () => {
  it('opens the same wizard, for those who may import only', () => {
    expect(render(<ImportButton entity="treatments" />, session('manager'))).toContain(
      'aria-label="Import Treatments"',
    );
    expect(render(<ImportButton entity="staff" />, session('owner'))).toContain('aria-label="Import Staff"');
    expect(render(<ImportButton entity="staff" />, session('practitioner'))).toBe('');
  });
});

describe('the wizard’s steps', () => {
  it('shows five steps, the ones behind done and the current one marked', () => {
    const html = render(<StepIndicator step="mapping" />);
    expect(text(html)).toBe(
      'Platform Platform (done) Upload Upload (done) 3 Mapping Mapping 4 Preview Preview 5 Complete Complete',
    );
    expect(html).toContain('aria-label="Import steps"');
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    // Importing counts as complete.
    expect(text(render(<StepIndicator step="importing" />))).toContain('5 Complete Complete');
  });

  it('offers the platforms of the entity, Mindbody announced but not selectable', () => {
    const clients = render(<PlatformStep entity="clients" platform="fresha" onChoose={() => {}} />);
    const shown = text(clients);
    expect(shown).toContain('Generic CSV');
    expect(shown).toContain('Fresha');
    expect(shown).toContain('Square');
    expect(shown).toContain('Vagaro');
    expect(shown).toContain('Mindbody Soon');
    expect(shown).toContain('Unverified field mapping - manual adjustment may be required');
    expect(clients).toMatch(/<input[^>]*disabled=""[^>]*value="mindbody"|<input[^>]*value="mindbody"[^>]*disabled=""/);
    expect(clients).toMatch(/<input[^>]*checked=""[^>]*value="fresha"|<input[^>]*value="fresha"[^>]*checked=""/);
    // Square's preset is for its customers only.
    expect(text(render(<PlatformStep entity="treatments" platform={null} onChoose={() => {}} />))).not.toContain(
      'Square',
    );
  });

  it('lists each column with its example and field, Skip This Column, and the staff stars of §2', () => {
    const file: ParseSummary = {
      fileName: 'team.csv',
      headers: ['Staff Name', 'Email Address', 'Position'],
      preview: [
        ['', '', ''],
        ['Rosa Reyes', 'rosa@studio.test', 'Stylist'],
      ],
      previewRowNumbers: [2, 3],
      totalRows: 2,
      titleRowsSkipped: 1,
      totalRowsSkipped: 0,
      format: 'csv',
    };
    const html = render(
      <MappingStep
        entity="staff"
        file={file}
        mapping={['fullName', 'email', null]}
        platform="generic"
        missingText={null}
        duplicates="skip"
        dateOrder="dmy"
        onMap={() => {}}
        onDuplicates={() => {}}
        onDateOrder={() => {}}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('1 title row above the column names was skipped.');
    expect(shown).toContain('Staff Name Rosa Reyes');
    expect(shown).toContain('Skip This Column');
    expect(shown).toContain('First Name *');
    expect(shown).toContain('Last Name *');
    expect(shown).toContain('Email *');
    expect(shown).not.toContain('Phone *');
    expect(html).toContain('aria-label="Field for the column Position"');
    // Staff has no duplicates choice; clients do.
    expect(shown).not.toContain('Clients already on file');
  });

  it('previews the first 10 rows with their row numbers, the refused one as an error, and the rest as additional', () => {
    const built: BuiltRows = {
      rows: Array.from({ length: 12 }, (_, at) => ({ firstName: `Client${at}`, lastName: 'Lane' })),
      rowNumbers: [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
      problems: [{ rowNumber: 4, error: 'Date of Birth "31/02/1990" is not a date.' }],
    };
    const shown = text(
      render(<PreviewStep entity="clients" mapping={['firstName', 'lastName']} built={built} buildError={null} />),
    );
    expect(shown).toContain('12 rows are ready to import.');
    expect(shown).toContain('1 row cannot be imported as it is');
    expect(shown).toContain('Row First Name Last Name Status');
    expect(shown).toContain(
      '3 Client1 Lane Ready 4 Date of Birth "31/02/1990" is not a date. Error 5 Client2 Lane Ready',
    );
    expect(shown).toContain('11 Client8 Lane Ready + 3 additional');
    expect(shown).not.toContain('Client9');
  });

  it('sums the import up and lists every row not imported by its file row number', () => {
    const tally = { ...startTally([{ rowNumber: 9, error: 'Last name is required' }]), imported: 7, skipped: 1 };
    tally.failures.push({ rowNumber: 5, error: 'Already a client: same email as Ada Lovelace.' });
    const shown = text(
      render(
        <CompleteStep
          entity="clients"
          outcome={{ tally, notSent: 0, cancelled: false }}
          onDownloadFailures={() => {}}
        />,
      ),
    );
    expect(shown).toContain('Import finished 7 Imported 1 Skipped as duplicates 0 Merged 1 Failed');
    expect(shown).toContain('Row Problem 5 Already a client: same email as Ada Lovelace. 9 Last name is required');
    expect(shown).toContain('Download this list (CSV)');
  });

  it('says what went in and what was not sent after a cancel', () => {
    const tally = { ...startTally([]), imported: 4000, sent: 4000 };
    const shown = text(
      render(
        <CompleteStep
          entity="products"
          outcome={{ tally, notSent: 6000, cancelled: true }}
          onDownloadFailures={() => {}}
        />,
      ),
    );
    expect(shown).toContain('Import cancelled');
    expect(shown).toContain('6,000 Not sent');
    expect(shown).toContain('4,000 rows went in before you cancelled. 6,000 rows were not sent.');
    expect(shown).not.toContain('Skipped as duplicates');
  });
});
