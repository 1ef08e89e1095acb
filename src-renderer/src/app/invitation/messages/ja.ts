import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'サインイン',
  'invitation.add.invite': 'メールで招待を送信',
  'invitation.add.inviteHelp':
    'ご本人にメールが届き、リンクから自分でパスワードを設定できます。リンクの有効期間は {days, plural, other {# 日}} です。',
  'invitation.add.password': '今すぐパスワードを設定',
  'invitation.add.none': 'サインインなし',
  'invitation.toast.sent': '{email} に招待を送信しました',
  'invitation.toast.failed': '招待を送信できませんでした',
  'invitation.team.send': '招待を送信',
  'invitation.team.sendFor': '{name} に招待を送信',
  'invitation.team.resend': '招待を再送信',
  'invitation.team.resendFor': '{name} に招待を再送信',
  'invitation.team.pending': '招待済み',
  'invitation.team.pendingTitle': '招待リンクの有効期限は {date} です',
  'invitation.team.expired': '招待の期限切れ',
  'invitation.page.title': '{organizationName} に参加',
  'invitation.page.subtitle':
    '{invitedBy} さんからチームに招待されました。サインインするためのパスワードを設定してください。',
  'invitation.page.email': 'メールアドレス',
  'invitation.page.password': 'パスワード',
  'invitation.page.confirm': 'パスワードの確認',
  'invitation.page.mismatch': 'パスワードが一致しません。',
  'invitation.page.submit': 'パスワードを設定してサインイン',
  'invitation.page.expires': 'このリンクの有効期限は {date} です。',
  'invitation.page.unusableTitle': '招待',
  'invitation.page.unusableSubtitle': 'チームへの参加リンクは一度だけ、期間限定で使用できます。',
  'invitation.page.failed': 'パスワードは設定されませんでした',
  'invitation.page.toSignIn': 'サインインへ',
} satisfies Translation<typeof english>;
