import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../../../../server/contract/message-templates';
import { htmlText, renderPage } from '../../../testing/render-page';
import { smsCounterView, smsFormValues, type SmsFormValues } from './sms-form';
import { SmsTemplateFields } from './SmsTemplateFields';

/**
 * The SMS form as it renders for a message (what a person reads under the text they typed). The
 * typing itself is the browser test's; here each render is the form after one more keystroke.
 */
const URL = '/studio/settings/organization/system-templates';

function render(values: Partial<SmsFormValues>, system = false): string {
  const all = { ...smsFormValues(null), name: 'Spring offer', ...values };
  return renderPage(
    <SmsTemplateFields
      values={all}
      system={system}
      errors={{}}
      view={smsCounterView(all.content)}
      onChange={() => undefined}
      onInsertVariable={() => undefined}
    />,
    { url: URL },
  );
}

describe('the SMS form’s live counter', () => {
  it('turns Unicode with the right part count when an emoji is typed', () => {
    const gsm = htmlText(render({ content: 'a'.repeat(69) }));
    expect(gsm).toContain('1 part');
    expect(gsm).toContain('69 characters');
    expect(gsm).toContain('Encoding: GSM-7');
    expect(gsm).toContain('Estimated cost: 1 SMS credit');
    expect(gsm).not.toContain('This message will be sent as');

    // 69 letters and an emoji: 71 UTF-16 units, over the 70 of one Unicode SMS: two parts of 67.
    const unicode = htmlText(render({ content: 'a'.repeat(69) + '😀' }));
    expect(unicode).toContain('2 parts');
    expect(unicode).toContain('70 characters');
    expect(unicode).toContain('Encoding: Unicode');
    expect(unicode).toContain('Sent as Unicode because of: 😀');
    expect(unicode).toContain('This message will be sent as 2 parts');
    expect(unicode).toContain('Estimated cost: 2 SMS credits');
    expect(unicode).not.toContain('Consider shortening');
  });

  it('hints to shorten above 3 parts, with the badge’s colour changing above 1, 3 and 5 parts', () => {
    /** The badge's intent class, and the parts it says. */
    const badge = (html: string) => {
      const tag = /<span[^>]*data-parts="(\d+)"[^>]*>/.exec(html)![0];
      return { parts: Number(/data-parts="(\d+)"/.exec(tag)![1]), intent: /bp6-intent-(\w+)/.exec(tag)?.[1] };
    };
    expect(badge(render({ content: 'a' }))).toEqual({ parts: 1, intent: 'success' });
    expect(badge(render({ content: 'a'.repeat(161) }))).toEqual({ parts: 2, intent: 'primary' });
    expect(badge(render({ content: 'a'.repeat(459) }))).toEqual({ parts: 3, intent: 'primary' });
    const four = render({ content: 'a'.repeat(460) });
    expect(badge(four)).toEqual({ parts: 4, intent: 'warning' });
    expect(htmlText(four)).toContain(
      'This message will be sent as 4 parts Consider shortening your message to save cost.',
    );
    expect(badge(render({ content: 'a'.repeat(765) }))).toEqual({ parts: 5, intent: 'warning' });
    expect(badge(render({ content: 'a'.repeat(766) }))).toEqual({ parts: 6, intent: 'danger' });
  });

  it('shows the banner over 1600 characters', () => {
    expect(htmlText(render({ content: 'a'.repeat(1600) }))).not.toContain('Message exceeds maximum SMS length');
    expect(htmlText(render({ content: 'a'.repeat(1601) }))).toContain(
      'Message exceeds maximum SMS length. Please shorten your message.',
    );
  });

  it('offers the variables and the categories with readable labels', () => {
    const html = render({ content: '' });
    expect(htmlText(html)).toContain('{{firstName}} {{lastName}} {{fullName}} {{businessName}}');
    expect(html).toContain('aria-label="Insert {{dueDate}} at the cursor"');
    expect(htmlText(html)).toContain('Appointment reminder');
    expect(htmlText(html)).toContain('Birthday wishes');
  });

  it('shows a system template’s name and category read-only', () => {
    const template: MessageTemplate = {
      id: '01900000-0000-7000-8000-0000000000a1',
      name: 'Appointment reminder (SMS)',
      type: 'sms',
      subtype: 'appointment_reminder',
      scope: 'system',
      subject: null,
      content: 'Hi {{firstName}}',
      htmlContent: null,
      variables: ['firstName'],
      isActive: true,
      version: 1,
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    const html = render(smsFormValues(template), true);
    expect(html).toMatch(/id="sms-editor-name"[^>]*readOnly=""|readOnly=""[^>]*id="sms-editor-name"/i);
    expect(html).toMatch(/value="Appointment reminder"/);
    expect(html).not.toContain('<select');
  });
});
