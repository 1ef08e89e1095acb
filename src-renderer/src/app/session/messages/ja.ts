import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Japanese texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': '新しいパスワードを設定してください',
  'requirement.password.body':
    'パスワードの有効期限が切れました。続ける前に新しいパスワードを設定するよう組織が求めています。',
  'requirement.password.action': 'パスワードを変更',
  'requirement.twoFactor.title': '2 段階認証を設定してください',
  'requirement.twoFactor.body': '組織は 2 段階認証を必須にしています。続ける前に認証アプリで設定してください。',
  'requirement.twoFactor.action': '2 段階認証を設定',
  'requirement.signOut': 'サインアウト',
  'maintenance.title': 'メンテナンス中',
  'maintenance.body':
    'システムはメンテナンス中です。しばらくしてからもう一度お試しいただくか、再開の時期を管理者にお尋ねください。',
  'maintenance.retry': '再試行',
} satisfies Translation<typeof english>;
