import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Japanese texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'このアプリのガイド、よくある質問、ショートカット。',
  'help.search.label': 'ヘルプを検索',
  'help.search.placeholder': 'ガイド、よくある質問、ショートカットを検索…',
  'help.search.results': '「{query}」の検索結果：{count, plural, other {# 件}}',
  'help.search.noResults': '結果なし',
  'help.search.noResultsBody':
    'ガイド、よくある質問、ショートカットに「{query}」に一致するものはありません。別の言葉でお試しください。',
  'help.search.clear': '検索をクリア',
  'help.search.guides': 'ガイド',
  'help.search.faqs': 'よくある質問',
  'help.search.shortcuts': 'ショートカット',
  'help.keyword.shortcuts': 'キーボードショートカット',
  'help.keyword.shortcuts.terms': 'ショートカット, キー, キーボード, ホットキー',
  'help.keyword.faqs': 'よくある質問',
  'help.keyword.faqs.terms': 'faq, 質問, 回答, ヘルプ',
  'help.keyword.api': 'API ドキュメント',
  'help.keyword.api.terms': 'api, openapi, 開発者, エンドポイント, 連携',

  'help.card.videos': 'ビデオチュートリアル',
  'help.card.videos.description': 'アプリの各画面のステップごとのガイド。',
  'help.card.support': 'サポートに連絡',
  'help.card.support.description': 'アプリのバージョンと、質問に添える情報。',
  'help.card.api': 'API ドキュメント',
  'help.card.api.description': 'サーバーのすべてのエンドポイントと、呼び出せる人。',
  'help.card.api.opens': '新しいウィンドウで開きます',
  'help.card.status': 'システムの状態',
  'help.card.status.description': 'パフォーマンスモニターでデータベース、応答時間、ストレージ、メモリを確認。',

  'help.tab.guides': 'ガイドとチュートリアル',
  'help.tab.faqs': 'よくある質問',
  'help.tab.shortcuts': 'キーボードショートカット',

  'help.category.all': 'すべて',
  'help.category.gettingStarted': 'はじめに',
  'help.category.team': 'スタッフ',
  'help.category.bookings': '予約',
  'help.category.payments': '支払いと税',
  'help.category.communication': 'コミュニケーション',
  'help.category.security': 'セキュリティ',
  'help.categories.label': 'ガイドのカテゴリ',
  'help.difficulty.beginner': '初級',
  'help.difficulty.intermediate': '中級',
  'help.difficulty.advanced': '上級',
  'help.guide.minutes': '約 {minutes} 分で読めます',
  'help.guide.read': 'ガイドを読む',
  'help.guide.readNamed': 'ガイドを読む：{title}',
  'help.guide.steps': '手順',
  'help.guide.open': '{section}へ移動',
  'help.guide.close': '閉じる',
  'help.guides.empty': 'このカテゴリにガイドはありません',

  'help.guide.businessDetails.title': '事業者情報を設定する',
  'help.guide.businessDetails.description':
    '名称、住所、タイムゾーン、通貨：請求書、メール、予約ページに表示される内容です。',
  'help.guide.businessDetails.tags': '事業者, 会社, 住所, タイムゾーン, 通貨, 設定',
  'help.guide.businessDetails.step1': '設定メニューの「組織」グループで「基本設定」を開きます。',
  'help.guide.businessDetails.step2':
    '「事業者情報」で、会社名、電話番号、メールアドレス、ウェブサイトをお客様に見せたい形で入力します。',
  'help.guide.businessDetails.step3': '「住所」で、本店の番地・建物、市区町村、郵便番号、国を入力します。',
  'help.guide.businessDetails.step4':
    '「地域設定」で、タイムゾーンと通貨、スタッフが使う日付の形式と時刻の形式を選びます。',
  'help.guide.businessDetails.step5':
    'ページ下部の「保存」を押します。「設定の変更履歴」に誰が何を変更したかが記録されます。',

  'help.guide.serviceMenu.title': 'サービスメニューを作る',
  'help.guide.serviceMenu.description': 'カテゴリとサービスを所要時間と料金付きで追加し、予約できるようにします。',
  'help.guide.serviceMenu.tags': 'サービス, 施術, メニュー, 料金, 所要時間, カテゴリ',
  'help.guide.serviceMenu.step1': '設定メニューの「組織」グループで「サービス」を開きます。',
  'help.guide.serviceMenu.step2': '「カテゴリ」で「カテゴリを追加」を押し、ヘアやネイルなどのグループ名を付けます。',
  'help.guide.serviceMenu.step3':
    '「サービスを追加」を押します。「基本情報」でサービス名を入力し、カテゴリを選び、所要時間を設定します。',
  'help.guide.serviceMenu.step4':
    '「料金」で単一料金か複数のバリエーション（ショートとロングなど）を選び、固定料金、最低料金、無料のいずれかを選びます。',
  'help.guide.serviceMenu.step5': 'お客様が予約できるようサービスの状態を「有効」のままにして、保存します。',
  'help.guide.serviceMenu.step6':
    'サービスごとに繰り返します。履歴を残したまま提供をやめるには、削除せず「無効」にします。',

  'help.guide.locations.title': '店舗と営業時間を追加する',
  'help.guide.locations.description': '店舗ごとに住所、営業時間、提供するサービスを設定します。',
  'help.guide.locations.tags': '店舗, 支店, 営業時間, 住所, 複数店舗',
  'help.guide.locations.step1': '設定メニューの「組織」グループで「店舗」を開きます。',
  'help.guide.locations.step2': '「店舗を追加」を押し、「詳細」で名前と住所を入力します。',
  'help.guide.locations.step3':
    '「営業時間」で各曜日の開店・閉店時刻を設定します。昼休みには「枠を追加」を使い、休みの日は「休業」にします。',
  'help.guide.locations.step4': '「サービス」で、この店舗でお客様が予約できるサービスにチェックを入れます。',
  'help.guide.locations.step5':
    '必要なら「写真」で最大 10 枚の写真を追加して保存します。店舗が予約ページに表示されるようになります。',

  'help.guide.team.title': 'スタッフを追加する',
  'help.guide.team.description': '同僚一人ひとりに、仕事に合ったロールで専用のサインインを用意します。',
  'help.guide.team.tags': 'スタッフ, 従業員, ユーザー, スタッフを追加, サインイン',
  'help.guide.team.step1': '「スタッフ」ページを開きます（「ロールと権限」またはメニューの「スタッフ」から）。',
  'help.guide.team.step2': '「スタッフを追加」を押し、名、姓、メールアドレスを入力します。',
  'help.guide.team.step3': 'ロールを選びます。自分より上位のロールや、自分が持っていない権限を含むロールは選べません。',
  'help.guide.team.step4':
    '初期パスワードを設定して本人にだけ伝えます。本人は初回サインイン後に「セキュリティ」で変更できます。',
  'help.guide.team.step5':
    '「スタッフを追加」を押します。施術者の場合は、その行で担当サービス、勤務店舗、勤務時間を設定します。',

  'help.guide.customRole.title': '独自の権限を持つロールを作る',
  'help.guide.customRole.description': '既定のロールが合わないときは、業務に必要なことだけを許可するロールを作ります。',
  'help.guide.customRole.tags': 'ロール, 権限, アクセス, カスタムロール, 受付, マネージャー',
  'help.guide.customRole.step1': '設定メニューで「ロールと権限」を開きます。',
  'help.guide.customRole.step2': '「ロールを作成」を押し、「受付リーダー」などのロール名を入力します。',
  'help.guide.customRole.step3':
    '「権限」で、このロールに許可することにチェックを入れます。自分が持っている権限しか付与できません。',
  'help.guide.customRole.step4':
    '「このロールをスタッフに割り当てる」で割り当てるか、「スタッフ」ページでその人のロールを変更します。',
  'help.guide.customRole.step5':
    'その人にサインインし直してもらいます。ロールで開けない設定はメニューに表示されなくなります。',

  'help.guide.onlineBooking.title': 'オンライン予約を受け付ける',
  'help.guide.onlineBooking.description':
    '公開予約ページを有効にしてルールを決め、リンクを共有するかウェブサイトに掲載します。',
  'help.guide.onlineBooking.tags': 'オンライン予約, 予約ページ, ウィジェット, リンク, デポジット, ルール',
  'help.guide.onlineBooking.step1': '「基本設定」の「機能」で「オンライン予約を許可」をオンにして保存します。',
  'help.guide.onlineBooking.step2': '設定メニューの「組織」グループで「オンライン予約」を開きます。',
  'help.guide.onlineBooking.step3':
    '「予約ルールとポリシー」で、最短・最長予約受付、キャンセルの事前通知、新しい予約に承認が必要かどうかを設定します。',
  'help.guide.onlineBooking.step4':
    '「デポジットと支払い要件」で、デポジットを受け取るかどうかを選びます。接続済みの決済ゲートウェイが必要です。',
  'help.guide.onlineBooking.step5':
    '「予約ページの外観」でテーマ、メインカラー、予約ボタンを選び、プレビューを確認して保存します。',
  'help.guide.onlineBooking.step6':
    '「ウェブサイトに予約を追加」で直接リンクやウェブサイト用のコードをコピーするか、「QRコードをダウンロード」を押します。',

  'help.guide.paymentGateway.title': '決済ゲートウェイを接続する',
  'help.guide.paymentGateway.description':
    'Stripe、Square、PayPal、Adyen、Tyro でオンライン予約のデポジットやカード決済を受け付けます。',
  'help.guide.paymentGateway.tags': '支払い, ゲートウェイ, Stripe, Square, PayPal, Adyen, Tyro, カード, デポジット',
  'help.guide.paymentGateway.step1': '設定メニューの「組織」グループで「会計と支払い」を開きます。',
  'help.guide.paymentGateway.step2': '「決済ゲートウェイ」で「ゲートウェイを接続」を押し、利用する事業者を選びます。',
  'help.guide.paymentGateway.step3':
    '事業者アカウントの API 認証情報を入力します。テストキーはテストモードで、本番キーは本番モードで接続します。',
  'help.guide.paymentGateway.step4':
    '保存したら、ゲートウェイのカードで「接続テスト」を使い、認証情報が有効か確認します。',
  'help.guide.paymentGateway.step5': '複数のゲートウェイがある場合は、予約と会計で使うものに「既定に設定」を使います。',

  'help.guide.taxRates.title': '税率を設定する',
  'help.guide.taxRates.description': '課税する税を追加し、デフォルトを選び、サービスごとの税率を設定します。',
  'help.guide.taxRates.tags': '税, 消費税, GST, VAT, 請求書, 税率',
  'help.guide.taxRates.step1': '設定メニューの「組織」グループで「税設定」を開きます。',
  'help.guide.taxRates.step2':
    '「税率を追加」を押し、請求書に表示する名前（消費税、GST など）と税率 (%) を入力して保存します。',
  'help.guide.taxRates.step3': '最初の税率がデフォルトになります。別の税率にするには「デフォルトにする」を使います。',
  'help.guide.taxRates.step4': '「価格と請求書」で、入力する価格が税込みか、税が上乗せされるかを指定します。',
  'help.guide.taxRates.step5': '「サービス別の税率」で「追加」を押し、デフォルトと異なる税率をサービスに設定します。',

  'help.guide.messageTemplates.title': 'メールと SMS のテンプレートを編集する',
  'help.guide.messageTemplates.description':
    'アプリが送る確認、リマインダーなどのメッセージを変更し、事前に確認します。',
  'help.guide.messageTemplates.tags': 'テンプレート, メール, SMS, リマインダー, 確認, メッセージ, 変数',
  'help.guide.messageTemplates.step1':
    '設定メニューの「組織」グループで「システムテンプレート」を開きます（テンプレート管理の権限が必要です）。',
  'help.guide.messageTemplates.step2':
    '「すべて」「SMS」「メール」のタブを選ぶか、名前やカテゴリで検索してメッセージを探します。',
  'help.guide.messageTemplates.step3':
    '「プレビュー」でサンプル値を入れた表示を確認し、「編集」で変更します。メールはブロックエディターで開きます。',
  'help.guide.messageTemplates.step4':
    'お客様の名前などの変数は、入力せず一覧から挿入します。メッセージ送信時に値が入ります。',
  'help.guide.messageTemplates.step5': '保存します。行のメニューの「デフォルトに戻す」で元の文面に戻せます。',

  'help.guide.twoFactor.title': '2 段階認証をオンにする',
  'help.guide.twoFactor.description': 'パスワードに加えてスマートフォンのコードでアカウントを守ります。',
  'help.guide.twoFactor.tags': '2 段階認証, 2FA, 認証アプリ, セキュリティ, サインイン, リカバリーコード',
  'help.guide.twoFactor.step1': '設定メニューの「個人」グループで「セキュリティ」を開きます。',
  'help.guide.twoFactor.step2': '「2 段階認証」をオンにし、スマートフォンの認証アプリで QR コードを読み取ります。',
  'help.guide.twoFactor.step3': 'アプリに表示される 6 桁のコードを入力して確定します。',
  'help.guide.twoFactor.step4':
    'リカバリーコードをコピーして安全な場所に保管します。スマートフォンをなくしたとき、各コードで 1 回サインインできます。',

  'help.faq.passwords.question': 'パスワードを変更するには？',
  'help.faq.passwords.answer':
    '「個人」グループの「セキュリティ」を開き、「パスワードを変更」を押します。現在のパスワードと新しいパスワードを 2 回入力します。サインイン状態を保つことを選ばない限り、アカウントにサインインしている他の端末はサインアウトされます。パスワードを忘れた場合は、オーナーか管理者に「スタッフ」ページで新しいパスワードを設定してもらってください。',
  'help.faq.locations.question': '複数の店舗を管理できますか？',
  'help.faq.locations.answer':
    'はい。「店舗」を開き、店舗ごとに「店舗を追加」を押します。各店舗には独自の住所、営業時間、サービス、写真があり、お客様はオンライン予約時に店舗を選びます。施術者は「スタッフ」ページで勤務する店舗に割り当てます。',
  'help.faq.taxRates.question': '税率はどう設定しますか？',
  'help.faq.taxRates.answer':
    '「税設定」を開いて「税率を追加」を押し、請求書に表示する名前（消費税、VAT、GST など）と割合を入力します。最初の税率がすべてのサービスのデフォルトになり、「デフォルトにする」で変更できます。「価格と請求書」で価格が税込みかどうかを選び、「サービス別の税率」で特定のサービスに別の税率を設定します。',
  'help.faq.paymentProcessors.question': 'どの決済事業者を使えますか？',
  'help.faq.paymentProcessors.answer':
    'Stripe、Square、PayPal、Adyen、Tyro です。「会計と支払い」で事業者アカウントの API 認証情報を使って接続し、「接続テスト」で確認して、既定の事業者を選びます。オンライン予約のデポジットには接続済みのゲートウェイが必要です。',
  'help.faq.teamMembers.question': 'スタッフを追加するには？',
  'help.faq.teamMembers.answer':
    '「スタッフ」ページを開き、「スタッフを追加」を押します。名前とメールアドレスを入力し、ロールを選び、本人にだけ伝える初期パスワードを設定します。あとからその行でロールの変更や無効化ができます。',
  'help.faq.emailTemplates.question': 'アプリが送るメールを変更できますか？',
  'help.faq.emailTemplates.answer':
    'はい。「システムテンプレート」にすべてのメールと SMS が並びます。「プレビュー」はサンプル値でメッセージを表示し、「編集」はメールのブロックエディターまたは SMS エディターを開き、「デフォルトに戻す」で元に戻せます。「ブランディングとコミュニケーション」のロゴとブランドカラーがメールに適用されます。',
  'help.faq.twoFactor.question': '2 段階認証はどのように機能しますか？',
  'help.faq.twoFactor.answer':
    'パスワードの後に、スマートフォンの認証アプリの 6 桁のコードを求められます。「セキュリティ」で QR コードを読み取ってオンにし、リカバリーコードを保管してください。スマートフォンをなくしたとき、各コードは 1 回使えます。',
  'help.faq.rolesPermissions.question': 'ロールと権限の違いは何ですか？',
  'help.faq.rolesPermissions.answer':
    '権限は、サービスの管理やレポートの閲覧など、1 つのことを許可します。ロールは名前の付いた権限のまとまりで、人に割り当てます：オーナー、管理者、マネージャー、施術者、受付、または「ロールと権限」で作成したロールです。スタッフはそれぞれ 1 つのロールを持ち、開けるものはその権限で決まります。',
  'help.faq.open': '{section}へ移動',

  'help.shortcuts.caption': '設定アプリのキーボードショートカット',
  'help.shortcuts.keys': 'キー',
  'help.shortcuts.action': '操作',
  'help.shortcuts.hint': 'コマンドパレット以外のショートカットは、入力欄に入力している間は動作しません。',
  'help.shortcut.palette': 'コマンドパレットを開いてすべての設定を検索',
  'help.shortcut.mobileMenu': '狭いウィンドウで設定メニューを表示・非表示',
  'help.shortcut.openSection': '{section}を開く',

  'help.more.title': 'さらにヘルプが必要ですか？',
  'help.more.body': 'このアプリの情報を添えて質問を送るか、ガイドをお読みください。',
  'help.more.chat': 'サポートとチャット',
  'help.more.helpCenter': 'ヘルプセンターへ',

  'help.support.title': 'サポートに連絡',
  'help.support.intro':
    'ヘルプを求めるときは、これらの情報を添えてください。どのバージョンをどこで使っているかが伝わります。',
  'help.support.version': 'アプリのバージョン',
  'help.support.versionLoading': '読み込み中…',
  'help.support.versionUnknown': '不明（サーバーが応答しませんでした）',
  'help.support.browser': 'ブラウザーとシステム',
  'help.support.organization': '組織',
  'help.support.time': '日時',
  'help.support.whom': '店舗でこのアプリを管理している方、またはアプリを提供した会社に送ってください。',
  'help.support.copy': '情報をコピー',
  'help.support.copied': '情報をコピーしました',
  'help.support.copyFailed': 'クリップボードにコピーできませんでした',
  'help.support.close': '閉じる',
} satisfies Translation<typeof english>;
