import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../../server/contract/imports/api';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { PageHeader } from '../../components/PageHeader';
import { useEntityCounts } from './api';
import { EntityCard } from './EntityCard';
import { RecordsDialog } from './RecordsDialog';
import { IMPORTS_CARDS_ID } from './section';
import { ImportWizard } from './wizard/ImportWizard';
import '../../components/form/styles';
import './icons';
import './imports.css';

/**
 * Import & Export (spec part 3 §2): four cards, Clients, Treatments, Staff and Products, each with
 * its number of records, Import (the wizard), Export (CSV or XLSX) and a way to look at the records;
 * the footer 'Secure Data Transfer'. After a complete import from here the wizard closes itself.
 */
export function ImportExportPage() {
  const intl = useIntl();
  const counts = useEntityCounts();
  const { hrefOf, teamHref } = useSettingsNavigation();
  const [importing, setImporting] = useState<ImportEntity | null>(null);
  const [viewing, setViewing] = useState<'clients' | 'products' | null>(null);

  const viewOf = (entity: ImportEntity) => {
    switch (entity) {
      case 'clients':
      case 'products':
        return { onClick: () => setViewing(entity) };
      case 'treatments':
        return counts.treatments.unavailable ? null : { href: hrefOf('organization/services') };
      case 'staff':
        return counts.staff.unavailable ? null : { href: teamHref };
    }
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.importExport' })}
        subtitle={intl.formatMessage({ id: 'imports.subtitle' })}
      />
      <div className="imports-page">
        <div id={IMPORTS_CARDS_ID} tabIndex={-1} className="imports-cards">
          {IMPORT_ENTITIES.map((entity) => (
            <EntityCard
              key={entity}
              entity={entity}
              count={counts[entity]}
              onImport={() => setImporting(entity)}
              view={viewOf(entity)}
            />
          ))}
        </div>
        <footer className="imports-footer">
          <Icon icon="shield" size={20} aria-hidden />
          <div>
            <strong>{intl.formatMessage({ id: 'imports.footer.title' })}</strong>
            <p className="settings-hint">{intl.formatMessage({ id: 'imports.footer.body' })}</p>
          </div>
        </footer>
      </div>
      {importing !== null && (
        <ImportWizard key={importing} entity={importing} closeOnSuccess onClose={() => setImporting(null)} />
      )}
      {viewing !== null && <RecordsDialog entity={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
