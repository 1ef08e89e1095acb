import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../components/toaster/useNotify';

/** How long the button says 'Copied!' (spec part 2 §9). */
export const COPIED_MS = 2_000;

/** Copies a text to the clipboard and says 'Copied!' for 2 seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      icon={copied ? 'tick' : 'clipboard'}
      text={intl.formatMessage({ id: copied ? 'onlineBooking.copied' : 'onlineBooking.copy' })}
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => notify.danger(intl.formatMessage({ id: 'onlineBooking.copyFailed' })),
        )
      }
    />
  );
}
