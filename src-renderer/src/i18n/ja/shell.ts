import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** Japanese texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': '読み込み中…',
  'app.settings': '設定',
  'app.skipToContent': 'メインコンテンツへスキップ',

  // The foot of every settings form (part 1 §4: the unsaved or all-saved indicator).
  'form.unsaved': '未保存の変更があります',
  'form.allSaved': 'すべての変更を保存しました',
  'form.save': '変更を保存',
  'form.required': '（必須）',
  // Someone else saved the same settings first (412): nothing was saved here.
  'form.conflict.title': '他の人がこの設定を変更しました',
  'form.conflict.body':
    'この設定は、あなたが開いた後に別のウィンドウまたは別のコンピューターで保存されたため、あなたの変更は保存されませんでした。最新のバージョンを読み込んでください。あなたが変更した項目は変更内容がそのまま残り、それ以外の項目には新しい値が表示されます。その後、もう一度保存してください。',
  'form.conflict.loadLatest': '最新のバージョンを読み込む',
  'form.conflict.discard': '変更を破棄',
  // Leaving a page with unsaved changes (a menu entry, the palette, a link, Back).
  'form.leave.title': '保存せずに移動しますか？',
  'form.leave.body': 'このページには未保存の変更があります。今移動すると、変更は失われます。',
  'form.leave.stay': 'このページにとどまる',
  'form.leave.leave': '移動する',
  'form.money.invalid': '{currency} の金額を入力してください（例：12.50）',
  'form.duration.invalid': '分数を整数で入力してください（例：45）',
  'form.duration.unit': '分',
  'form.rule.required': '{label}は必須です',
  'form.rule.notEmpty': '{label}を空にすることはできません',
  'form.rule.minLength': '{label}は {limit} 文字以上で入力してください',
  'form.rule.maxLength': '{label}は {limit} 文字以内で入力してください',
  'form.rule.minimum': '{label}は {limit} 以上にしてください',
  'form.rule.maximum': '{label}は {limit} 以下にしてください',
  'form.rule.email': '{label}には有効なメールアドレスを入力してください',
  'form.rule.format': '{label}の形式が正しくありません',
  'form.rule.wholeNumber': '{label}には整数を入力してください',
  'form.rule.number': '{label}には数値を入力してください',
  'form.rule.minItems': '{label}は {limit} 件以上必要です',
  'form.rule.maxItems': '{label}は {limit} 件以内にしてください',
  'form.rule.invalidCharacters': '{label}に無効な文字が含まれています',
  'form.rule.controlCharacters': '{label}に制御文字が含まれています',

  // Titles of the specification's route table (part 1 §2), with the part 3 titles of the
  // "further pages".
  'section.overview': '設定の概要',
  'section.personal.profile': 'プロフィール',
  'section.personal.security': 'セキュリティ',
  'section.personal.preferences': '個人設定',
  'section.personal.notifications': '通知',
  'section.personal.privacy': 'プライバシー設定',
  'section.organization.general': '基本設定',
  'section.organization.subscription': 'サブスクリプションと請求',
  'section.organization.services': 'サービス',
  'section.organization.financial': '会計と支払い',
  'section.organization.branding': 'ブランディングとコミュニケーション',
  'section.organization.locations': '店舗',
  'section.organization.booking': 'オンライン予約',
  'section.organization.bookings': '予約',
  'section.organization.bookingNotifications': '予約設定',
  'section.organization.integrations': '外部連携',
  'section.organization.security': 'セキュリティとコンプライアンス',
  'section.organization.systemTemplates': 'システムテンプレート',
  'section.organization.notificationLogs': '通知ログ',
  'section.organization.tax': '税設定',
  'section.roles': 'ロールと権限',
  'section.advanced.themeCustomization': 'テーマのカスタマイズ',
  'section.system': 'システム構成',
  'section.templates': '設定テンプレート',
  'section.importExport': 'インポートとエクスポート',
  'section.backupRecovery': 'バックアップと復元',
  'section.activity': '設定の変更履歴',
  'section.help': 'ヘルプとドキュメント',
  'section.performance': 'パフォーマンスモニター',

  'group.personal': '個人',
  'group.organization': '組織',
  'group.advanced': '詳細',
  'group.support': 'サポート',

  'menu.search.placeholder': '設定を検索...',
  'menu.search.label': '設定を検索',
  'menu.noResults': '「{query}」に一致する設定はありません',
  'menu.badge.new': 'NEW',
  'menu.badge.newDescription': '新機能',
  'menu.toggle.open': '設定メニューを開く',
  'menu.toggle.close': '設定メニューを閉じる',
  'menu.toggle.text': 'メニュー',

  'palette.open': '設定を検索',
  'palette.title': '設定項目へ移動',
  'palette.inputLabel': '設定を検索',
  'palette.placeholder': '設定を検索...',
  'palette.hint': '矢印キーで選択、Enter で開く、Esc で閉じます。',

  // A setting found inside a page by the menu's or the palette's search.
  'search.fieldOnPage': '{field}（{page}）',

  'user.menu': 'アカウントメニュー：',
  'user.role': 'ロール：{role}',
  'user.organization': '組織：{organization}',
  'user.signOut': 'サインアウト',

  'error.title': '問題が発生しました',
  'error.description':
    'このページを表示できませんでした。もう一度お試しいただくか、ページを再読み込みするか、設定の概要に戻ってください。',
  'error.tryAgain': '再試行',
  'error.reload': 'ページを再読み込み',
  'error.goHome': 'ホームへ戻る',

  'toast.fallback': '問題が発生しました。もう一度お試しください。',
  'toast.network': 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
  'error.code.LAST_OWNER': '組織には有効なオーナーが少なくとも 1 人必要です',
  'error.code.ROLE_NAME_TAKEN': 'この名前のロールはすでにあります',
  'error.code.BUILT_IN_ROLE': '組み込みロールの名前変更や削除はできません',
  'error.code.EMAIL_TAKEN': 'このメールアドレスは別のアカウントで使われています',
  'error.code.TAX_RATE_NAME_TAKEN': 'この名前の税率はすでにあります',
  'error.code.TAX_OVERRIDE_EXISTS': 'このサービスにはすでに個別の税率があります',
  'error.code.DEFAULT_REQUIRED': 'デフォルトの税率は常に 1 つ必要です。先に別の税率をデフォルトにしてください',
  'error.code.INVALID_CURRENT_PASSWORD': '現在のパスワードを確認して、もう一度お試しください',
  'error.code.API_ACCESS_OFF': 'この組織では API アクセスがオフになっています。アプリを使用してください。',
  'error.code.EMAIL_VERIFICATION_REQUIRED':
    'メール確認が必要です。代わりに、メンバーが自分でパスワードを設定できるよう招待を送ってください。',
  'error.code.RATE_LIMITED': 'このアドレスからの試行が多すぎます。しばらく待ってからもう一度お試しください。',
  'error.code.WRITE_RATE_LIMITED': '変更の保存が速すぎます。しばらく待ってからもう一度お試しください。',
  'error.code.CROSS_SITE_REQUEST':
    'この変更は別のウェブサイトから送信されたため拒否されました。アプリを直接開いて、もう一度お試しください。',
  'error.code.STALE_VERSION':
    'このレコードは他のユーザーによって変更されました。再読み込みして最新の内容を確認してください。',
  'error.code.OFFICIAL_TEMPLATE': '公式テンプレートはお気に入りにも削除にもできません。',

  'notAvailable.heading': 'まだご利用いただけません',
  'notAvailable.body':
    '{title}はこのバージョンではまだご利用いただけません。この機能が完成するとここに表示されます。それまでは、このページの内容は変更できません。',

  'noAccess.title': 'このページにアクセスする権限がありません',
  'noAccess.body':
    'あなたのロールには、このページに必要な権限が含まれていません。必要な場合は、オーナーまたは管理者に依頼してください。',

  'notFound.title': 'ページが見つかりません',
  'notFound.body': 'このアドレスに設定ページはありません。',
  'notFound.action': '設定の概要へ移動',

  'query.errorTitle': 'このページを読み込めませんでした',
  'query.retry': '再試行',

  'session.ended': 'セッションが終了しました。もう一度サインインしてください。',

  'time.justNow': 'たった今',
  'time.minutesAgo': '{count, plural, other {# 分前}}',
  'time.hoursAgo': '{count, plural, other {# 時間前}}',
  'time.daysAgo': '{count, plural, other {# 日前}}',

  // Shared by the personal pages.
  'personal.cancel': 'キャンセル',
} as const satisfies Translation<typeof english>;
