import { Icon } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { timezoneCheckerPath } from '../timezone-checker/path';
import { PerfCard } from './PerfCard';

/** The spec's Diagnostic Tools card: its Timezone Checker tile opens the checker page. */
export function DiagnosticToolsCard() {
  const intl = useIntl();
  const { organization } = useSession();
  return (
    <PerfCard id="perf-tools" icon="wrench" title={intl.formatMessage({ id: 'perf.tools.title' })} wide>
      <div className="perf-tools">
        <Link className="perf-tool" to={timezoneCheckerPath(organization.slug)}>
          <Icon icon="globe" size={20} aria-hidden />
          <span className="perf-tool-name">{intl.formatMessage({ id: 'perf.tools.timezone' })}</span>
          <span className="perf-tool-description">{intl.formatMessage({ id: 'perf.tools.timezone.description' })}</span>
        </Link>
      </div>
    </PerfCard>
  );
}
