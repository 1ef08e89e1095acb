import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat, ImportEntity } from '../../../../server/contract/imports/api';
import { downloadFile } from '../../api/download';
import { useNotify } from '../../components/toaster/useNotify';
import { EXPORT_ROUTES } from './api';
import { saveFile } from './save-file';

const FORMATS: readonly { format: ExportFormat; labelId: 'imports.export.csv' | 'imports.export.xlsx' }[] = [
  { format: 'csv', labelId: 'imports.export.csv' },
  { format: 'xlsx', labelId: 'imports.export.xlsx' },
];

/** Today's date for a file name the server did not give (it always does; this is the fallback). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export on a hub card: a small menu, CSV or Excel (XLSX). The server makes the file (streamed,
 * formula-guarded, named with the date); this fetches it and saves it under the server's name.
 */
export function ExportButton({ entity }: { entity: ImportEntity }) {
  const intl = useIntl();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function exportAs(format: ExportFormat) {
    setBusy(true);
    try {
      const file = await downloadFile(EXPORT_ROUTES[entity], {
        query: { format },
        fallbackName: `${entity}-${today()}.${format}`,
      });
      const saved = await saveFile(file, {
        name: intl.formatMessage({ id: 'imports.export.filterName' }, { format }),
        extensions: [format],
      });
      if (saved.kind === 'downloaded') {
        notify.success(
          intl.formatMessage({ id: 'imports.export.done' }),
          intl.formatMessage({ id: 'imports.export.downloaded' }, { fileName: saved.fileName }),
        );
      } else if (saved.kind === 'saved') {
        notify.success(
          intl.formatMessage({ id: 'imports.export.done' }),
          intl.formatMessage({ id: 'imports.export.savedTo' }, { path: saved.path }),
        );
      }
    } catch (error) {
      notify.failure(
        intl.formatMessage({ id: 'imports.export.failed' }),
        error,
        intl.formatMessage({ id: 'imports.export.failedBody' }, { entity }),
      );
    } finally {
      setBusy(false);
    }
  }

  const text = intl.formatMessage({ id: 'imports.card.export' });
  return (
    <PopoverNext
      placement="bottom-start"
      arrow={false}
      disabled={busy}
      content={
        <Menu aria-label={intl.formatMessage({ id: 'imports.card.exportOf' }, { entity })}>
          {FORMATS.map(({ format, labelId }) => (
            <MenuItem key={format} text={intl.formatMessage({ id: labelId })} onClick={() => void exportAs(format)} />
          ))}
        </Menu>
      }
    >
      <Button
        icon="export"
        endIcon="caret-down"
        text={text}
        aria-label={intl.formatMessage({ id: 'imports.card.exportOf' }, { entity })}
        loading={busy}
      />
    </PopoverNext>
  );
}
