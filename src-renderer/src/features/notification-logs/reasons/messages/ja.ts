import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Japanese texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected': '予期しないエラーのため、メッセージを送信できませんでした。再試行します。',
  'logReason.notConnected':
    '{channel, select, email {メール} sms {SMS} push {プッシュ通知} other {{channel}}}のプロバイダーが接続されていません。「予約設定」で設定してください。',
  'logReason.dailyLimit': '未送信：{name} さんは本日すでに {sent} 件の通知を受け取っています（上限は 1 日 {max} 件）。',
  'logReason.smsPlanLimit':
    '{plan} プランでは月 {limit} 件の SMS を送信できます。さらに送信するにはプランをアップグレードしてください。',
  'logReason.smsFallback': 'プランの SMS 上限に達しました。',
  'logReason.undelivered': 'プロバイダーがメッセージを配信できませんでした。',
  'logReason.timeout':
    '{provider} から {seconds, plural, other {# 秒}}以内に応答がありませんでした。インターネット接続を確認して、もう一度お試しください。',
  'logReason.unreachable': '{provider} に接続できませんでした。インターネット接続を確認して、もう一度お試しください。',
  'logReason.tooManyRequests':
    '{provider} はこのアカウントからのリクエストが多すぎます。1 分待ってから、もう一度お試しください。',
  'logReason.providerTrouble':
    '{provider} で現在問題が発生しています（エラー {status}）。数分後にもう一度お試しください。',
  'logReason.unreadable':
    '{provider} から読み取れない応答が返されました（エラー {status}）。数分後にもう一度お試しください。',
  'logReason.credentialsRefused': '{provider} はこの認証情報を受け付けませんでした：{why}',
  'logReason.credentialsRefusedBoth':
    '{provider} はこの認証情報を受け付けませんでした：{why}（本番環境でもサンドボックス環境でも）。',
  'logReason.refused':
    '{provider} が{what, select, payment {支払い} refund {返金} message {メッセージ} other {{what}}}を拒否しました：{why}',
  'logReason.deviceUnregistered':
    'この端末は通知の登録が解除されています（アプリが削除されたか、トークンの有効期限が切れました）。',
  'logReason.fcmAccountRefused':
    'Firebase Cloud Messaging はプロジェクト {project} のサービスアカウントを受け付けませんでした：{why}',
  'logReason.badPrivateKey': '秘密鍵が有効な PEM 形式の鍵ではありません。',
  'logReason.sendgridCannotSend': 'この SendGrid API キーではメールを送信できません（mail.send 権限がありません）。',
  'logReason.sendgridNoActivity':
    'SendGrid はこのメッセージの有無を確認できません：アカウントに Email Activity へのアクセス権がありません。',
  'logReason.smtpUnreachable':
    'SMTP サーバー {where} に接続できませんでした。ホスト、ポート、接続のセキュリティ設定と、サーバーが稼働していることを確認してください。',
  'logReason.smtpCredentials': 'SMTP サーバーがユーザー名またはパスワードを拒否しました。',
  'logReason.smtpTls':
    'SMTP サーバー {where} と安全な接続を確立できませんでした。接続のセキュリティ設定を確認してください。',
  'logReason.smtpRefused': 'SMTP サーバーがメッセージを拒否しました：{why}',
  'logReason.smtpBusy': 'SMTP サーバー {where} は現在メッセージを受け付けられません：{why}',
  'logReason.settingsIncomplete': '{provider} の設定が不完全です。',
  'logReason.channelSwitchedOff':
    '{channel, select, email {メール} sms {SMS} push {プッシュ} other {{channel}}}の送信はオフになっています。オンにして、先に{channel, select, email {メール} sms {SMS} push {プッシュ} other {{channel}}}の設定を保存してください。',
  'logReason.noProviderYet':
    '{channel, select, email {メール} sms {SMS} push {プッシュ} other {{channel}}}のプロバイダーはまだ設定されていません。先に{channel, select, email {メール} sms {SMS} push {プッシュ} other {{channel}}}の設定を保存してから、テストを送信してください。',
  'logReason.testEmailSent': '{recipient} にテストメールを送信しました',
  'logReason.testSmsSent': '{recipient} にテストSMSを送信しました',
  'logReason.testPushSent': 'デバイスにテスト通知を送信しました',
  'logReason.twilioCredentials': 'Twilio が Account SID または認証トークンを拒否しました。',
  'logReason.twilioAccount':
    'この Twilio アカウントは{state, select, suspended {停止されています} closed {閉鎖されています} other {{state}}}：メッセージを送信できません。',
} satisfies Translation<typeof english>;
