import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Japanese texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  // The sign-in screen's second step also takes a recovery code.
  'signIn.useRecoveryCode': '代わりにリカバリーコードを使う',
  'signIn.useAuthenticatorCode': '認証アプリのコードを使う',
  'signIn.recoveryCode': 'リカバリーコード',
  'signIn.recoveryCodeHelp': '2 段階認証を有効にしたときに保存したコードのいずれか。',

  'signIn.title': 'サインイン',
  'signIn.subtitle': 'サインインして組織の設定を管理します。',
  'signIn.email': 'メールアドレス',
  'signIn.password': 'パスワード',
  'signIn.code': '認証コード',
  'signIn.codeHelp': '認証アプリに表示されている 6 桁のコードを入力してください。',
  'signIn.submit': 'サインイン',
  'signIn.otherAccount': '別のアカウントを使用',
  'signIn.failed': 'サインインに失敗しました',

  'setup.title': '組織をセットアップ',
  'setup.subtitle': 'このインストールはまだ使用されていません。組織とそのオーナーアカウントを作成してください。',
  'setup.organizationName': '組織名',
  'setup.organizationSlug': 'アドレス名',
  'setup.organizationSlugHelp': '小文字の英字、数字、ハイフンが使えます。設定は /{slug}/settings に置かれます。',
  'setup.firstName': '名',
  'setup.lastName': '姓',
  'setup.email': 'メールアドレス',
  'setup.password': 'パスワード',
  'setup.passwordHelp': '{min} 文字以上。',
  'setup.region.title': '事業の所在地はどこですか？',
  'setup.region.help':
    'このコンピューターの設定から入力されています。スタッフに表示される時刻と価格はこの設定に従います。後から「基本設定」で変更できます。',
  'setup.country': '国',
  'setup.countryOther': 'その他の国',
  'setup.timezone': 'タイムゾーン',
  'setup.currency': '通貨',
  'setup.submit': '組織を作成',
  'setup.failed': 'セットアップに失敗しました',
} satisfies Translation<typeof english>;
