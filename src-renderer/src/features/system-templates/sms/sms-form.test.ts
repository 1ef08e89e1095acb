import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../../../../server/contract/message-templates';
import {
  badgeIntent,
  categoryChoices,
  checkSmsForm,
  createBody,
  smsCounterView,
  smsFormValues,
  updateBody,
} from './sms-form';

const SYSTEM: MessageTemplate = {
  id: '01900000-0000-7000-8000-0000000000a1',
  name: 'Appointment reminder (SMS)',
  type: 'sms',
  subtype: 'appointment_reminder',
  scope: 'system',
  subject: null,
  content: 'Hi {{firstName}}, see you {{appointmentDate}}.',
  htmlContent: null,
  variables: ['firstName', 'appointmentDate'],
  isActive: true,
  isEnabled: false,
  version: 3,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('the SMS form', () => {
  it('starts a new template as an active promotional one, and an existing one from its values', () => {
    expect(smsFormValues(null)).toEqual({
      name: '',
      subtype: 'promotional',
      content: '',
      variables: '',
      isActive: true,
    });
    expect(smsFormValues(SYSTEM)).toEqual({
      name: 'Appointment reminder (SMS)',
      subtype: 'appointment_reminder',
      content: 'Hi {{firstName}}, see you {{appointmentDate}}.',
      variables: 'firstName, appointmentDate',
      // Switched off for the organization.
      isActive: false,
    });
  });

  it('checks §5 at the fields: name and content required, at most 1600 characters', () => {
    const values = smsFormValues(null);
    expect(checkSmsForm(values, false)).toEqual({ name: 'nameRequired', content: 'contentRequired' });
    expect(checkSmsForm({ ...values, name: '  ', content: ' \n ' }, false)).toEqual({
      name: 'nameRequired',
      content: 'contentRequired',
    });
    expect(checkSmsForm({ ...values, name: 'Spring offer', content: 'a'.repeat(1600) }, false)).toEqual({});
    expect(checkSmsForm({ ...values, name: 'Spring offer', content: 'a'.repeat(1601) }, false)).toEqual({
      content: 'contentTooLong',
    });
    // An emoji is one character of the 1600, though it takes two units of its part.
    expect(checkSmsForm({ ...values, name: 'Spring offer', content: '😀'.repeat(1600) }, false)).toEqual({});
    // A system template's name is the platform's: not checked, not sent.
    expect(checkSmsForm({ ...smsFormValues(SYSTEM), name: '' }, true)).toEqual({});
  });

  it('sends a new marketing SMS template, a marketing update, and a system override', () => {
    const values = {
      name: '  Spring offer ',
      subtype: 'promotional',
      content: 'Hi {{firstName}}!',
      variables: 'firstName',
      isActive: true,
    };
    expect(createBody(values)).toEqual({
      name: 'Spring offer',
      type: 'sms',
      subtype: 'promotional',
      content: 'Hi {{firstName}}!',
      variables: 'firstName',
      isActive: true,
    });
    expect(updateBody(values, false)).toEqual({
      name: 'Spring offer',
      subtype: 'promotional',
      content: 'Hi {{firstName}}!',
      variables: 'firstName',
      isActive: true,
    });
    expect(updateBody(values, true)).toEqual({ content: 'Hi {{firstName}}!', variables: 'firstName', isActive: true });
  });

  it('offers the §3 categories, and a template’s own when it is another one', () => {
    expect(categoryChoices('custom')).toHaveLength(10);
    expect(categoryChoices('appointment_rescheduling')[0]).toBe('appointment_rescheduling');
  });
});

describe('the counter', () => {
  it('changes the badge above 1, above 3 and above 5 parts', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(badgeIntent)).toEqual([
      'success',
      'primary',
      'primary',
      'warning',
      'warning',
      'danger',
      'danger',
    ]);
  });

  it('counts one credit per part, notices more than one part and hints above 3', () => {
    expect(smsCounterView('a'.repeat(160))).toMatchObject({
      characters: 160,
      credits: 1,
      multiPart: false,
      suggestShorter: false,
      tooLong: false,
    });
    expect(smsCounterView('a'.repeat(459))).toMatchObject({ credits: 3, multiPart: true, suggestShorter: false });
    expect(smsCounterView('a'.repeat(460))).toMatchObject({ credits: 4, multiPart: true, suggestShorter: true });
    expect(smsCounterView('a'.repeat(1601))).toMatchObject({ characters: 1601, credits: 11, tooLong: true });
  });
});
