import { Button, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { saveFile } from '../imports/save-file';
import { exportTemplates, resetAllTemplates, syncTemplates, useTemplateAction } from './api';
import { ImportTemplatesDialog } from './ImportTemplatesDialog';

const JSON_FILTER = { name: 'JSON', extensions: ['json'] };

/**
 * The page header's platform tools: Export the organization's templates as a file, Import one
 * back, Reset all to defaults (after a confirmation), and for a platform admin Sync templates,
 * which brings in the platform's shipped templates and says how many were updated and new.
 */
export function PlatformToolsMenu({ isPlatformAdmin }: { isPlatformAdmin: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const [importing, setImporting] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const exporting = useMutation({
    mutationFn: async () => saveFile(await exportTemplates(), JSON_FILTER),
    onSuccess: (saved) => {
      if (saved.kind === 'downloaded') {
        notify.success(
          text('systemTemplates.export.done'),
          intl.formatMessage({ id: 'systemTemplates.export.downloaded' }, { fileName: saved.fileName }),
        );
      } else if (saved.kind === 'saved') {
        notify.success(
          text('systemTemplates.export.done'),
          intl.formatMessage({ id: 'systemTemplates.export.savedTo' }, { path: saved.path }),
        );
      }
    },
    onError: (error) => notify.failure(text('systemTemplates.export.failed'), error),
  });

  const resetAll = useTemplateAction(
    () => resetAllTemplates(),
    () => ({
      success: ({ reset }) => intl.formatMessage({ id: 'systemTemplates.resetAll.done' }, { count: reset }),
      failed: text('systemTemplates.resetAll.failed'),
    }),
  );

  const sync = useTemplateAction(
    () => syncTemplates(),
    () => ({
      success: (answer) =>
        intl.formatMessage({ id: 'systemTemplates.sync.done' }, { updated: answer.updated, added: answer.new }),
      failed: text('systemTemplates.sync.failed'),
    }),
  );

  const busy = exporting.isPending || resetAll.isPending || sync.isPending;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        arrow={false}
        disabled={busy}
        content={
          <Menu aria-label={text('systemTemplates.tools')}>
            <MenuItem icon="export" text={text('systemTemplates.tools.export')} onClick={() => exporting.mutate()} />
            <MenuItem icon="import" text={text('systemTemplates.tools.import')} onClick={() => setImporting(true)} />
            <MenuDivider />
            <MenuItem
              icon="reset"
              intent={Intent.DANGER}
              text={text('systemTemplates.tools.resetAll')}
              onClick={() => setConfirmingReset(true)}
            />
            {isPlatformAdmin && (
              <>
                <MenuDivider title={text('systemTemplates.tools.platform')} />
                <MenuItem icon="refresh" text={text('systemTemplates.tools.sync')} onClick={() => sync.mutate()} />
              </>
            )}
          </Menu>
        }
      >
        <Button icon="wrench" endIcon="caret-down" text={text('systemTemplates.tools')} loading={busy} />
      </PopoverNext>
      {importing && <ImportTemplatesDialog onClose={() => setImporting(false)} />}
      <ConfirmDialog
        isOpen={confirmingReset}
        title={text('systemTemplates.resetAll.confirm')}
        confirmText={text('systemTemplates.resetAll.confirmButton')}
        cancelText={text('systemTemplates.cancel')}
        loading={resetAll.isPending}
        onConfirm={() => resetAll.mutate(undefined, { onSettled: () => setConfirmingReset(false) })}
        onCancel={() => setConfirmingReset(false)}
      >
        <p>{text('systemTemplates.resetAll.body')}</p>
      </ConfirmDialog>
    </>
  );
}
