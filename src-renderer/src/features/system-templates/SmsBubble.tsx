import { useIntl } from 'react-intl';
import type { TemplatePreview } from '../../../../server/contract/message-templates';

/**
 * An SMS as a phone shows it: the text in a bubble (kept as text, never markup), and under it how
 * it goes out: its parts, its encoding and its length, as the server counted them (§9).
 */
export function SmsBubble({ text, sms }: { text: string; sms: TemplatePreview['sms'] }) {
  const intl = useIntl();
  return (
    <figure className="system-templates-phone">
      <div className="system-templates-phone-screen">
        <p className="system-templates-bubble">{text}</p>
      </div>
      {sms !== undefined && (
        <figcaption className="system-templates-sms-facts">
          {intl.formatMessage(
            { id: 'systemTemplates.preview.smsFacts' },
            {
              segments: sms.segments,
              encoding: intl.formatMessage({
                id: sms.encoding === 'GSM-7' ? 'systemTemplates.preview.gsm' : 'systemTemplates.preview.unicode',
              }),
              units: sms.units,
            },
          )}
        </figcaption>
      )}
    </figure>
  );
}
