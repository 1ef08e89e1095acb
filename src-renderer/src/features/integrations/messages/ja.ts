import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'お客様が使うサービスとビジネスをつなぎます',
  'integrations.search.terms': 'Google レビュー, レビューリンク, SMS, ショートメッセージ, メールマーケティング, 決済',
  'integrations.google.title': 'Google レビュー',
  'integrations.google.description': 'お客様が Google であなたのビジネスのレビューを書けるリンクです。',
  'integrations.field.googleReviewUrl': 'Google レビューのリンク',
  'integrations.googleReviewUrl.help': 'ウェブアドレス。例：https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Google レビューのリンクを保存しました',
  'integrations.toast.error': 'エラー',
  'integrations.toast.saveFailed': '連携を保存できませんでした',
  'integrations.toast.loadFailed': '連携の設定を読み込めません',
  'integrations.planned.title': '予定している連携',
  'integrations.planned.description': 'これらの連携は予定されており、まだ利用できません。',
  'integrations.planned.badge': '予定',
  'integrations.planned.payments': '決済処理',
  'integrations.planned.payments.body':
    'より多くの決済事業者でカード決済と前払い金を受け付けます。Stripe、Square、PayPal、Adyen、Tyro は<link>会計と支払い</link>ページで接続します。',
  'integrations.planned.payments.bodyPlain':
    'より多くの決済事業者でカード決済と前払い金を受け付けます。Stripe、Square、PayPal、Adyen、Tyro は会計と支払いページで接続します。',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'お客様への SMS による確認とリマインダー。',
  'integrations.planned.emailMarketing': 'メールマーケティング',
  'integrations.planned.emailMarketing.body': '顧客リストへのニュースレターとキャンペーン。',
} satisfies Translation<typeof english>;
