import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageTemplate, TemplatePreview } from '../../../../server/contract/message-templates';
import { SectionLoading } from '../../components/FullPageLoading';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useTemplatePreview } from './api';
import { PreviewFrame } from './preview/PreviewFrame';
import { SmsBubble } from './SmsBubble';

/**
 * Preview (spec part 3 §2): the template as its recipient would get it, filled with the server's
 * sample values. An email is the server's rendering (sanitised, framed, with the 'powered by'
 * footer) in a sandboxed frame under its subject; an SMS is a phone's bubble with its parts; a
 * push notification its title and text.
 */
export function PreviewDialog({ template, onClose }: { template: MessageTemplate; onClose: () => void }) {
  const intl = useIntl();
  const preview = useTemplatePreview(template);
  const title = intl.formatMessage({ id: 'systemTemplates.preview.title' }, { name: template.name });
  let body;
  if (preview.data !== undefined) {
    body = <PreviewBody template={template} preview={preview.data} title={title} />;
  } else if (preview.isError) {
    body = (
      <LoadFailure
        title={intl.formatMessage({ id: 'systemTemplates.preview.failed' })}
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  } else {
    body = <SectionLoading />;
  }
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      className={
        template.type === 'email' ? 'system-templates-preview-dialog is-email' : 'system-templates-preview-dialog'
      }
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{intl.formatMessage({ id: 'systemTemplates.preview.samples' })}</p>
        {body}
      </DialogBody>
      <DialogFooter actions={<Button text={intl.formatMessage({ id: 'systemTemplates.close' })} onClick={onClose} />} />
    </Dialog>
  );
}

function PreviewBody({
  template,
  preview,
  title,
}: {
  template: MessageTemplate;
  preview: TemplatePreview;
  title: string;
}) {
  const intl = useIntl();
  if (template.type === 'sms') return <SmsBubble text={preview.text} sms={preview.sms} />;
  if (template.type === 'notification') {
    return (
      <div className="system-templates-push" role="group" aria-label={title}>
        {preview.subject !== null && <strong className="system-templates-push-title">{preview.subject}</strong>}
        <p className="system-templates-push-body">{preview.text}</p>
      </div>
    );
  }
  return (
    <div className="system-templates-email-preview">
      <dl className="system-templates-subject">
        <dt>{intl.formatMessage({ id: 'systemTemplates.preview.subject' })}</dt>
        <dd>{preview.subject ?? intl.formatMessage({ id: 'systemTemplates.preview.noSubject' })}</dd>
      </dl>
      {preview.html !== null ? (
        <PreviewFrame html={preview.html} title={title} />
      ) : (
        <pre className="system-templates-text">{preview.text}</pre>
      )}
    </div>
  );
}
