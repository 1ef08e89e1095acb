import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImportEntity } from '../../../../server/contract/imports/api';
import { hasPermission } from '../../../../server/contract/permissions';
import { SessionContext } from '../../app/session/SessionContext';
// The pages' shared look (the header's action row, hints) for a page that has not loaded it yet.
import '../../components/form/styles';

// The wizard (and its parsing library) is fetched when someone opens it, not with the page.
const ImportWizard = lazy(() => import('./wizard/ImportWizard').then((m) => ({ default: m.ImportWizard })));

/**
 * The Import button of a page that lists an entity (the Services page, the Team page): the same
 * wizard as the hub's, shown only to those who may import (export_all_data, the hub's permission).
 */
export function ImportButton({ entity }: { entity: ImportEntity }) {
  const intl = useIntl();
  // Read without insisting: a page rendered on its own (a unit test) simply offers no import.
  const session = useContext(SessionContext);
  const [open, setOpen] = useState(false);
  if (session === null || !hasPermission(session.user, 'export_all_data')) return null;
  return (
    <>
      <Button
        icon="import"
        text={intl.formatMessage({ id: 'imports.card.import' })}
        aria-label={intl.formatMessage({ id: 'imports.wizard.title' }, { entity })}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <ImportWizard entity={entity} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
