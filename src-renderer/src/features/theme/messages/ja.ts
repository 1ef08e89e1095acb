import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle': 'チーム全員が目にする色、デザイン言語、ライトまたはダークモードを選びます。',
  'theme.readOnly.title': '管理者が選択します',
  'theme.readOnly.body':
    '組織のテーマはオーナーまたは管理者が選択します。ここで確認できます。変更はオーナーまたは管理者に依頼してください。',

  'theme.preview.title': 'ライブプレビュー',
  'theme.preview.description': '選んだ内容はすぐにこことアプリ全体に表示されます。保存すると全員に適用されます。',
  'theme.preview.label': '{palette}、{designLanguage}のデザイン言語、{mode}モードのプレビュー',
  'theme.preview.brand': 'あなたのサロン',
  'theme.preview.menuToday': '今日',
  'theme.preview.menuClients': '顧客',
  'theme.preview.menuServices': 'サービス',
  'theme.preview.cardTitle': '今日の予約',
  'theme.preview.cardText': '予約 6 件（うちオンライン 2 件）',
  'theme.preview.switch': 'オンライン予約',
  'theme.preview.tag': '新着',
  'theme.preview.primaryButton': '今すぐ予約',
  'theme.preview.secondaryButton': '詳細',
  'theme.preview.link': 'カレンダーを見る',

  'theme.designLanguage.title': 'デザイン言語',
  'theme.designLanguage.description': 'アプリの形と雰囲気：角、影、枠線、文字。',
  'theme.designLanguage.luxury': 'ラグジュアリー',
  'theme.designLanguage.luxury.description':
    '上品で温かみのある印象：やわらかな影、丸みのある角、優雅なセリフ体の見出し。',
  'theme.designLanguage.minimal': 'ミニマル',
  'theme.designLanguage.minimal.description': '静かでフラット：影の代わりに細い線、シャープな角。',
  'theme.designLanguage.bold': 'ボールド',
  'theme.designLanguage.bold.description': '力強く自信のある印象：太い輪郭、深い影、重みのある文字。',
  'theme.designLanguage.clean': 'クリーン',
  'theme.designLanguage.clean.description': 'すっきりと軽やか：ニュートラルな背景と最も淡い影。',
  'theme.designLanguage.glass': 'ガラス',
  'theme.designLanguage.glass.description': 'すりガラス：やわらかな色の上に、半透明でぼかしのかかった面。',
  'theme.designLanguage.modern': 'モダン',
  'theme.designLanguage.modern.description': '現代的：より丸みのある面、ピル型のボタン、重なり合う影。',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'テーマモード',
  'theme.mode.description': 'システムは各コンピューターのライト／ダーク設定に従います。',
  'theme.mode.light': 'ライト',
  'theme.mode.dark': 'ダーク',
  'theme.mode.system': 'システム',
  'theme.mode.ownPreference':
    'あなたの画面では、あなた自身の外観の設定（{mode, select, light {ライト} dark {ダーク} other {システム}}）が優先されます。組織の設定に従うには、個人設定でシステムにしてください。',
  'theme.mode.openPreferences': '個人設定を開く',

  'theme.palettes.title': 'カラーパレット',
  'theme.palettes.description':
    '4 つのコレクションに 9 つのパレット。それぞれにメイン、サブ、アクセントの色があります。',
  'theme.group.luxury': 'ラグジュアリー',
  'theme.group.wellness': 'ウェルネス',
  'theme.group.vibrant': 'ビビッド',
  'theme.group.minimal': 'ミニマル',
  'theme.palette.premium-rose-gold': 'プレミアム ローズゴールド',
  'theme.palette.champagne-luxe': 'シャンパン リュクス',
  'theme.palette.deep-burgundy': 'ディープ バーガンディ',
  'theme.palette.spa': 'スパ',
  'theme.palette.lavender': 'ラベンダー',
  'theme.palette.warm-earth': 'ウォーム アース',
  'theme.palette.ocean': 'オーシャン',
  'theme.palette.coral-sunset': 'コーラル サンセット',
  'theme.palette.pure-minimalist': 'ピュア ミニマリスト',
  'theme.palette.selected': '選択中',

  'theme.reset': 'リセット',
  'theme.reset.title': 'テーマを既定値にリセットしますか？',
  'theme.reset.body':
    'プレミアム ローズゴールド、ラグジュアリーのデザイン言語、システムモードが再び選択されます。保存するまでチームの表示は変わりません。',
  'theme.reset.confirm': 'リセット',
  'theme.reset.cancel': 'キャンセル',

  'theme.toast.saved': 'テーマを保存しました',
  'theme.toast.failed': 'テーマを保存できませんでした',
  'theme.toast.failedBody': 'テーマの設定を保存できませんでした。もう一度お試しください。',

  'theme.search.paletteTerms': '色, カラー, パレット, ブランドカラー, テーマ',
  'theme.search.designTerms': 'スタイル, 見た目, 角, 影, ガラス, モダン',
  'theme.search.modeTerms': 'ライトモード, ナイトモード, システムモード, 外観',
} satisfies Translation<typeof english>;
