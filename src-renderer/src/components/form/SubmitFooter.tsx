import { Button, DialogFooter, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface SubmitFooterProps {
  submitText: string;
  onCancel: () => void;
  intent?: Intent;
  loading?: boolean;
  disabled?: boolean;
}

/** The foot of a dialog that is a form: Cancel, then the submit button of the surrounding form. */
export function SubmitFooter({ submitText, onCancel, intent = Intent.PRIMARY, loading, disabled }: SubmitFooterProps) {
  const intl = useIntl();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={intl.formatMessage({ id: 'personal.cancel' })} onClick={onCancel} />
          <Button type="submit" intent={intent} loading={loading} disabled={disabled} text={submitText} />
        </>
      }
    />
  );
}
