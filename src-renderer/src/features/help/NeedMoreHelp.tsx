import { Button, Card, Classes } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { HELP_ANCHORS } from './page-tabs';

/** 'Need more help?' (spec part 3 §2): support details, or back to the guides. */
export function NeedMoreHelp({ onContact }: { onContact: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Card className="help-more" role="region" aria-labelledby="help-more-title">
      <div>
        <h2 id="help-more-title" className="help-results-title">
          {intl.formatMessage({ id: 'help.more.title' })}
        </h2>
        <p className="help-muted">{intl.formatMessage({ id: 'help.more.body' })}</p>
      </div>
      <div className="help-more-actions">
        <Button icon="chat" intent="primary" text={intl.formatMessage({ id: 'help.more.chat' })} onClick={onContact} />
        <Link to={{ pathname, search: '', hash: HELP_ANCHORS.guides }} className={Classes.BUTTON}>
          {intl.formatMessage({ id: 'help.more.helpCenter' })}
        </Link>
      </div>
    </Card>
  );
}
