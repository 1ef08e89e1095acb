import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { englishReason, logged, LOG_REASONS, logReason, type LogReason } from '../../../../server/contract/log-reasons';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import japanese from '../../i18n/ja';
import { reasonText } from './reason-text';

const english = createIntl({ locale: 'en', messages: en });
const deutsch = createIntl({ locale: 'de', messages: german });
const nihongo = createIntl({ locale: 'ja', messages: japanese });

/** A reason as the log answers it: the stored English and its key and values. */
const answered = (reason: LogReason) => {
  const { text } = logged(reason);
  return [text, { key: reason.key, values: { ...reason.values } }] as const;
};

const timeout = logReason('logReason.timeout', { provider: 'Twilio', seconds: 0.5 });
const refused = logReason('logReason.refused', {
  provider: 'Twilio',
  what: 'message',
  why: "The 'To' number +61400111222 is not a valid phone number.",
});
const notConnected = logReason('logReason.notConnected', { channel: 'sms' });

describe('a notification’s failure in the reader’s language', () => {
  it('reads in English exactly as the server stored it', () => {
    for (const reason of [timeout, refused, notConnected, logReason('logReason.unexpected')]) {
      const [text, kept] = answered(reason);
      expect(reasonText(english, text, kept)).toBe(text);
    }
    expect(englishReason(timeout)).toBe(
      'Twilio did not answer within 0.5 seconds. Check the internet connection and try again.',
    );
  });

  it('reads in German and Japanese, the provider’s own words kept as they came', () => {
    expect(reasonText(deutsch, ...answered(notConnected))).toBe(
      'Es ist kein SMS-Anbieter verbunden. Richten Sie einen unter Buchungseinstellungen ein.',
    );
    expect(reasonText(deutsch, ...answered(refused))).toBe(
      "Twilio hat die Nachricht abgelehnt: The 'To' number +61400111222 is not a valid phone number.",
    );
    expect(reasonText(deutsch, ...answered(timeout))).toBe(
      'Twilio hat nicht innerhalb von 0,5 Sekunden geantwortet. Prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
    );
    expect(reasonText(nihongo, ...answered(notConnected))).toBe(
      'SMSのプロバイダーが接続されていません。「予約設定」で設定してください。',
    );
  });

  it('says the connection screens’ reasons too: a test’s answer, a refusal in both environments', () => {
    const noSms = logReason('logReason.noProviderYet', { channel: 'sms' });
    expect(englishReason(noSms)).toBe(
      'No SMS provider is set up yet. Save the SMS configuration first, then send a test.',
    );
    expect(reasonText(nihongo, ...answered(noSms))).toBe(
      'SMSのプロバイダーはまだ設定されていません。先にSMSの設定を保存してから、テストを送信してください。',
    );
    const both = logReason('logReason.credentialsRefusedBoth', {
      provider: 'PayPal',
      why: 'Client Authentication failed',
    });
    expect(englishReason(both)).toBe(
      'PayPal did not accept these credentials: Client Authentication failed (in the live and the sandbox environment).',
    );
    expect(reasonText(deutsch, ...answered(both))).toBe(
      'PayPal hat diese Zugangsdaten nicht akzeptiert: Client Authentication failed (weder in der Live- noch in der Sandbox-Umgebung).',
    );
  });

  it('shows the stored English for words without a key, or a key this screen does not know', () => {
    const report = 'Carrier rejected: 30007 message filtered';
    expect(reasonText(deutsch, report, null)).toBe(report);
    expect(reasonText(deutsch, 'Some newer reason', { key: 'logReason.fromTheFuture', values: {} })).toBe(
      'Some newer reason',
    );
    // Not a reason at all, though react-intl knows the id: never shown in its place.
    expect(reasonText(deutsch, 'Stored', { key: 'notificationLogs.refresh', values: {} })).toBe('Stored');
  });

  it('has every reason in every language the screens speak', () => {
    for (const catalog of [german, japanese]) {
      for (const key of Object.keys(LOG_REASONS)) expect(catalog[key as keyof typeof catalog], key).toBeTruthy();
    }
  });
});
