import { detail, type ActivityDetail } from '../contract/activity-details';
import { logReason, reasonColumns, storedReason, type LogReason } from '../contract/log-reasons';
import {
  CONNECTION_STATUSES,
  type ConnectionStatus,
  type EmailConfiguration,
  type EmailConfigurationBody,
  type PushConfiguration,
  type PushConfigurationBody,
  type SmsConfiguration,
  type SmsConfigurationBody,
} from '../contract/notification-providers';
import {
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  PROVIDER_DISPLAY_NAMES,
  type EmailProvider,
} from '../contract/notification-settings';
import { diffChanges } from '../documents/diff';
import { assertFresh } from '../documents/versions';
import { AppError, PreconditionFailedError } from '../errors';
import { newId } from '../ids';
import { failure, maskedReason, plainReason, ProviderFailure } from '../integrations/http';
import {
  createEmailAdapter,
  createPushAdapter,
  createSmsAdapter,
  notificationAdapterOptions,
} from '../integrations/notifications/adapters';
import { findOrganization } from '../modules/organizations/repository';
import { openSecrets, sealSecrets } from '../modules/payments/present';
import type { ActivityChange, AppDeps, RequestContext } from '../types';
import {
  emailAccountOf,
  emailSettingsOf,
  pushAccountOf,
  pushSettingsOf,
  smsAccountOf,
  smsSettingsOf,
  type EmailSettings,
  type SmtpFields,
} from './connections';
import {
  findConnection,
  insertConnection,
  updateConnection,
  type ConnectionChannel,
  type ConnectionRow,
} from './connections-repository';

/** Written in activity entries in place of a secret: that it changed, never what to. */
const SECRET_MARK = '••••';

/** What the SMTP fields show before anything is saved: the usual submission port. */
const DEFAULT_SMTP: SmtpFields = { host: '', port: 587, security: 'starttls', username: '' };

/** A save's answer with what the activity entry records. */
export interface SavedConnection<T> {
  configuration: T;
  version: number;
  /** The activity entry's sentence: what was saved and how the provider's check went. */
  detail: ActivityDetail;
  changes: Record<string, ActivityChange>;
}

/** What a save stores, before the provider has checked it. */
interface Draft {
  provider: string;
  isEnabled: boolean;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
  /** The adapter that checks these settings; null when something it needs is missing. */
  checker: { verify(): Promise<void>; close?(): void } | null;
}

const wrongField = (field: string, message: string) =>
  new AppError(400, message, 'VALIDATION_ERROR', [{ field, message }]);

const missing = (field: string, label: string) =>
  new AppError(400, `Please fill in: ${label}`, 'MISSING_REQUIRED_FIELDS', [{ field, message: 'is required' }]);

const isStatus = (value: string): value is ConnectionStatus =>
  (CONNECTION_STATUSES as readonly string[]).includes(value);

/**
 * The provider connection screens (email, SMS, push): read with defaults when nothing is saved,
 * and save after the provider has checked the credentials, so `connected` always means the
 * provider accepted them. Secrets are sealed with the data folder's key and never answered.
 */
export function notificationConnectionsService(deps: AppDeps) {
  const { db, now, secrets: box } = deps;
  const options = () => notificationAdapterOptions(deps.config);

  /** The fields every connection answers besides its own. */
  function stateOf(row: ConnectionRow | undefined) {
    if (!row) {
      return {
        isEnabled: true,
        status: 'not_configured' as ConnectionStatus,
        storedSecrets: [],
        lastCheckedAt: null,
        lastError: null,
        lastErrorReason: null,
        version: 0,
        updatedAt: null,
      };
    }
    return {
      isEnabled: row.isEnabled,
      status: isStatus(row.status) ? row.status : 'error',
      storedSecrets: Object.keys(openSecrets(box, row.secrets)).sort(),
      lastCheckedAt: row.lastCheckedAt,
      lastError: row.lastError,
      lastErrorReason: storedReason(row.lastErrorKey, row.lastErrorValues),
      version: row.version,
      updatedAt: row.updatedAt,
    };
  }

  /** The secrets stored for this provider; another provider's are of no use to it. */
  const storedFor = (row: ConnectionRow | undefined, provider: string) =>
    row && row.provider === provider ? openSecrets(box, row.secrets) : {};

  function presentEmail(ctx: RequestContext, row: ConnectionRow | undefined): EmailConfiguration {
    const settings: EmailSettings = row
      ? emailSettingsOf(row.settings)
      : {
          fromEmail: '',
          // The business's name is what most people put here.
          fromName: findOrganization(db, ctx.organizationId)?.name ?? '',
          replyTo: null,
          smtp: null,
        };
    return {
      provider: (row?.provider ?? DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS.notificationEmailProvider) as EmailProvider,
      fromEmail: settings.fromEmail,
      fromName: settings.fromName,
      replyTo: settings.replyTo,
      smtp: settings.smtp ?? DEFAULT_SMTP,
      ...stateOf(row),
    };
  }

  function presentSms(row: ConnectionRow | undefined): SmsConfiguration {
    const settings = smsSettingsOf(row?.settings ?? {});
    return {
      provider: 'twilio',
      accountSid: settings.accountSid,
      fromNumber: settings.fromNumber,
      messagingServiceSid: settings.messagingServiceSid,
      ...stateOf(row),
    };
  }

  function presentPush(row: ConnectionRow | undefined): PushConfiguration {
    return { provider: 'firebase', ...pushSettingsOf(row?.settings ?? {}), ...stateOf(row) };
  }

  /** Before/after for the activity log: settings by field, secrets only as "stored or not". */
  function changesOf(
    before: ConnectionRow | undefined,
    after: ConnectionRow,
    secretsBefore: Record<string, string>,
    secretsAfter: Record<string, string>,
  ): Record<string, ActivityChange> {
    const view = (row: ConnectionRow | undefined) =>
      row ? { provider: row.provider, isEnabled: row.isEnabled, ...row.settings, status: row.status } : {};
    const changes = diffChanges(view(before), view(after));
    for (const name of new Set([...Object.keys(secretsBefore), ...Object.keys(secretsAfter)])) {
      if (secretsBefore[name] === secretsAfter[name]) continue;
      changes[name] = {
        before: secretsBefore[name] ? SECRET_MARK : null,
        after: secretsAfter[name] ? SECRET_MARK : null,
      };
    }
    return changes;
  }

  /**
   * The save every channel shares: a stale If-Match changes nothing; the provider checks the
   * draft (a refusal or an outage is saved as the connection's error, in the user's words); the
   * write happens only if nobody saved in the meantime.
   */
  async function save(
    ctx: RequestContext,
    channel: ConnectionChannel,
    ifMatch: string | undefined,
    draftOf: (row: ConnectionRow | undefined) => Draft,
  ): Promise<{ row: ConnectionRow; detail: ActivityDetail; changes: Record<string, ActivityChange> }> {
    const row = findConnection(db, ctx.organizationId, channel);
    assertFresh(ifMatch, row?.version ?? 0);
    const draft = draftOf(row);
    const provider = PROVIDER_DISPLAY_NAMES[draft.provider as EmailProvider] ?? draft.provider;
    let status: ConnectionStatus = 'connected';
    let lastError: string | null = null;
    let lastErrorReason: LogReason | null = null;
    try {
      if (!draft.checker) throw failure('rejected', logReason('logReason.settingsIncomplete', { provider }));
      await draft.checker.verify();
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      status = 'error';
      const secrets = Object.values(draft.secrets);
      lastError = plainReason(error.message, secrets);
      lastErrorReason = error.reason ? maskedReason(error.reason, secrets) : null;
    } finally {
      draft.checker?.close?.();
    }
    const at = now();
    const refusal = reasonColumns(lastErrorReason);
    const values = {
      provider: draft.provider,
      isEnabled: draft.isEnabled,
      settings: draft.settings,
      secrets: sealSecrets(box, draft.secrets),
      status,
      lastCheckedAt: at.toISOString(),
      lastError,
      lastErrorKey: refusal.key,
      lastErrorValues: refusal.values,
    };
    const written = row
      ? updateConnection(db, ctx.organizationId, channel, row.version, values, at)
      : insertConnection(db, { id: newId(), organizationId: ctx.organizationId, channel, ...values }, at);
    // Someone saved while the provider was checking this one: theirs stands, this one is stale.
    if (!written) throw new PreconditionFailedError();
    const saved = findConnection(db, ctx.organizationId, channel)!;
    return {
      row: saved,
      detail: lastError
        ? detail('activityDetail.notifications.connectionRefused', { channel, provider, reason: lastError })
        : detail('activityDetail.notifications.connectionSaved', { channel, provider }),
      changes: changesOf(row, saved, row ? openSecrets(box, row.secrets) : {}, draft.secrets),
    };
  }

  const saved = <T>(
    result: { row: ConnectionRow; detail: ActivityDetail; changes: Record<string, ActivityChange> },
    configuration: T,
  ): SavedConnection<T> => ({
    configuration,
    version: result.row.version,
    detail: result.detail,
    changes: result.changes,
  });

  return {
    email(ctx: RequestContext) {
      const row = findConnection(db, ctx.organizationId, 'email');
      return { data: presentEmail(ctx, row), version: row?.version ?? 0 };
    },
    sms(ctx: RequestContext) {
      const row = findConnection(db, ctx.organizationId, 'sms');
      return { data: presentSms(row), version: row?.version ?? 0 };
    },
    push(ctx: RequestContext) {
      const row = findConnection(db, ctx.organizationId, 'push');
      return { data: presentPush(row), version: row?.version ?? 0 };
    },

    async saveEmail(ctx: RequestContext, body: EmailConfigurationBody, ifMatch: string | undefined) {
      const result = await save(ctx, 'email', ifMatch, (row) => {
        const stored = storedFor(row, body.provider);
        const settings: EmailSettings = {
          fromEmail: body.fromEmail,
          fromName: body.fromName,
          replyTo: body.replyTo ?? null,
          smtp: null,
        };
        const secrets: Record<string, string> = {};
        if (body.provider === 'smtp') {
          if (body.sendgridApiKey !== undefined) {
            throw wrongField('sendgridApiKey', 'SendGrid API key is not an SMTP setting');
          }
          if (!body.smtp) throw missing('smtp', 'SMTP host, SMTP port, Connection security');
          settings.smtp = body.smtp;
          // Without a username the server takes mail without signing in: no password to keep.
          if (body.smtp.username !== '') {
            const password = body.smtpPassword ?? stored.smtpPassword;
            if (!password) throw missing('smtpPassword', 'SMTP password');
            secrets.smtpPassword = password;
          }
        } else {
          if (body.smtp !== undefined) throw wrongField('smtp', 'SMTP settings are not used by SendGrid');
          if (body.smtpPassword !== undefined)
            throw wrongField('smtpPassword', 'SMTP password is not a SendGrid setting');
          const apiKey = body.sendgridApiKey ?? stored.sendgridApiKey;
          if (!apiKey) throw missing('sendgridApiKey', 'SendGrid API key');
          secrets.sendgridApiKey = apiKey;
        }
        const account = emailAccountOf(body.provider, settings, secrets);
        return {
          provider: body.provider,
          isEnabled: body.isEnabled ?? row?.isEnabled ?? true,
          settings: { ...settings },
          secrets,
          checker: account ? createEmailAdapter(account, options()) : null,
        };
      });
      return saved(result, presentEmail(ctx, result.row));
    },

    async saveSms(ctx: RequestContext, body: SmsConfigurationBody, ifMatch: string | undefined) {
      const result = await save(ctx, 'sms', ifMatch, (row) => {
        const authToken = body.authToken ?? storedFor(row, body.provider).authToken;
        if (!authToken) throw missing('authToken', 'Auth token');
        const settings = {
          accountSid: body.accountSid,
          fromNumber: body.fromNumber,
          messagingServiceSid: body.messagingServiceSid ?? null,
        };
        const account = smsAccountOf(settings, { authToken });
        return {
          provider: body.provider,
          isEnabled: body.isEnabled ?? row?.isEnabled ?? true,
          settings,
          secrets: { authToken },
          checker: account ? createSmsAdapter(account, options()) : null,
        };
      });
      return saved(result, presentSms(result.row));
    },

    async savePush(ctx: RequestContext, body: PushConfigurationBody, ifMatch: string | undefined) {
      const result = await save(ctx, 'push', ifMatch, (row) => {
        const privateKey = body.privateKey ?? storedFor(row, body.provider).privateKey;
        if (!privateKey) throw missing('privateKey', 'Private key');
        const settings = { projectId: body.projectId, clientEmail: body.clientEmail };
        const account = pushAccountOf(settings, { privateKey });
        return {
          provider: body.provider,
          isEnabled: body.isEnabled ?? row?.isEnabled ?? true,
          settings,
          secrets: { privateKey },
          checker: account ? createPushAdapter(account, options()) : null,
        };
      });
      return saved(result, presentPush(result.row));
    },
  };
}

export type NotificationConnectionsService = ReturnType<typeof notificationConnectionsService>;
