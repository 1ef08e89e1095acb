import { Callout, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { SmsCounterView } from './sms-form';

/** Non-GSM characters named in the counter; more would make a long line of little use. */
const NAMED_CHARACTERS = 8;

/**
 * The live count under the message (spec part 3 §2 "SMS editor"): characters, encoding and parts
 * by the exact GSM 03.38 rules (contract/sms-segments.ts, the count the engine bills), the
 * multi-part notice with its hint above 3 parts, the cost, and the banner over 1600 characters.
 * Announced politely to screen readers as it changes.
 */
export function SmsCounter({ view }: { view: SmsCounterView }) {
  const intl = useIntl();
  const { count } = view;
  const unicode = count.encoding === 'UCS-2';
  return (
    <section
      className="sms-editor-counter"
      aria-label={intl.formatMessage({ id: 'smsEditor.counter.label' })}
      aria-live="polite"
    >
      <div className="sms-editor-counter-facts">
        <Tag round intent={view.badgeIntent} className="sms-editor-parts" data-parts={count.segments}>
          {intl.formatMessage({ id: 'smsEditor.counter.parts' }, { count: count.segments })}
        </Tag>
        <span className="sms-editor-characters">
          {intl.formatMessage({ id: 'smsEditor.counter.characters' }, { count: view.characters })}
        </span>
        <span className="sms-editor-encoding" data-encoding={count.encoding}>
          {intl.formatMessage(
            { id: 'smsEditor.counter.encoding' },
            { encoding: intl.formatMessage({ id: unicode ? 'smsEditor.counter.unicode' : 'smsEditor.counter.gsm' }) },
          )}
        </span>
        <span className="sms-editor-remaining">
          {intl.formatMessage({ id: 'smsEditor.counter.remaining' }, { count: count.remainingInSegment })}
        </span>
        <span className="sms-editor-cost">
          {intl.formatMessage({ id: 'smsEditor.counter.cost' }, { count: view.credits })}
        </span>
      </div>
      {unicode && (
        <p className="sms-editor-unicode-because">
          {intl.formatMessage(
            { id: 'smsEditor.counter.unicodeBecause' },
            { characters: count.nonGsmCharacters.slice(0, NAMED_CHARACTERS).map(shown).join(' ') },
          )}
        </p>
      )}
      {view.multiPart && (
        <p className="sms-editor-multipart">
          {intl.formatMessage({ id: 'smsEditor.counter.multiPart' }, { count: count.segments })}
          {view.suggestShorter && <> {intl.formatMessage({ id: 'smsEditor.counter.shorten' })}</>}
        </p>
      )}
      {view.tooLong && (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="sms-editor-too-long">
          {intl.formatMessage({ id: 'smsEditor.tooLong' })}
        </Callout>
      )}
    </section>
  );
}

/** A character a person can see: white space and controls (a tab) by their code point. */
const shown = (char: string) =>
  /^[\s\p{C}]$/u.test(char) ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : char;
