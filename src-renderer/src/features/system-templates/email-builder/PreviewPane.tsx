import { Button, ButtonGroup, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageTemplate } from '../../../../../server/contract/message-templates';
import { errorToastText } from '../../../api/error-text';
import { PreviewFrame } from '../preview/PreviewFrame';
import { useDraftPreview, type EmailDraft } from './api';

type Width = 'desktop' | 'mobile';

/** A phone's width in CSS pixels (most phones are 360 to 414 wide). */
const MOBILE_WIDTH = 375;

/**
 * Preview: the server renders the unsaved draft as the engine sends it (sanitised, in the 600 px
 * frame with the brand colours, sample details and the 'powered by' footer) and it is shown in the
 * sandboxed frame, at desktop or phone width. A new template has no id to render against yet.
 */
export function PreviewPane({ template, draft }: { template: MessageTemplate | null; draft: EmailDraft }) {
  const intl = useIntl();
  const [width, setWidth] = useState<Width>('desktop');
  const preview = useDraftPreview(template, draft, true);

  if (template === null) {
    return (
      <Callout intent={Intent.PRIMARY} icon="info-sign" className="email-builder-preview-note">
        {intl.formatMessage({ id: 'emailBuilder.preview.newTemplate' })}
      </Callout>
    );
  }

  return (
    <div className="email-builder-preview">
      <div className="email-builder-preview-bar">
        <p className="email-builder-preview-help">{intl.formatMessage({ id: 'emailBuilder.preview.help' })}</p>
        <ButtonGroup role="group" aria-label={intl.formatMessage({ id: 'emailBuilder.preview.width' })}>
          {(['desktop', 'mobile'] as const).map((option) => (
            <Button
              key={option}
              icon={option === 'desktop' ? 'desktop' : 'mobile-phone'}
              text={intl.formatMessage({
                id: option === 'desktop' ? 'emailBuilder.preview.desktop' : 'emailBuilder.preview.mobile',
              })}
              active={width === option}
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            />
          ))}
        </ButtonGroup>
      </div>
      {preview.isPending ? (
        <div className="email-builder-preview-loading" role="status">
          <Spinner size={20} aria-hidden />
          {intl.formatMessage({ id: 'emailBuilder.preview.loading' })}
        </div>
      ) : preview.isError ? (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="email-builder-preview-failed">
          <p>{intl.formatMessage({ id: 'emailBuilder.preview.failed' })}</p>
          <p>
            {errorToastText(preview.error, {
              fallback: intl.formatMessage({ id: 'toast.fallback' }),
              network: intl.formatMessage({ id: 'toast.network' }),
            })}
          </p>
          <Button
            text={intl.formatMessage({ id: 'emailBuilder.preview.retry' })}
            onClick={() => void preview.refetch()}
          />
        </Callout>
      ) : (
        <>
          <p className="email-builder-preview-subject">
            {preview.data.subject
              ? intl.formatMessage({ id: 'emailBuilder.preview.subject' }, { subject: preview.data.subject })
              : intl.formatMessage({ id: 'emailBuilder.preview.noSubject' })}
          </p>
          {preview.data.html === null ? (
            <p>{intl.formatMessage({ id: 'emailBuilder.preview.empty' })}</p>
          ) : (
            <div
              className="email-builder-preview-frame"
              style={{ maxWidth: width === 'mobile' ? MOBILE_WIDTH : undefined }}
            >
              <PreviewFrame
                html={preview.data.html}
                title={intl.formatMessage({ id: 'emailBuilder.preview.frame' })}
                height={640}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
