import { Button, Card, Icon, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BrandingConfig } from '../../../../server/contract/branding';
import { SwitchField, TextField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { checkLogoFile, LOGO_MAX_MEGABYTES, uploadLogo, type LogoUploadResult } from './logo-upload';

interface LogoCardProps {
  form: SettingsDocument<BrandingConfig>;
  values: BrandingConfig;
  /** The brand's name as shown: the brand name, else the business name. */
  shownName: string;
}

const FAILURE_TEXT: Record<'timeout' | 'network' | 'server', MessageId> = {
  timeout: 'branding.upload.timeout',
  network: 'branding.upload.network',
  server: 'branding.upload.failedBody',
};

/**
 * The logo (spec part 2 §2, §5): drop an image or click to choose one; it is checked here (an
 * image, under 1 MB), sent with its progress, and its address goes into the form: Save Changes
 * makes it the logo. Also the brand name and whether it shows beside the logo.
 */
export function LogoCard({ form, values, shownName }: LogoCardProps) {
  const intl = useIntl();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const page = useRef<AbortController | null>(null);
  const uploading = percent !== null;
  const disabled = uploading || form.readOnly;
  const text = (id: MessageId) => intl.formatMessage({ id }, { megabytes: LOGO_MAX_MEGABYTES });

  // Leaving the page cancels an upload under way (its answer would land in a form no longer shown).
  useEffect(() => {
    const controller = new AbortController();
    page.current = controller;
    return () => controller.abort();
  }, []);

  function announce(result: LogoUploadResult) {
    switch (result.kind) {
      case 'uploaded':
        form.set('logoUrl', result.url);
        notify.success(text('branding.upload.success'), text('branding.upload.successBody'));
        return;
      case 'noUrl':
        notify.warning(text('branding.upload.issue'), text('branding.upload.noUrl'));
        return;
      case 'failed':
        notify.danger(text('branding.upload.failed'), result.message ?? text(FAILURE_TEXT[result.reason]));
        return;
      case 'cancelled':
        return;
    }
  }

  async function send(file: File | undefined) {
    if (file === undefined || disabled) return;
    const refusal = checkLogoFile(file);
    if (refusal !== null) {
      const reason = refusal === 'notImage' ? 'branding.upload.notImage' : 'branding.upload.tooBig';
      notify.danger(text('branding.upload.failed'), text(reason));
      return;
    }
    setPercent(0);
    const result = await uploadLogo(file, { onProgress: setPercent, signal: page.current?.signal });
    if (result.kind !== 'cancelled') setPercent(null);
    announce(result);
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    void send(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    // Only an image is taken from a drop (spec §5); anything else gets the same refusal as a choice.
    void send(files.find((file) => file.type.startsWith('image/')) ?? files[0]);
  }

  function onZoneClick(event: MouseEvent<HTMLDivElement>) {
    // The button inside opens the chooser itself.
    if ((event.target as Element).closest('button')) return;
    if (!disabled) input.current?.click();
  }

  const unsavedLogo =
    form.document !== undefined && values.logoUrl !== form.document.logoUrl && values.logoUrl !== null;

  return (
    <Card className="settings-card" role="region" aria-labelledby="branding-logo-title">
      <h2 id="branding-logo-title" className="settings-card-title">
        {text('branding.logo.title')}
      </h2>
      <p className="settings-card-description">{text('branding.logo.description')}</p>
      <div className="branding-logo-row">
        <div className="branding-logo-current">
          {values.logoUrl ? (
            <img
              className="branding-logo-image"
              src={values.logoUrl}
              alt={intl.formatMessage({ id: 'branding.header.logoAlt' }, { name: shownName })}
            />
          ) : (
            <p className="settings-hint">{text('branding.logo.none')}</p>
          )}
          {unsavedLogo && <Tag intent={Intent.WARNING}>{text('branding.logo.notSaved')}</Tag>}
          {values.logoUrl !== null && (
            <Button
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              text={text('branding.logo.remove')}
              disabled={disabled}
              onClick={() => form.set('logoUrl', null)}
            />
          )}
        </div>
        <div
          className={`branding-dropzone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
          onClick={onZoneClick}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Icon icon="media" size={24} aria-hidden />
          <p>{text('branding.logo.drop')}</p>
          <Button
            id="branding-logo"
            icon="upload"
            text={text('branding.logo.choose')}
            disabled={disabled}
            onClick={() => input.current?.click()}
          />
          <input
            ref={input}
            id="branding-logo-input"
            type="file"
            className="visually-hidden"
            accept="image/*"
            tabIndex={-1}
            aria-label={text('branding.logo.choose')}
            disabled={disabled}
            onChange={onChoose}
          />
          <p className="settings-hint">{text('branding.logo.hint')}</p>
          {percent !== null && (
            <div className="branding-upload" aria-live="polite">
              <span>{intl.formatMessage({ id: 'branding.logo.uploading' }, { percent })}</span>
              <ProgressBar value={percent / 100} intent={Intent.PRIMARY} stripes={false} />
            </div>
          )}
        </div>
      </div>
      <SwitchField form={form} path="showOrganizationName" help={text('branding.showOrganizationName.help')} />
      <TextField form={form} path="brandName" maxLength={100} help={text('branding.brandName.help')} />
    </Card>
  );
}
