import { H1 } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1; it also names the window, so screen readers and the task bar say where you are. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <div className="page-header">
      <div>
        <H1 className="page-title">{title}</H1>
        {subtitle !== undefined && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions !== undefined && <div className="page-actions">{actions}</div>}
    </div>
  );
}
