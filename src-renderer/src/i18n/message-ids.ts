import type { MessageId } from './en';

// Registers the catalog's keys with react-intl, so `formatMessage({ id })` and
// `<FormattedMessage id>` refuse an id that is not in the catalog at compile time.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's registry is a global namespace; only this syntax augments it
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};
