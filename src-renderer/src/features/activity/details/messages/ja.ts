import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/ja';
import { roleDetailMessages } from '../role-details';

/** Japanese texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {組織} personal {個人} profile {プロフィール} security {セキュリティ} notifications {通知} privacy {プライバシー} branding {ブランディング} financial {財務} team {チーム} services {サービス} locations {店舗} clients {顧客} products {商品} integrations {連携} templates {テンプレート} backup {バックアップ} activity {アクティビティ} help {ヘルプ} performance {パフォーマンス} other {{section}}}の設定：{action, select, view {表示} create {作成} update {更新} delete {削除} export {エクスポート} import {インポート} other {{action}}}',
  'activityDetail.reverted': '取り消しました：{detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': '個人設定を更新しました',
  'activityDetail.notificationPreferences.updated': '通知設定を更新しました',
  'activityDetail.account.profileUpdated': 'プロフィールを更新しました',
  'activityDetail.account.avatarUpdated': 'プロフィール写真を更新しました',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {パスワードを変更しました} other {パスワードを変更し、他のセッションを # 件終了しました}}',
  'activityDetail.account.twoFactorOn': '2 段階認証を有効にしました',
  'activityDetail.account.twoFactorOff': '2 段階認証を無効にしました',
  'activityDetail.account.sessionEnded': 'セッションを終了しました',
  'activityDetail.account.otherSessionsEnded': '{ended, plural, other {他のセッションを # 件終了しました}}',
  'activityDetail.auth.signedIn': 'サインインしました',
  'activityDetail.auth.signedOut': 'サインアウトしました',
  'activityDetail.security.signInAlertsOn': 'サインインアラートを有効にしました',

  // Settings documents
  'activityDetail.organization.updated': '組織の基本設定を更新しました',
  'activityDetail.securityPolicy.updated': 'セキュリティポリシーを更新しました',
  'activityDetail.systemConfiguration.updated': 'システム構成を更新しました',
  'activityDetail.tips.updated': 'チップの設定を更新しました',
  'activityDetail.invoices.updated': '請求書の設定を更新しました',
  'activityDetail.onlineBooking.updated': 'オンライン予約の設定を更新しました',
  'activityDetail.businessHours.updated': '営業時間を更新しました',
  'activityDetail.bookingRules.updated': '予約ルールを更新しました',
  'activityDetail.deposits.updated': 'デポジットと支払い要件を更新しました',
  'activityDetail.customerNotifications.updated': 'お客様への通知の設定を更新しました',
  'activityDetail.adminNotifications.updated': '管理者への通知の設定を更新しました',
  'activityDetail.tax.updated': '税設定を更新しました',
  'activityDetail.branding.updated': 'ブランディングを更新しました',
  'activityDetail.theme.updated': 'テーマを更新しました',
  'activityDetail.integrations.updated': '外部連携を更新しました',
  'activityDetail.branding.logoChanged': 'ロゴを変更しました',
  'activityDetail.branding.logoRemoved': 'ロゴを削除しました',

  // Activity log
  'activityDetail.activity.exported': 'アクティビティログをエクスポートしました',
  'activityDetail.activity.cleared': 'アクティビティログを消去しました',
  'activityDetail.activity.revertTried': '設定の変更を取り消そうとしました',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {組織の設定} personal {個人の設定} branding {ブランドと外観} financial {財務の設定} team {チームと権限} security {セキュリティの設定} other {{section}}}',
  'activityDetail.backups.created':
    'バックアップ「{name}」を作成しました（{sections}{encrypted, select, yes {、暗号化済み} other {}}）',
  'activityDetail.backups.restored': 'バックアップ「{name}」から設定を復元しました（{sections}）',
  'activityDetail.backups.restoredFile': 'ファイル「{name}」から設定を復元しました（{sections}）',
  'activityDetail.backups.deleted': 'バックアップ「{name}」を削除しました',
  'activityDetail.backups.downloaded': 'バックアップ「{name}」をダウンロードしました',
  'activityDetail.backups.passphraseSet': 'バックアップ用パスフレーズを設定しました',
  'activityDetail.backups.passphraseChanged':
    'バックアップ用パスフレーズを変更しました（{count, plural, other {保存済みのバックアップ # 件}}を再暗号化）',
  'activityDetail.databaseBackups.created': 'データベース全体を「{name}」にバックアップしました',

  // Imports: "Imported 2 services: 1 failed, 1 new category"
  'activityDetail.import.withCounts': '{imported}：{counts}',
  'activityDetail.import.clients': '{count, plural, other {顧客 # 人}}をインポートしました',
  'activityDetail.import.products': '{count, plural, other {商品 # 件}}をインポートしました',
  'activityDetail.import.services': '{count, plural, other {サービス # 件}}をインポートしました',
  'activityDetail.import.staff': '{count, plural, other {スタッフ # 人}}をインポートしました',
  'activityDetail.import.templates': '{count, plural, other {テンプレート # 件}}をインポートしました',
  'activityDetail.import.failed': '{count, number} 件失敗',
  'activityDetail.import.skipped': '{count, number} 件スキップ',
  'activityDetail.import.merged': '{count, number} 件統合',
  'activityDetail.import.newCategories': '{count, plural, other {新しいカテゴリ # 件}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': '{name}（{email}）を {role} として追加しました',
  'activityDetail.team.addedAndInvited':
    '{name}（{email}）を {role} として追加し、パスワードを設定するための招待を送信しました',
  'activityDetail.team.roleChanged': '{email} のロールを {role} に変更しました',
  'activityDetail.team.reactivated': '{email} を再び有効にしました',
  'activityDetail.team.deactivated': '{email} を無効にしました',
  'activityDetail.team.signInGiven': '{name}（{email}）にサインインを付与しました',
  'activityDetail.team.invited': '{email} にパスワードを設定するための招待を送信しました',
  'activityDetail.team.practitionerUpdated': '{name} の担当サービス、勤務店舗、休暇を更新しました',
  'activityDetail.roles.created': 'ロール「{name}」を作成しました',
  'activityDetail.roles.updated': 'ロール「{name}」を更新しました',
  'activityDetail.roles.renamed': 'この組織での {name} ロールの表示名を「{displayName}」にしました',
  'activityDetail.roles.nameRestored': '{name} ロールの名前を標準の名前に戻しました',
  'activityDetail.roles.deleted': 'ロール「{name}」を削除しました',

  // Services, clients, products
  'activityDetail.categories.added': 'カテゴリ「{name}」を追加しました',
  'activityDetail.categories.reordered': 'サービスのカテゴリを並べ替えました',
  'activityDetail.categories.updated': 'カテゴリ「{name}」を更新しました',
  'activityDetail.categories.deleted': 'カテゴリ「{name}」を削除しました',
  'activityDetail.categories.deletedWithServices':
    'カテゴリ「{name}」を削除し、{count, plural, other {# 件のサービスがカテゴリなしになりました}}',
  'activityDetail.services.added': 'サービス「{name}」を追加しました',
  'activityDetail.services.updated': 'サービス「{name}」を更新しました',
  'activityDetail.services.activated': 'サービス「{name}」を有効にしました',
  'activityDetail.services.archived': 'サービス「{name}」をアーカイブしました',
  'activityDetail.services.deleted': 'サービス「{name}」を削除しました',
  'activityDetail.clients.added': '顧客「{name}」を追加しました',
  'activityDetail.clients.updated': '顧客「{name}」を更新しました',
  'activityDetail.clients.deleted': '顧客「{name}」を削除しました',
  'activityDetail.clients.exported': '顧客をエクスポートしました',
  'activityDetail.products.added': '商品「{name}」を追加しました',
  'activityDetail.products.updated': '商品「{name}」を更新しました',
  'activityDetail.products.deleted': '商品「{name}」を削除しました',
  'activityDetail.products.exported': '商品をエクスポートしました',

  // Locations
  'activityDetail.locations.added': '店舗「{name}」を追加しました',
  'activityDetail.locations.updated': '店舗「{name}」を更新しました',
  'activityDetail.locations.deleted': '店舗「{name}」を削除しました',
  'activityDetail.locations.photoAdded': '店舗「{name}」に写真を追加しました',
  'activityDetail.locations.photoDeleted': '店舗「{name}」の写真を削除しました',
  'activityDetail.locations.heroChosen': '店舗「{name}」のメイン写真を設定しました',

  // Tax
  'activityDetail.tax.rateAdded': '税率「{name}」（{percentage, number}%）を追加しました',
  'activityDetail.tax.rateUpdated': '税率「{name}」を更新しました',
  'activityDetail.tax.rateDeleted': '税率「{name}」を削除しました',
  'activityDetail.tax.overrideSet': 'サービス「{service}」に個別の税率を設定しました',
  'activityDetail.tax.overrideChanged': 'サービス「{service}」の個別の税率を変更しました',
  'activityDetail.tax.overrideRemoved': 'サービス「{service}」の個別の税率を削除しました',

  // Payments and billing
  'activityDetail.payments.setUp': '決済ゲートウェイを設定しました',
  'activityDetail.payments.alreadySetUp': '決済ゲートウェイはすでに設定済みでした：変更はありません',
  'activityDetail.payments.connected': '{gateway} を接続しました',
  'activityDetail.payments.updated': '{gateway} を更新しました',
  'activityDetail.payments.feesUpdated': 'カード手数料の設定を更新しました',
  'activityDetail.payments.locationFeesUpdated': '{location} のカード手数料の設定を更新しました',
  'activityDetail.billing.planChanged': 'プランを {plan} に変更しました',
  'activityDetail.billing.trialPlanChosen': 'プランを {plan}（試用）に変更しました',

  // Templates
  'activityDetail.settingsTemplates.created': '設定テンプレート「{name}」を作成しました',
  'activityDetail.settingsTemplates.favorited': '設定テンプレート「{name}」をお気に入りに追加しました',
  'activityDetail.settingsTemplates.unfavorited': '設定テンプレート「{name}」をお気に入りから削除しました',
  'activityDetail.settingsTemplates.deleted': '設定テンプレート「{name}」を削除しました',
  'activityDetail.settingsTemplates.applied': '設定テンプレート「{name}」を適用しました',
  'activityDetail.messageTemplates.added': 'テンプレート「{name}」を追加しました',
  'activityDetail.messageTemplates.updated': 'テンプレート「{name}」を更新しました',
  'activityDetail.messageTemplates.deleted': 'テンプレート「{name}」を削除しました',
  'activityDetail.templates.reset': 'テンプレート「{name}」をデフォルトに戻しました',
  'activityDetail.platformTemplates.customised': 'テンプレート「{name}」をカスタマイズしました',
  'activityDetail.platformTemplates.switchedOn': 'テンプレート「{name}」を有効にしました',
  'activityDetail.platformTemplates.switchedOff': 'テンプレート「{name}」を無効にしました',
  'activityDetail.platformTemplates.allReset': '{count, plural, other {# 件のテンプレートをデフォルトに戻しました}}',
  'activityDetail.platformTemplates.synced':
    'プラットフォームのテンプレートを同期しました：{updated, number} 件更新、{added, number} 件の新しいテンプレート',
  'activityDetail.platformTemplates.batchUpdated': '{count, plural, other {# 件のテンプレートを一括更新しました}}',
  'activityDetail.platformTemplates.exported': 'テンプレートをエクスポートしました',
  'activityDetail.platformTemplates.removed': 'プラットフォームのテンプレート {count, number} 件を削除しました',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {{to} にテストメールを送信しました} sms {{to} にテスト SMS を送信しました} other {テストのプッシュ通知を送信しました}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {{to} にテストメールを送信できませんでした：{reason}} sms {{to} にテスト SMS を送信できませんでした：{reason}} other {テストのプッシュ通知を送信できませんでした：{reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {{to} にメールを送信しました} sms {{to} に SMS を送信しました} other {{to} にプッシュ通知を送信しました}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {{to} にメールを再送信しました} sms {{to} に SMS を再送信しました} other {{to} にプッシュ通知を再送信しました}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {{to} にメールを送信できませんでした：{reason}} sms {{to} に SMS を送信できませんでした：{reason}} other {{to} にプッシュ通知を送信できませんでした：{reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {{to} にメールを再送信できませんでした：{reason}} sms {{to} に SMS を再送信できませんでした：{reason}} other {{to} にプッシュ通知を再送信できませんでした：{reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {{provider} のメール接続を保存しました。{provider} は設定を受け入れました。} sms {{provider} の SMS 接続を保存しました。{provider} は設定を受け入れました。} other {{provider} のプッシュ通知の接続を保存しました。{provider} は設定を受け入れました。}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {{provider} のメール接続を保存しました。{reason}} sms {{provider} の SMS 接続を保存しました。{reason}} other {{provider} のプッシュ通知の接続を保存しました。{reason}}}',
} satisfies Translation<typeof english>;
