import { Card, H1, Icon } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The centred card of the sign-in and first-run screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-brand">
          <Icon icon="cog" size={20} aria-hidden />
          <span>{appName}</span>
        </div>
        <H1 className="auth-title">{title}</H1>
        <p className="auth-subtitle">{subtitle}</p>
        {children}
      </Card>
    </main>
  );
}
