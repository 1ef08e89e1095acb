import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Japanese texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle': '組織のすべてのメンバーが従うパスワード、サインイン、アクティビティのルールです。',
  'securityPolicy.toast.saved': 'セキュリティ設定を保存しました',
  'securityPolicy.toast.saveFailed': 'エラー',
  'securityPolicy.toast.saveFailedBody': 'セキュリティ設定を保存できませんでした。もう一度お試しください。',
  'securityPolicy.toast.loadFailed': 'セキュリティ設定を読み込めませんでした',
  'securityPolicy.toast.loadFailedBody': 'ページを再読み込みしてください',
  'securityPolicy.unit.characters': '文字',
  'securityPolicy.unit.days': '日',
  'securityPolicy.unit.hours': '時間',
  'securityPolicy.password.title': 'パスワードポリシー',
  'securityPolicy.password.description': '新しいパスワードが満たす必要のあるルールです。',
  'securityPolicy.password.minLength': 'パスワードの最小文字数',
  'securityPolicy.password.minLength.help':
    '6〜128。メンバーがパスワードを設定するたびに確認されます（変更時、招待の承諾時、パスワード付きで追加されたとき）。',
  'securityPolicy.password.expirationDays': 'パスワードの有効期限（日）',
  'securityPolicy.password.expirationDays.help':
    '0：無期限。この日数を過ぎると、メンバーはほかの操作の前に新しいパスワードを設定する必要があります。',
  'securityPolicy.password.requireUppercase': '大文字を必須にする',
  'securityPolicy.password.requireLowercase': '小文字を必須にする',
  'securityPolicy.password.requireNumbers': '数字を必須にする',
  'securityPolicy.password.requireSpecialChars': '記号を必須にする',
  'securityPolicy.password.requirements.help':
    '新しいパスワードには、オンにした種類の文字をそれぞれ含める必要があります。設定済みのパスワードは期限切れまで使えます。',
  'securityPolicy.session.title': 'セッション管理',
  'securityPolicy.session.description': 'メンバーがサインインしたままでいられる時間と、サインインできる場所です。',
  'securityPolicy.session.timeout': 'セッションのタイムアウト（時間）',
  'securityPolicy.session.timeout.help':
    '1〜24。この時間使われなかったセッションは終了し、メンバーは再度サインインします。',
  'securityPolicy.session.maxConcurrent': '同時セッションの最大数',
  'securityPolicy.session.maxConcurrent.help':
    '1〜10。メンバーがこれを超えてサインインすると、最も古いサインインが終了します。',
  'securityPolicy.session.enforceIP': 'サインインを許可された IP アドレスに限定する',
  'securityPolicy.session.enforceIP.help': '下のリストにないアドレスからのサインインは拒否されます。',
  'securityPolicy.session.allowedIPs': '許可された IP アドレス',
  'securityPolicy.session.allowedIPs.help':
    '1 行に 1 つ：203.0.113.7 のようなアドレス、または 192.168.1.0/24 のような範囲。',
  'securityPolicy.session.allowedIPs.invalid': '次の項目は IP アドレスまたは範囲ではありません：{entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'リストに登録できるアドレスは最大 {max} 件です。',
  'securityPolicy.session.myAddress': 'あなたのアドレス：{address}',
  'securityPolicy.session.myAddress.unknown': 'あなたのアドレスを取得できませんでした。',
  'securityPolicy.session.addMyAddress': '自分のアドレスを追加',
  'securityPolicy.session.lockout':
    'あなたのアドレス（{address}）はリストにありません。このまま保存すると再びサインインできなくなります。先にアドレスを追加してください。',
  'securityPolicy.twoFactor.title': '2 要素認証',
  'securityPolicy.twoFactor.description': 'サインイン時の 2 つ目の手順で、認証アプリのコードを使います。',
  'securityPolicy.twoFactor.required': '2 要素認証を必須にする',
  'securityPolicy.twoFactor.required.help':
    '2 要素認証を設定していない全員（あなたを含む）は、続行する前に設定を求められ、誰もオフにできなくなります。',
  'securityPolicy.twoFactor.methods': '許可する方法',
  'securityPolicy.twoFactor.method.authenticator': '認証アプリ',
  'securityPolicy.twoFactor.method.authenticator.help':
    '常に許可：すべてのメンバーが認証アプリで 2 要素認証を設定します。',
  'securityPolicy.twoFactor.method.recoveryCodes': 'リカバリーコード',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    '認証アプリが手元にないときにメンバーが使える、1 回限りのコードです。',
  'securityPolicy.audit.title': '監査ログ',
  'securityPolicy.audit.description': '設定のアクティビティに記録する内容と保存期間です。',
  'securityPolicy.audit.enabled': '監査ログ',
  'securityPolicy.audit.enabled.help': 'オフの場合、このセキュリティポリシーへの変更だけが記録されます。',
  'securityPolicy.audit.level': 'ログレベル',
  'securityPolicy.audit.level.basic': '基本',
  'securityPolicy.audit.level.basic.help': '誰が、いつ、何を変更したか。変更前後の値は含みません。',
  'securityPolicy.audit.level.detailed': '詳細',
  'securityPolicy.audit.level.detailed.help': '各変更の前後の値も記録します。',
  'securityPolicy.audit.level.verbose': '完全',
  'securityPolicy.audit.level.verbose.help': '「詳細」の内容に加え、すべてのサインインとサインアウトを記録します。',
  'securityPolicy.audit.retention': 'ログの保存期間（日）',
  'securityPolicy.audit.retention.help': '30〜365。これより古いアクティビティは毎日削除されます。',
  'securityPolicy.search.terms.password': 'パスワード, 文字数, 大文字, 数字, 記号, 有効期限',
  'securityPolicy.search.terms.session': 'セッション, タイムアウト, サインイン, 同時セッション',
  'securityPolicy.search.terms.ip': 'IP, アドレス, 許可リスト, ホワイトリスト, ネットワーク, CIDR',
  'securityPolicy.search.terms.twoFactor': '2 要素認証, 2FA, MFA, 認証アプリ, リカバリーコード',
  'securityPolicy.search.terms.audit': '監査, ログ, レベル, 保存期間, コンプライアンス',
} satisfies Translation<typeof english>;
