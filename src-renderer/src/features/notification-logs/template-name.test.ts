import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import { templateName } from './template-name';

describe('the template a message was sent from', () => {
  const deutsch = createIntl({ locale: 'de', messages: german });
  const english = createIntl({ locale: 'en', messages: en });
  const shipped = { name: 'Appointment reminder (SMS)', subtype: 'appointment_reminder', shippedType: 'sms' as const };
  const own = { name: 'Friday reminder', subtype: 'appointment_reminder', shippedType: null };

  it('says a platform template as the System Templates page does, in the reader’s language', () => {
    const category = deutsch.formatMessage({ id: 'systemTemplates.category.appointment_reminder' });
    expect(templateName(deutsch, shipped)).toBe(`${category} · SMS`);
    expect(templateName(english, shipped)).toBe('Appointment reminder (SMS)');
  });

  it('says the organization’s own template as written', () => {
    expect(templateName(deutsch, own)).toBe('Friday reminder');
  });
});
