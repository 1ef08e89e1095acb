import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BrandingConfig } from '../../../../server/contract/branding';
import type { MessageId } from '../../i18n/en';
import { nonEmptyLinks } from './social-links';

/** The email layout's width (spec part 2 §9 "Email branding defaults"). */
export const EMAIL_WIDTH_PX = 600;

const NETWORK_LABEL: Record<string, MessageId> = {
  facebook: 'branding.field.facebook',
  instagram: 'branding.field.instagram',
  twitter: 'branding.field.twitter',
  website: 'branding.field.socialWebsite',
};

interface BrandingPreviewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The form's values, saved or not. */
  values: BrandingConfig;
  /** The brand's name as shown: the brand name, else the business name. */
  shownName: string;
}

/**
 * Preview Changes: the unsaved brand as clients will see it, the booking page's header and an email
 * in the 600 px layout, in the brand's colours, with its footer and the links filled in.
 */
export function BrandingPreviewDialog({ isOpen, onClose, values, shownName }: BrandingPreviewDialogProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const brand: CSSProperties = {
    background: `linear-gradient(135deg, ${values.primaryColor}, ${values.secondaryColor})`,
  };
  const logoAlt = intl.formatMessage({ id: 'branding.header.logoAlt' }, { name: shownName });
  const showName = values.showOrganizationName || values.logoUrl === null;
  // The review link is not a social network to follow.
  const { googleReviewUrl: _review, ...social } = nonEmptyLinks(values.socialMedia);
  const links = Object.entries(social).filter(([network]) => NETWORK_LABEL[network] !== undefined);
  const contact = [values.phone, values.email, values.website].map((item) => item.trim()).filter(Boolean);

  const masthead = (
    <div className="branding-preview-masthead" style={brand}>
      {values.logoUrl !== null && <img className="branding-preview-logo" src={values.logoUrl} alt={logoAlt} />}
      {showName && <span className="branding-preview-name">{shownName}</span>}
    </div>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={text('branding.preview.title')}
      className="branding-preview-dialog"
    >
      <DialogBody>
        <p className="settings-hint">{text('branding.preview.description')}</p>

        <section className="branding-preview-section" aria-labelledby="branding-preview-booking">
          <h3 id="branding-preview-booking">{text('branding.preview.booking')}</h3>
          <div className="branding-preview-booking">
            {masthead}
            <div className="branding-preview-booking-body">
              <strong>{text('branding.preview.bookingHeading')}</strong>
              <p>{text('branding.preview.bookingBody')}</p>
              <span className="branding-preview-button" style={{ background: values.primaryColor }}>
                {text('branding.preview.bookButton')}
              </span>
            </div>
          </div>
        </section>

        <section className="branding-preview-section" aria-labelledby="branding-preview-email">
          <h3 id="branding-preview-email">{text('branding.preview.email')}</h3>
          <div className="branding-preview-email" style={{ maxWidth: EMAIL_WIDTH_PX }}>
            {masthead}
            <div className="branding-preview-email-body">
              <h4 style={{ color: values.primaryColor }}>{text('branding.preview.emailHeading')}</h4>
              <p>{text('branding.preview.emailGreeting')}</p>
              <p>{text('branding.preview.emailBody')}</p>
            </div>
            <footer className="branding-preview-email-footer" style={{ borderTopColor: values.secondaryColor }}>
              {values.emailFooter.trim() !== '' && <p className="branding-preview-footer-text">{values.emailFooter}</p>}
              {contact.length > 0 && <p>{contact.join(' · ')}</p>}
              {links.length > 0 && (
                <p>
                  {text('branding.preview.followUs')}:{' '}
                  {links.map(([network, url], index) => (
                    <span key={network}>
                      {index > 0 && ' · '}
                      <a href={url} target="_blank" rel="noreferrer" style={{ color: values.primaryColor }}>
                        {text(NETWORK_LABEL[network]!)}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </footer>
          </div>
        </section>
      </DialogBody>
      <DialogFooter actions={<Button text={text('branding.preview.close')} onClick={onClose} />} />
    </Dialog>
  );
}
