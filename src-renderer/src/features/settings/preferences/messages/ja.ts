import type { preferencesMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Japanese texts of the Preferences page. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12 時間制, 24 時間制, 12時間制, 24時間制, 時計, 午前, 午後',
  'search.terms.theme': 'ダークモード, ライトモード, ナイトモード, 外観, 色, カラー',
  'search.terms.compact': '密度, 余白, 間隔',
  'search.terms.animations': '動き, エフェクト, 効果',

  // Preferences (part 1 §2, §4, §8, §9).
  'preferences.subtitle': '言語、地域、アプリの見た目。',
  'preferences.region.title': '言語と地域',
  'preferences.appearance.title': '外観',
  'preferences.field.language': '言語',
  'preferences.field.timezone': 'タイムゾーン',
  'preferences.field.dateFormat': '日付の形式',
  'preferences.field.timeFormat': '時刻の形式',
  'preferences.field.currency': '通貨',
  'preferences.timeFormat.12h': '12 時間制（{example}）',
  'preferences.timeFormat.24h': '24 時間制（{example}）',
  'preferences.organizationDefault': '組織のデフォルト',
  'preferences.resetToDefault': 'デフォルトに戻す',
  'preferences.resetToDefaultLabel': 'デフォルトに戻す（{field}：{value}）',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': '南北アメリカ',
  'preferences.tzRegion.Europe': 'ヨーロッパ',
  'preferences.tzRegion.Africa': 'アフリカ',
  'preferences.tzRegion.Asia': 'アジア',
  'preferences.tzRegion.Australia': 'オーストラリア',
  'preferences.tzRegion.Pacific': '太平洋',
  'preferences.tzRegion.Antarctica': '南極',
  'preferences.tzRegion.other': 'その他',
  'preferences.theme': 'テーマ',
  'preferences.theme.light': 'ライト',
  'preferences.theme.dark': 'ダーク',
  'preferences.theme.system': 'システム',
  'preferences.theme.help':
    '「システム」はコンピューターのライト／ダーク設定に従います。新しいテーマはすぐに反映されます。',
  'preferences.compact': 'コンパクトモード',
  'preferences.compact.help': '余白を詰めて、画面により多くの情報を表示します。',
  'preferences.animations': 'アニメーション',
  'preferences.animations.help': 'メニュー、ダイアログ、メッセージを開閉するときの動き。',
  'preferences.toast.saved': '個人設定を更新しました',
  'preferences.toast.failed': '個人設定の保存エラー',
  'preferences.toast.failedBody': '個人設定を保存できませんでした。もう一度お試しください。',
  'preferences.toast.details': '検証の詳細はコンソールを確認してください。',
} satisfies Translation<typeof english>;
