import { Card, InputGroup, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { BookingSettings } from '../../../../server/contract/booking-widget';
import type { MessageId } from '../../i18n/en';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { bookingLink, buttonSnippet, iframeSnippet, widgetSnippet } from './snippets';

type TabId = 'link' | 'widget' | 'iframe' | 'button' | 'qr';
const TABS: readonly TabId[] = ['link', 'widget', 'iframe', 'button', 'qr'];
export const INTEGRATION_ANCHOR = 'online-booking-integration';

interface IntegrationCardProps {
  origin: string;
  slug: string;
  businessName: string;
  /** The saved button settings: a snippet pasted elsewhere shows what is saved, not a draft. */
  embed: BookingSettings['embedSettings'];
}

/** A snippet in a read-only box with its Copy button. */
function Snippet({ id, text, helpId, label }: { id: string; text: string; helpId: MessageId; label: string }) {
  const intl = useIntl();
  return (
    <div className="online-booking-snippet">
      <p className="settings-hint" id={`${id}-help`}>
        {intl.formatMessage({ id: helpId }, { tag: '</body>' })}
      </p>
      <TextArea
        id={id}
        readOnly
        fill
        rows={text.split('\n').length}
        value={text}
        aria-label={label}
        aria-describedby={`${id}-help`}
      />
      <CopyButton text={text} />
    </div>
  );
}

/**
 * The five ways to reach the booking page (spec part 2 §2): Direct Link, Widget, iFrame, Button,
 * QR Code (256 px, downloadable, named after the business).
 */
export function IntegrationCard({ origin, slug, businessName, embed }: IntegrationCardProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<TabId>('link');
  const link = bookingLink(origin, slug);

  const panels: Record<TabId, ReactElement> = {
    link: (
      <div className="online-booking-snippet">
        <p className="settings-hint">{intl.formatMessage({ id: 'onlineBooking.link.help' })}</p>
        <InputGroup
          readOnly
          value={link}
          aria-label={intl.formatMessage({ id: 'onlineBooking.tab.link' })}
          rightElement={<CopyButton text={link} />}
        />
      </div>
    ),
    widget: (
      <Snippet
        id="online-booking-widget-code"
        label={intl.formatMessage({ id: 'onlineBooking.tab.widget' })}
        text={widgetSnippet(origin, slug, embed)}
        helpId="onlineBooking.widget.help"
      />
    ),
    iframe: (
      <Snippet
        id="online-booking-iframe-code"
        label={intl.formatMessage({ id: 'onlineBooking.tab.iframe' })}
        text={iframeSnippet(origin, slug, businessName)}
        helpId="onlineBooking.iframe.help"
      />
    ),
    button: (
      <Snippet
        id="online-booking-button-code"
        label={intl.formatMessage({ id: 'onlineBooking.tab.button' })}
        text={buttonSnippet(origin, slug, embed)}
        helpId="onlineBooking.button.help"
      />
    ),
    qr: (
      <div className="online-booking-snippet">
        <p className="settings-hint">{intl.formatMessage({ id: 'onlineBooking.qr.help' })}</p>
        <QrCode text={link} size={256} downloadFor={businessName} />
      </div>
    ),
  };

  return (
    <Card className="settings-card" id={INTEGRATION_ANCHOR} tabIndex={-1}>
      <h2 className="settings-card-title">{intl.formatMessage({ id: 'onlineBooking.integration.title' })}</h2>
      <p className="settings-hint">{intl.formatMessage({ id: 'onlineBooking.integration.description' })}</p>
      <Tabs id="online-booking-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)}>
        {TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={intl.formatMessage({ id: `onlineBooking.tab.${id}` })}
            panel={tab === id ? panels[id] : undefined}
          />
        ))}
      </Tabs>
    </Card>
  );
}
