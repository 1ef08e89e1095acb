import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface LoadFailureProps {
  title: string;
  description: string;
  /** What the page shows meanwhile, e.g. the details from sign-in, read-only. */
  note?: string;
  onRetry: () => void;
}

/** A page whose data did not load: the specification's texts, what is shown instead, and a retry. */
export function LoadFailure({ title, description, note, onRetry }: LoadFailureProps) {
  const intl = useIntl();
  return (
    <Callout intent={Intent.DANGER} title={title} className="personal-load-failure">
      <p>{description}</p>
      {note !== undefined && <p>{note}</p>}
      <Button icon="refresh" text={intl.formatMessage({ id: 'personal.retry' })} onClick={onRetry} />
    </Callout>
  );
}
