import type { ProviderStatus } from '../../contract/notification-settings';
import { readDocument } from '../../documents/documents';
import { connectionStates } from '../../notifications/connections';
import type { AppDeps, RequestContext } from '../../types';
import { customerNotificationSettingsKind } from './documents';

/**
 * GET /api/notifications/settings/providers (spec part 2 §3 "Provider status"): for each channel the
 * provider chosen in the customer settings, and whether it is connected: a connection of that very
 * provider is stored, switched on, and passed its last check with the provider. A connection of
 * another provider (SMTP saved while SendGrid is chosen) does not count.
 */
export function providerStatus(deps: AppDeps, ctx: RequestContext): ProviderStatus {
  const settings = readDocument(deps.db, customerNotificationSettingsKind, ctx).data;
  const states = connectionStates(deps, ctx.organizationId);
  const stateOf = (channel: 'email' | 'sms' | 'push', provider: string) => ({
    provider,
    connected: states[channel].provider === provider && states[channel].connected,
  });
  return {
    email: stateOf('email', settings.notificationEmailProvider),
    sms: stateOf('sms', settings.notificationSmsProvider),
    push: stateOf('push', settings.notificationPushProvider),
  };
}
