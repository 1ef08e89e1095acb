import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageTemplate } from '../../../../server/contract/message-templates';
import type { TemplateHistoryEntry } from '../../../../server/contract/platform-templates';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { LoadFailure } from '../../components/form/LoadFailure';
import { RelativeTime } from '../../components/RelativeTime';
import type { MessageId } from '../../i18n/en';
import { useNow } from '../overview/useNow';
import { historyQuery } from './api';
import { PreviewFrame } from './preview/PreviewFrame';

const CHANGE_LABEL: Readonly<Record<TemplateHistoryEntry['change'], MessageId>> = {
  create: 'systemTemplates.history.change.create',
  update: 'systemTemplates.history.change.update',
  override: 'systemTemplates.history.change.override',
  reset: 'systemTemplates.history.change.reset',
  toggle: 'systemTemplates.history.change.toggle',
  import: 'systemTemplates.history.change.import',
  sync: 'systemTemplates.history.change.sync',
  delete: 'systemTemplates.history.change.delete',
};

/**
 * A system template's history (GET /api/platform-templates/{id}/history): every version, latest
 * first, with who made it, when and what kind of change it was; View shows that version's content.
 */
export function HistoryDialog({ template, onClose }: { template: MessageTemplate; onClose: () => void }) {
  const intl = useIntl();
  const now = useNow();
  const history = useQuery(historyQuery(template.id));
  const [viewing, setViewing] = useState<TemplateHistoryEntry | null>(null);
  const text = (id: MessageId) => intl.formatMessage({ id });

  let body;
  if (viewing !== null) {
    body = <HistoryVersion entry={viewing} onBack={() => setViewing(null)} />;
  } else if (history.data === undefined) {
    body = history.isError ? (
      <LoadFailure description={text('systemTemplates.history.failed')} onRetry={() => void history.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else if (history.data.length === 0) {
    body = <EmptyState icon="history" headingLevel={3} title={text('systemTemplates.history.empty')} />;
  } else {
    body = (
      <HTMLTable className="settings-table system-templates-history" compact striped>
        <caption className="visually-hidden">
          {intl.formatMessage({ id: 'systemTemplates.history.title' }, { name: template.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text('systemTemplates.history.column.change')}</th>
            <th scope="col">{text('systemTemplates.history.column.by')}</th>
            <th scope="col">{text('systemTemplates.history.column.when')}</th>
            <th scope="col">{text('systemTemplates.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={entry.id}>
              <td>
                {text(CHANGE_LABEL[entry.change])}{' '}
                {entry.level === 'platform' && <Tag minimal>{text('systemTemplates.history.platform')}</Tag>}
              </td>
              <td>{entry.changedByName ?? text('systemTemplates.history.bySystem')}</td>
              <td>
                <RelativeTime iso={entry.changedAt} now={now} />
              </td>
              <td>
                <Button
                  variant="minimal"
                  size="small"
                  icon="eye-open"
                  text={text('systemTemplates.history.view')}
                  onClick={() => setViewing(entry)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'systemTemplates.history.title' }, { name: template.name })}
      className="system-templates-history-dialog"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={text('systemTemplates.close')} onClick={onClose} />} />
    </Dialog>
  );
}

/** One version's content as it was saved: subject, text and, for an email, its body in a sandbox. */
function HistoryVersion({ entry, onBack }: { entry: TemplateHistoryEntry; onBack: () => void }) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="system-templates-version">
      <Button icon="chevron-left" variant="minimal" text={text('systemTemplates.history.back')} onClick={onBack} />
      <dl className="system-templates-version-facts">
        <dt>{text('systemTemplates.history.column.change')}</dt>
        <dd>{text(CHANGE_LABEL[entry.change])}</dd>
        <dt>{text('systemTemplates.column.status')}</dt>
        <dd>{text(entry.isEnabled ? 'systemTemplates.state.active' : 'systemTemplates.state.inactive')}</dd>
        {entry.subject !== null && (
          <>
            <dt>{text('systemTemplates.preview.subject')}</dt>
            <dd>{entry.subject}</dd>
          </>
        )}
      </dl>
      {entry.htmlContent !== null ? (
        <PreviewFrame html={entry.htmlContent} title={text('systemTemplates.history.version')} height={360} />
      ) : (
        <pre className="system-templates-text">{entry.content}</pre>
      )}
    </div>
  );
}
