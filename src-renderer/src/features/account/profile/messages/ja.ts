import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Japanese texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.profilePhoto': 'アバター, 写真, 画像, アイコン',

  // Profile (part 1 §2, §5, §8).
  'profile.subtitle': 'スタッフに表示される、あなたの写真、連絡先、仕事の情報です。',
  'profile.photo.title': 'プロフィール写真',
  'profile.photo.alt': '{name} のプロフィール写真',
  'profile.photo.upload': '写真をアップロード',
  'profile.photo.change': '写真を変更',
  'profile.photo.uploading': '写真をアップロードしています',
  'profile.photo.hint': 'JPG、PNG、GIF、WebP（5MB まで）。',
  'profile.personal.title': '個人情報',
  'profile.work.title': '仕事の情報',
  'profile.field.firstName': '名',
  'profile.field.lastName': '姓',
  'profile.field.email': 'メールアドレス',
  'profile.field.phone': '電話番号',
  'profile.field.jobTitle': '役職',
  'profile.field.department': '部署',
  'profile.field.location': '勤務店舗',
  'profile.field.bio': '自己紹介',
  'profile.bio.help': 'スタッフ向けのひとこと紹介。{count}/{max} 文字。',
  'profile.loadFailed.note':
    '現在はサインイン時の情報を表示しています。プロフィールが読み込まれるまで、保存と写真の変更はできません。',
  'profile.toast.loadFailed': 'プロフィールの読み込みエラー',
  'profile.toast.loadFailedBody': 'プロフィール情報を読み込めませんでした',
  'profile.toast.saved': 'プロフィールを更新しました',
  'profile.toast.saveFailed': 'プロフィールの更新エラー',
  'profile.toast.saveFailedBody': 'プロフィールを更新できませんでした。もう一度お試しください。',
  'profile.toast.avatarSaved': 'プロフィール写真を更新しました',
  'profile.toast.avatarFailed': 'プロフィール写真のアップロードエラー',
  'profile.toast.avatarFailedBody': 'プロフィール写真をアップロードできませんでした',
  'profile.toast.fileTooLarge': 'ファイルが大きすぎます',
  'profile.toast.fileTooLargeBody': '5MB 未満の画像を選択してください',
} satisfies Translation<typeof english>;
