import { Button, ButtonGroup, Card, Icon, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface ErrorCardProps {
  onTryAgain: () => void;
  onGoHome: () => void;
}

/** Part 1 §2: "An error boundary card reads 'Something went wrong', with Try Again, Reload Page and Go Home." */
export function ErrorCard({ onTryAgain, onGoHome }: ErrorCardProps) {
  const intl = useIntl();
  return (
    <Card className="error-card" role="alert" aria-labelledby="error-card-title">
      <Icon icon="error" size={40} intent={Intent.DANGER} aria-hidden />
      <h2 id="error-card-title" className="error-card-title">
        {intl.formatMessage({ id: 'error.title' })}
      </h2>
      <p>{intl.formatMessage({ id: 'error.description' })}</p>
      <ButtonGroup className="error-card-actions">
        <Button
          intent={Intent.PRIMARY}
          icon="refresh"
          text={intl.formatMessage({ id: 'error.tryAgain' })}
          onClick={onTryAgain}
        />
        <Button text={intl.formatMessage({ id: 'error.reload' })} onClick={() => window.location.reload()} />
        <Button icon="home" text={intl.formatMessage({ id: 'error.goHome' })} onClick={onGoHome} />
      </ButtonGroup>
    </Card>
  );
}
