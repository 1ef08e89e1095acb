import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ActivityExportFormat, ActivityFilters } from '../../../../server/contract/activity';
import { useNotify } from '../../components/toaster/useNotify';
import { CSV_FILTER, saveFile } from '../imports/save-file';
import { exportActivity } from './api';

const JSON_FILTER = { name: 'JSON', extensions: ['json'] };

/**
 * Export Activity: the log as the list shows it (same filters and search), as JSON (the spec's
 * file) or CSV, saved through the desktop app's dialog or the browser's downloads.
 */
export function ExportMenu({ filters }: { filters: ActivityFilters }) {
  const intl = useIntl();
  const notify = useNotify();
  const exporting = useMutation({
    mutationFn: async (format: ActivityExportFormat) =>
      saveFile(await exportActivity(format, filters), format === 'csv' ? CSV_FILTER : JSON_FILTER),
    onSuccess: (saved) => {
      const title = intl.formatMessage({ id: 'activity.toast.exported' });
      if (saved.kind === 'saved') {
        notify.success(title, intl.formatMessage({ id: 'activity.toast.exported.savedTo' }, { path: saved.path }));
      } else if (saved.kind === 'downloaded') {
        notify.success(
          title,
          intl.formatMessage({ id: 'activity.toast.exported.downloaded' }, { fileName: saved.fileName }),
        );
      }
    },
    onError: (error) =>
      notify.failure(
        intl.formatMessage({ id: 'activity.toast.exportFailed' }),
        error,
        intl.formatMessage({ id: 'activity.toast.exportFailed.body' }),
      ),
  });

  return (
    <PopoverNext
      placement="bottom-end"
      arrow={false}
      disabled={exporting.isPending}
      content={
        <Menu aria-label={intl.formatMessage({ id: 'activity.export' })}>
          <MenuItem
            icon="document"
            text={intl.formatMessage({ id: 'activity.export.json' })}
            onClick={() => exporting.mutate('json')}
          />
          <MenuItem
            icon="th"
            text={intl.formatMessage({ id: 'activity.export.csv' })}
            onClick={() => exporting.mutate('csv')}
          />
        </Menu>
      }
    >
      <Button
        icon="export"
        endIcon="caret-down"
        loading={exporting.isPending}
        text={intl.formatMessage({ id: 'activity.export' })}
      />
    </PopoverNext>
  );
}
