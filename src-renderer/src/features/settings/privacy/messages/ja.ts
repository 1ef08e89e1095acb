import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Japanese texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': '公開, 非公開, プロフィールを見られる人',
  'search.terms.activityStatus': 'オンライン, 最終ログイン, 最終アクティブ',

  // Privacy (part 1 §2, §8, §9).
  'privacy.subtitle': 'プロフィールを見られる人と、プロフィールに表示する内容。',
  'privacy.visibility.title': 'プロフィールの公開範囲',
  'privacy.visibility.public': '公開',
  'privacy.visibility.public.description': 'すべての顧客とスタッフ',
  'privacy.visibility.team': 'スタッフ',
  'privacy.visibility.team.description': 'スタッフのみ',
  'privacy.visibility.private': '非公開',
  'privacy.visibility.private.description': '管理者以外には表示しない',
  'privacy.adminNote': '管理者はいつでもすべてのプロフィールを閲覧できます。',
  'privacy.details.title': 'プロフィールの詳細',
  'privacy.details.description': 'あなたのプロフィールを見られる人に表示される内容。',
  'privacy.showEmail': 'メールアドレスを表示',
  'privacy.showEmail.help': 'メールアドレスがプロフィールに表示されます。',
  'privacy.showPhone': '電話番号を表示',
  'privacy.showPhone.help': '電話番号がプロフィールに表示されます。',
  'privacy.activityStatus': 'アクティビティの状態を表示',
  'privacy.activityStatus.help': '最後にアクティブだった日時が他の人に表示されます。',
  'privacy.toast.saved': 'プライバシー設定を保存しました',
  'privacy.toast.failed': '設定の保存エラー',
  'privacy.toast.failedBody': 'プライバシー設定を保存できませんでした',
} satisfies Translation<typeof english>;
